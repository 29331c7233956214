/** A CSV file staff download: its type, and a file name that says what it holds and the day. */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { shopDay } from '@shop/domain';

/** Answers `file` as the download `{name}-{day}.csv` (the shop's calendar day); never stored by a cache (it holds customers' data). */
export function sendCsvFile(reply: FastifyReply, name: string, file: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${shopDay(new Date())}.csv"`)
    .header('cache-control', 'no-store')
    .send(file);
}
