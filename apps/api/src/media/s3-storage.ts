/**
 * Media files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), written with SigV4-signed
 * requests (aws4fetch). Objects are named like the files on disk (`${key}-${width}.webp`) and
 * are served from S3_PUBLIC_URL (the bucket's public or CDN address), never through this server.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config.js';
import { keyAtWidth, mediaFileName } from './index.js';
import type { MediaStorage } from './storage.js';

/** Names carry their content, so a stored object never changes: browsers and CDNs keep it a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Longest wait for one storage request; a hung connection must not hold an upload forever. */
const REQUEST_TIMEOUT_MS = 30_000;

export class S3MediaStorage implements MediaStorage {
  readonly serving;
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    this.serving = { kind: 'redirect', publicUrl: config.publicUrl } as const;
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      // aws4fetch retries 5xx and 429 answers with backoff; a few tries ride out a blip without
      // keeping staff waiting through ten.
      retries: 2,
    });
  }

  /**
   * The object's API URL: path style on a custom endpoint (what MinIO and R2 expect), the bucket's
   * virtual host on AWS.
   */
  objectUrl(key: string, width: number): string {
    const name = mediaFileName(key, width);
    const { bucket, endpoint, region } = this.config;
    return endpoint
      ? `${endpoint}/${bucket}/${name}`
      : `https://${bucket}.s3.${region}.amazonaws.com/${name}`;
  }

  async has(key: string, width: number): Promise<boolean> {
    const res = await this.client.fetch(this.objectUrl(key, width), {
      method: 'HEAD',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.ok) return true;
    // Without s3:ListBucket, AWS answers 403 rather than 404 for a missing object: treated as
    // missing, the following PUT either stores the file or fails with the real reason.
    if (res.status === 404 || res.status === 403) return false;
    throw await storageError('HEAD', this.objectUrl(key, width), res);
  }

  /** The bucket's API URL (listing goes there). */
  private bucketUrl(): string {
    const { bucket, endpoint, region } = this.config;
    return endpoint ? `${endpoint}/${bucket}/` : `https://${bucket}.s3.${region}.amazonaws.com/`;
  }

  async get(key: string, width: number): Promise<Buffer | undefined> {
    const url = this.objectUrl(key, width);
    const res = await this.client.fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (res.ok) return Buffer.from(await res.arrayBuffer());
    if (res.status === 404 || res.status === 403) {
      await res.body?.cancel();
      return undefined;
    }
    throw await storageError('GET', url, res);
  }

  /** Lists the bucket a thousand names at a time (ListObjectsV2; needs s3:ListBucket). */
  async *keysAt(width: number): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const url = new URL(this.bucketUrl());
      url.searchParams.set('list-type', '2');
      if (token) url.searchParams.set('continuation-token', token);
      const res = await this.client.fetch(url.toString(), {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) throw await storageError('LIST', url.toString(), res);
      const xml = await res.text();
      for (const [, name] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const key = keyAtWidth(name!, width);
        if (key) yield key;
      }
      token = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
    } while (token);
  }

  async put(key: string, width: number, data: Buffer): Promise<void> {
    const url = this.objectUrl(key, width);
    const res = await this.client.fetch(url, {
      method: 'PUT',
      body: data,
      headers: {
        'content-type': 'image/webp',
        'cache-control': MEDIA_CACHE_CONTROL,
        // The body's hash is signed too, so the storage refuses a body altered on the way.
        'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw await storageError('PUT', url, res);
    await res.body?.cancel();
  }
}

/** A storage failure for the logs: the status and the storage's own error code, never the keys. */
async function storageError(method: string, url: string, res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
  return new Error(`object storage ${method} ${url} answered ${res.status}${code ? ` ${code}` : ''}`);
}
