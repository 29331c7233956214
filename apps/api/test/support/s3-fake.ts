/**
 * A local HTTP fake of an S3-compatible object store (path-style requests, as MinIO and R2 take
 * them): PUT, HEAD and GET of objects in one bucket, and listing it. Every request must carry a valid AWS
 * Signature Version 4 made with the configured key id and secret; the fake checks it with its own
 * implementation of the algorithm (not the client library's), including the signed hash of the
 * body, and answers 403 with S3's error codes otherwise. Objects keep their body, Content-Type and
 * Cache-Control, for tests to read back.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3FakeRequest {
  method: string;
  /** The object key (the path after the bucket). */
  key: string;
  /** The access key id of a correctly signed request; undefined when refused. */
  signedBy: string | undefined;
  status: number;
}

const UNSIGNED = 'UNSIGNED-PAYLOAD';
/** How far a request's X-Amz-Date may be from the fake's clock, as S3 allows. */
const MAX_SKEW_MS = 15 * 60 * 1000;

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** `20250102T030405Z` as a time, or NaN. */
function amzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export class S3Fake {
  readonly objects = new Map<string, StoredObject>();
  readonly requests: S3FakeRequest[] = [];
  private server?: http.Server;
  url = '';

  constructor(
    readonly bucket: string,
    readonly accessKeyId: string,
    readonly secretAccessKey: string,
    readonly region: string,
  ) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The requests with a given method, e.g. the PUTs of one upload. */
  requestsOf(method: string): S3FakeRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = req.method ?? 'GET';
    const rawPath = (req.url ?? '/').split('?')[0]!;
    const prefix = `/${this.bucket}/`;
    const key = rawPath.startsWith(prefix) ? decodeURIComponent(rawPath.slice(prefix.length)) : '';
    const record: S3FakeRequest = { method, key, signedBy: undefined, status: 0 };
    this.requests.push(record);
    const answer = (
      status: number,
      headers: Record<string, string | number> = {},
      payload?: Buffer | string,
    ) => {
      record.status = status;
      res.writeHead(status, headers);
      res.end(method === 'HEAD' ? undefined : payload);
    };
    const refuse = (status: number, code: string) =>
      answer(
        status,
        { 'content-type': 'application/xml' },
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`,
      );

    try {
      record.signedBy = this.verify(req, rawPath, body);
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.status, error.code);
      throw error;
    }
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    if (!key && method === 'GET' && query.get('list-type') === '2' && rawPath.startsWith(`/${this.bucket}`)) {
      // One page of ListObjectsV2: every name (the fake holds few objects).
      const keys = [...this.objects.keys()].sort().map((name) => `<Contents><Key>${name}</Key></Contents>`);
      return answer(
        200,
        { 'content-type': 'application/xml' },
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>false</IsTruncated>${keys.join('')}</ListBucketResult>`,
      );
    }
    if (!key) return refuse(404, 'NoSuchBucket');

    if (method === 'PUT') {
      this.objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
      });
      return answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = this.objects.get(key);
      if (!object) return refuse(404, 'NoSuchKey');
      return answer(
        200,
        {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        },
        object.body,
      );
    }
    return refuse(405, 'MethodNotAllowed');
  }

  /** Checks the request's SigV4 signature; answers the signing key id or throws a Refusal. */
  private verify(req: http.IncomingMessage, rawPath: string, body: Buffer): string {
    const auth = req.headers.authorization ?? '';
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) throw new Refusal(403, 'AccessDenied');
    const [, keyId, day, region, service, signedHeaderList, signature] = m as unknown as string[];
    if (keyId !== this.accessKeyId) throw new Refusal(403, 'InvalidAccessKeyId');
    if (region !== this.region || service !== 's3') throw new Refusal(400, 'AuthorizationHeaderMalformed');

    const date = String(req.headers['x-amz-date'] ?? '');
    const time = amzDate(date);
    if (!Number.isFinite(time) || date.slice(0, 8) !== day) throw new Refusal(403, 'AccessDenied');
    if (Math.abs(Date.now() - time) > MAX_SKEW_MS) throw new Refusal(403, 'RequestTimeTooSkewed');

    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) throw new Refusal(400, 'MissingSecurityHeader');
    if (payloadHash !== UNSIGNED && payloadHash !== sha256Hex(body))
      throw new Refusal(400, 'XAmzContentSHA256Mismatch');

    const signedHeaders = signedHeaderList!.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
      if (!signedHeaders.includes(required)) throw new Refusal(403, 'AccessDenied');
    const canonicalHeaders = signedHeaders
      .map((name) => {
        const value = req.headers[name];
        const text = Array.isArray(value) ? value.join(',') : (value ?? '');
        return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    const canonicalQuery = [...query]
      .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
      .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalRequest = [
      req.method,
      rawPath,
      canonicalQuery,
      canonicalHeaders,
      signedHeaderList,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/${service}/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${this.secretAccessKey}`, day!), region!), service!),
      'aws4_request',
    );
    const expected = hmac(signingKey, stringToSign);
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex')))
      throw new Refusal(403, 'SignatureDoesNotMatch');
    return keyId!;
  }
}
