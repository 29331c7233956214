/**
 * Logo artwork: a buyer uploads the file (a picture, a PDF or an SVG) and gets an id to put on a
 * quote line; staff read it beside the quote or order. The file is kept as sent, with a PNG
 * preview drawn from it here: pictures and SVGs by sharp (an SVG only once the domain found
 * nothing in it that reaches outside the file), a PDF's first page by poppler's pdftoppm when the
 * server has it (a PDF without it is kept, without a preview).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Artwork } from '@shop/contract';
import { artworkRefusal, artworkTypeOf, type ArtworkContentType } from '@shop/domain';
import { artworks } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { MAX_DB_INT } from './products.js';

/** The preview's longest side, in pixels. */
const PREVIEW_SIZE = 800;
/** A file whose picture is larger than this is refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;
/** How long drawing a PDF's first page may take. */
const PDF_RENDER_MS = 15_000;

export type ArtworkRefusal = NonNullable<ReturnType<typeof artworkRefusal>>;
export type SaveArtworkResult =
  { kind: 'refused'; reason: ArtworkRefusal } | { kind: 'saved'; artwork: Artwork };

async function pictureToPreview(bytes: Buffer, type: ArtworkContentType): Promise<Buffer> {
  return sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    // An SVG is drawn at twice the usual density, so a small logo's preview stays sharp.
    ...(type === 'image/svg+xml' ? { density: 144 } : {}),
  })
    .rotate()
    .resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** The first page of a PDF as a PNG, or null when the server has no pdftoppm or it fails. */
async function pdfToPreview(bytes: Buffer): Promise<Buffer | null> {
  const dir = await mkdtemp(join(tmpdir(), 'artwork-'));
  try {
    await writeFile(join(dir, 'in.pdf'), bytes);
    const drawn = await new Promise<boolean>((resolve) => {
      execFile(
        'pdftoppm',
        ['-f', '1', '-l', '1', '-png', '-scale-to', String(PREVIEW_SIZE), '-singlefile', 'in.pdf', 'page'],
        { cwd: dir, timeout: PDF_RENDER_MS, maxBuffer: 1024 * 1024 },
        (error) => resolve(!error),
      );
    });
    if (!drawn) return null;
    // Drawn again by sharp: what is stored is a plain PNG whatever the tool wrote.
    return await pictureToPreview(await readFile(join(dir, 'page.png')), 'image/png');
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const artworkAnswer = (row: {
  id: number;
  contentType: string;
  byteSize: number;
  hasPreview: boolean;
  createdAt: Date;
}): Artwork => ({
  id: row.id,
  content_type: row.contentType,
  byte_size: row.byteSize,
  has_preview: row.hasPreview,
  created_at: row.createdAt.toISOString(),
});

/** Checks and stores a buyer's artwork with its preview. */
export async function saveArtwork(
  db: Executor,
  input: { customerId: number; bytes: Buffer },
): Promise<SaveArtworkResult> {
  const refusal = artworkRefusal(input.bytes);
  if (refusal) return { kind: 'refused', reason: refusal };
  const type = artworkTypeOf(input.bytes)!;
  let preview: Buffer | null;
  try {
    preview =
      type === 'application/pdf'
        ? await pdfToPreview(input.bytes)
        : await pictureToPreview(input.bytes, type);
  } catch {
    // A picture that does not decode (cut short, corrupt, too many pixels) is no artwork.
    return { kind: 'refused', reason: 'notArtwork' };
  }
  const [row] = await db
    .insert(artworks)
    .values({
      customerId: input.customerId,
      contentType: type,
      byteSize: input.bytes.length,
      data: input.bytes,
      preview,
    })
    .returning({
      id: artworks.id,
      contentType: artworks.contentType,
      byteSize: artworks.byteSize,
      createdAt: artworks.createdAt,
    });
  return { kind: 'saved', artwork: artworkAnswer({ ...row!, hasPreview: preview !== null }) };
}

/**
 * An artwork's file or preview: the customer's own (`customerId`) or any for staff (null);
 * undefined when there is none (or no preview).
 */
export async function readArtwork(
  db: Executor,
  id: number,
  customerId: number | null,
  part: 'file' | 'preview',
): Promise<{ contentType: string; data: Buffer } | undefined> {
  if (id > MAX_DB_INT) return undefined;
  // Only the part asked for is read: the file may be megabytes, the preview a few kilobytes.
  const [row] = await db
    .select({
      contentType: artworks.contentType,
      data: part === 'file' ? artworks.data : artworks.preview,
    })
    .from(artworks)
    .where(and(eq(artworks.id, id), customerId === null ? undefined : eq(artworks.customerId, customerId)))
    .limit(1);
  if (!row?.data) return undefined;
  return { contentType: part === 'file' ? row.contentType : 'image/png', data: row.data };
}

/** Which of `ids` are the customer's own artworks. */
export async function ownArtworkIds(db: Executor, customerId: number, ids: number[]): Promise<Set<number>> {
  const wanted = ids.filter((id) => id <= MAX_DB_INT);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(eq(artworks.customerId, customerId), inArray(artworks.id, wanted)));
  return new Set(rows.map((row) => row.id));
}
