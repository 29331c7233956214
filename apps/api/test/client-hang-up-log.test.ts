/**
 * A client that hangs up while a compressed answer is still being sent is logged at info level,
 * not as an error: @fastify/compress reports the broken pipe ("premature close") at error level,
 * and the shop's logger options turn that one record down. A real server, compression plugin and
 * socket; the answer streams until the client has gone.
 */
import http from 'node:http';
import { Readable, Writable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopLoggerOptions } from '../src/app/fastify.js';

interface LogRecord {
  level: number;
  msg?: string;
  err?: { message?: string };
}

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server whose /slow answer never ends on its own, and the records its logger wrote. */
async function serverWithLog(options: object) {
  const records: LogRecord[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        records.push(JSON.parse(line) as LogRecord);
      done();
    },
  });
  app = Fastify({ logger: { ...options, stream } });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip'] });
  app.get('/slow', (_request, reply) => {
    // Compressible text, a chunk each time the socket asks for one, and never an end.
    const body = new Readable({ read() {} });
    const push = setInterval(() => body.push('tiered prices for scrubs and lab coats\n'.repeat(500)), 5);
    body.on('close', () => clearInterval(push));
    reply.type('text/plain').send(body);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, records };
}

/** Reads the first chunk of the compressed answer, then drops the connection. */
function hangUpAfterFirstChunk(url: string) {
  return new Promise<void>((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      expect(response.headers['content-encoding']).toBe('gzip');
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });
}

describe('a client hanging up during a compressed answer', () => {
  it('is logged at info level with the reason, and nothing at error level', async () => {
    const { address, records } = await serverWithLog(shopLoggerOptions({ LOG_LEVEL: 'info' }));
    await hangUpAfterFirstChunk(`${address}/slow`);
    await vi.waitFor(() => expect(records.some((r) => r.err?.message === 'premature close')).toBe(true), {
      timeout: 30_000,
    });
    const hangUp = records.find((r) => r.err?.message === 'premature close')!;
    expect(hangUp.level).toBe(30);
    expect(hangUp.msg).toBe('the client closed the connection before the answer was sent');
    expect(records.filter((r) => r.level >= 50)).toEqual([]);
  });

  it('is an error record without the shop’s options (what the hook changes)', async () => {
    const { address, records } = await serverWithLog({ level: 'info' });
    await hangUpAfterFirstChunk(`${address}/slow`);
    await vi.waitFor(() => expect(records.some((r) => r.err?.message === 'premature close')).toBe(true), {
      timeout: 30_000,
    });
    expect(records.find((r) => r.err?.message === 'premature close')!.level).toBe(50);
  });
});
