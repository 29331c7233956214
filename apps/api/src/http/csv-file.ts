/** A CSV file staff download: its type, and a file name that says what it holds and the day. */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Today in Riyadh (UTC+3 all year), as YYYY-MM-DD. */
const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

/** Answers `file` as the download `{name}-{day}.csv`; never stored by a cache (it holds customers' data). */
export function sendCsvFile(reply: FastifyReply, name: string, file: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${riyadhToday()}.csv"`)
    .header('cache-control', 'no-store')
    .send(file);
}
