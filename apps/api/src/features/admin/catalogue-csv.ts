/**
 * Products in bulk: a change to the ticked ones, and the whole catalogue as CSV.
 *
 * Products as CSV: the export is the file itself; the import takes the file as the body and
 * answers NDJSON, a progress line after every row and the per-row report last, so the dashboard
 * shows progress without polling. A file that cannot be read at all (not UTF-8, empty, unknown
 * columns, too many rows) answers a 422 before any line. Compression is off on the import: it would hold the
 * progress lines back.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminRoutes, type ProductImportLine } from '@shop/contract';
import { sendCsvFile } from '../../http/csv-file.js';
import { defineRoute } from '../../http/define-route.js';
import { FieldErrors } from '../../http/errors.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import {
  changeProducts,
  exportProductsCsv,
  importProductsCsv,
} from '../../services/admin-catalogue/index.js';
import { actorOf } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

/** Body types an import may declare (spreadsheet programs and browsers differ). */
export const CSV_CONTENT_TYPES =
  /^(text\/csv|text\/plain|application\/vnd\.ms-excel|application\/csv)\s*(;|$)/i;
/** About 10,000 rows of long descriptions. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

export default async function adminCatalogueCsvRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { productsExport, productsImport, productsBulk } = adminRoutes;
  const preHandler = requireStaff(ctx.db, 'catalogue');
  // Bytes, not text: the service checks they are UTF-8 rather than having Fastify read them with
  // U+FFFD in place of what is not.
  app.addContentTypeParser(
    CSV_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  defineRoute(app, productsBulk, { preHandler }, async ({ body }, request) => {
    const data = await changeProducts(ctx.db, actorOf(signedInStaff(request)), body);
    ctx.caches.invalidate('all');
    return { message: request.t('catalogue.productsChanged', { changed: data.changed }), data };
  });

  defineRoute(app, productsExport, { preHandler }, async ({ query }, request, reply) =>
    sendCsvFile(reply, 'products', await exportProductsCsv(ctx.db, query, request.lang)),
  );

  defineRoute(
    app,
    productsImport,
    { bodyLimit: IMPORT_BODY_LIMIT, compress: false, preHandler },
    async (_input, request, reply) => {
      // The file is the body itself, not a contract schema's input.
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stream = new PassThrough();
      const write = (line: ProductImportLine) => stream.write(`${JSON.stringify(line)}\n`);
      let markStarted!: () => void;
      const started = new Promise<void>((resolve) => (markStarted = resolve));
      const run = importProductsCsv(ctx.db, actorOf(signedInStaff(request)), file, {
        lang: request.lang,
        onProgress: (done, total) => {
          markStarted();
          write({ progress: { done, total } });
        },
        onRowError: (err) => request.log.error({ err }, 'product import: a row failed'),
      });
      // A file refused as a whole is a plain 422 (the handler translates it).
      await Promise.race([started, run]);
      run.then(
        (report) => {
          write({ report });
          stream.end();
          ctx.caches.invalidate('all');
        },
        (err: unknown) => {
          request.log.error({ err }, 'product import stopped');
          const fields = err instanceof FieldErrors ? err.fields : {};
          write({
            error: {
              message: request.t('import.stopped'),
              errors: Object.fromEntries(
                Object.entries(fields).map(([field, keys]) => [field, (keys ?? []).map((k) => request.t(k))]),
              ),
            },
          });
          stream.end();
          ctx.caches.invalidate('all');
        },
      );
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
