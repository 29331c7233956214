/**
 * A PDF as a reader finds it, read with poppler's tools (installed by .ci/run): its text, its XMP
 * metadata and the files attached to it.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ReadPdf {
  text: string;
  metadata: string;
  attachments: { name: string; text: string }[];
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const attached = path.join(dir, 'attached');
    await mkdir(attached);
    await run('pdfdetach', ['-saveall', '-o', attached, file]);
    const names = (await readdir(attached)).sort();
    return {
      text: (await run('pdftotext', ['-layout', file, '-'])).stdout,
      metadata: (await run('pdfinfo', ['-meta', file])).stdout,
      attachments: await Promise.all(
        names.map(async (name) => ({ name, text: await readFile(path.join(attached, name), 'utf8') })),
      ),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
