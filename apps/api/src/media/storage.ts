/**
 * Where media files live: a folder on the server's disk (DATA_DIR/uploads, served by this server
 * under `/media/`) or an S3-compatible bucket (served by its public or CDN URL, `/media/*`
 * redirecting there). Both hold the same names, `${key}-${width}.webp`, so the URLs stored in the
 * database (`/media/${key}-640.webp`) stay valid whichever storage is configured.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { keyAtWidth, mediaFilePath, writeFileAtomic } from './index.js';
import { S3MediaStorage } from './s3-storage.js';

export interface MediaStorage {
  /** How `/media/*` is answered: files from a folder, or a redirect to the bucket's public URL. */
  readonly serving: { kind: 'directory'; directory: string } | { kind: 'redirect'; publicUrl: string };
  /** Whether the file of `key` at `width` is stored. */
  has(key: string, width: number): Promise<boolean>;
  /**
   * Stores the WebP file of `key` at `width`, replacing any file of that name (a name always
   * stands for one image, so a replacement holds the same picture). Readers never see a
   * half-written file.
   */
  put(key: string, width: number, data: Buffer): Promise<void>;
  /** The file of `key` at `width`, or undefined when it is not stored. */
  get(key: string, width: number): Promise<Buffer | undefined>;
  /** Every stored key with a file at `width`. */
  keysAt(width: number): AsyncIterable<string>;
}

/** Media files in a folder of the server's disk (DATA_DIR/uploads). */
export class FileMediaStorage implements MediaStorage {
  readonly serving;

  constructor(readonly directory: string) {
    this.serving = { kind: 'directory', directory } as const;
  }

  /** The file's path on disk. */
  filePath(key: string, width: number): string {
    return mediaFilePath(this.directory, key, width);
  }

  async has(key: string, width: number): Promise<boolean> {
    try {
      await access(this.filePath(key, width));
      return true;
    } catch {
      return false;
    }
  }

  async put(key: string, width: number, data: Buffer): Promise<void> {
    await writeFileAtomic(this.filePath(key, width), data);
  }

  async get(key: string, width: number): Promise<Buffer | undefined> {
    try {
      return await readFile(this.filePath(key, width));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async *keysAt(width: number): AsyncIterable<string> {
    let names: string[];
    try {
      names = await readdir(this.directory, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const key = keyAtWidth(name.split(path.sep).join('/'), width);
      if (key) yield key;
    }
  }
}

/** The configured storage: the bucket when S3_* is set, else DATA_DIR/uploads. */
export function createMediaStorage(config: Pick<Config, 's3' | 'uploadsDir'>): MediaStorage {
  return config.s3 ? new S3MediaStorage(config.s3) : new FileMediaStorage(config.uploadsDir);
}
