/** What the instance's metrics read from the database when scraped: the outboxes' queues. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.js';
import type { Executor } from '../db/transaction.js';
import type { QueueFigures } from '../shared/metrics.js';

/**
 * The mail outbox's queued mails and the e-invoices not yet signed or sent, with the age of the
 * oldest of each, and the e-invoices staff must look at (held, rejected): one statement, each
 * count from its partial or status index.
 */
export async function queueFigures(db: Executor): Promise<QueueFigures> {
  const [row] = await rowsOf<{
    mail_queued: number | string;
    mail_oldest: number | string | null;
    einvoice_waiting: number | string;
    einvoice_oldest: number | string | null;
    einvoice_staff: number | string;
  }>(
    db,
    sql`select
      (select count(*) from mail_outbox where status = 'queued') as mail_queued,
      (select extract(epoch from now() - min(created_at)) from mail_outbox where status = 'queued') as mail_oldest,
      (select count(*) from einvoice_documents where status in ('unsigned', 'pending')) as einvoice_waiting,
      (select extract(epoch from now() - min(created_at)) from einvoice_documents
        where status in ('unsigned', 'pending')) as einvoice_oldest,
      (select count(*) from einvoice_documents where status in ('held', 'rejected')) as einvoice_staff`,
  );
  const seconds = (value: number | string | null | undefined) => Math.max(0, Number(value ?? 0));
  return {
    mailQueued: Number(row?.mail_queued ?? 0),
    mailOldestSeconds: seconds(row?.mail_oldest),
    einvoiceWaiting: Number(row?.einvoice_waiting ?? 0),
    einvoiceOldestSeconds: seconds(row?.einvoice_oldest),
    einvoiceNeedsStaff: Number(row?.einvoice_staff ?? 0),
  };
}
