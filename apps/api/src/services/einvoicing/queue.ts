/**
 * The durable queue of documents to send to ZATCA: simplified documents are reported, standard
 * ones cleared. Documents go in the chain's order, one at a time across instances: a sender takes
 * the oldest pending document by setting a lease on it (a crashed sender's lease runs out and any
 * instance takes the document again: nothing is lost), and a later document never overtakes it.
 * ZATCA being unavailable (a 5xx, a timeout) is retried with growing delays, without end: a
 * document must reach ZATCA. A rejection stops the queue until staff act (`resubmit`).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FatooraEnvironment } from '@shop/domain/einvoice';
import { einvoiceDocuments } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { recordAudit, type StaffActor } from '../audit.js';
import type { FatooraOutcome } from './fatoora-client.js';
import { productionCredentialsOf, readEInvoiceSettings, type EInvoicingDeps } from './onboarding.js';

/** Waits after the first, second… failed attempt; the last one repeats. */
export const EINVOICE_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
] as const;
/** How long a sender holds a document before another instance may take it. */
const SEND_LEASE_MS = 5 * 60_000;

export type SendOutcome =
  | { kind: 'idle' }
  | { kind: 'blocked'; documentId: number }
  | { kind: 'sent'; documentId: number; status: 'reported' | 'cleared' }
  | { kind: 'rejected'; documentId: number }
  | { kind: 'retry'; documentId: number; reason: string };

function retryDelay(attempt: number): number {
  return EINVOICE_RETRY_DELAYS_MS[Math.min(attempt, EINVOICE_RETRY_DELAYS_MS.length) - 1]!;
}

/** Sends the oldest pending document if it is due and nothing rejected stands before it. */
export async function sendNextDocument(deps: EInvoicingDeps): Promise<SendOutcome> {
  const [rejected] = await deps.db
    .select({ id: einvoiceDocuments.id })
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.status, 'rejected'))
    .orderBy(asc(einvoiceDocuments.counter))
    .limit(1);
  if (rejected) return { kind: 'blocked', documentId: rejected.id };

  const now = deps.clock();
  // Only the head of the queue is ever taken, so documents reach ZATCA in the chain's order.
  const taken = await deps.db
    .update(einvoiceDocuments)
    .set({
      nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
      attempts: sql`${einvoiceDocuments.attempts} + 1`,
    })
    .where(
      and(
        eq(
          einvoiceDocuments.id,
          sql`(select id from einvoice_documents where status = 'pending' order by counter limit 1 for update skip locked)`,
        ),
        sql`${einvoiceDocuments.nextAttemptAt} <= ${now}`,
      ),
    )
    .returning();
  const document = taken[0];
  if (!document) return { kind: 'idle' };

  const settings = await readEInvoiceSettings(deps.db);
  const credentials = productionCredentialsOf(deps, settings);
  const client = deps.fatoora(settings.environment as FatooraEnvironment);
  // A pending document is signed (a check constraint holds it).
  if (!document.hash || !document.xml)
    throw new Error(`e-invoicing document ${document.id} is pending unsigned`);
  const submission = { hash: document.hash, uuid: document.uuid, xml: document.xml };
  const outcome: FatooraOutcome = credentials
    ? await (document.form === 'standard'
        ? client.clear(credentials, submission)
        : client.report(credentials, submission))
    : {
        kind: 'rejected',
        errors: [{ code: 'no-csid', message: 'The shop has no production CSID' }],
        warnings: [],
      };

  if (outcome.kind === 'unavailable') {
    await deps.db
      .update(einvoiceDocuments)
      .set({
        nextAttemptAt: new Date(now.getTime() + retryDelay(document.attempts)),
        lastError: outcome.reason,
      })
      .where(eq(einvoiceDocuments.id, document.id));
    return { kind: 'retry', documentId: document.id, reason: outcome.reason };
  }
  if (outcome.kind === 'rejected') {
    await deps.db
      .update(einvoiceDocuments)
      .set({
        status: 'rejected',
        errors: outcome.errors,
        warnings: outcome.warnings,
        nextAttemptAt: null,
        submittedAt: now,
      })
      .where(eq(einvoiceDocuments.id, document.id));
    return { kind: 'rejected', documentId: document.id };
  }
  const status = document.form === 'standard' ? 'cleared' : 'reported';
  await deps.db
    .update(einvoiceDocuments)
    .set({
      status,
      warnings: outcome.warnings,
      errors: [],
      clearedXml: outcome.clearedXml ?? null,
      nextAttemptAt: null,
      lastError: null,
      submittedAt: now,
    })
    .where(eq(einvoiceDocuments.id, document.id));
  return { kind: 'sent', documentId: document.id, status };
}

/** Sends due documents until none is due, one is refused, or ZATCA is unavailable. */
export async function sendDueDocuments(deps: EInvoicingDeps, limit = 50): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (let sent = 0; sent < limit; sent += 1) {
    const outcome = await sendNextDocument(deps);
    outcomes.push(outcome);
    if (outcome.kind !== 'sent') break;
  }
  return outcomes;
}

/**
 * Staff put a rejected document back in the queue (after fixing what ZATCA refused); false when it
 * is not rejected, or not the given order's. A staff member's resubmission is in the audit log.
 */
export async function resubmitDocument(
  deps: EInvoicingDeps,
  documentId: number,
  by?: { orderId: number; actor: StaffActor },
): Promise<boolean> {
  return withTransaction(deps.db, async (tx) => {
    const updated = await tx
      .update(einvoiceDocuments)
      .set({ status: 'pending', nextAttemptAt: deps.clock(), errors: [] })
      .where(
        and(
          eq(einvoiceDocuments.id, documentId),
          eq(einvoiceDocuments.status, 'rejected'),
          by ? eq(einvoiceDocuments.orderId, by.orderId) : undefined,
        ),
      )
      .returning({ id: einvoiceDocuments.id, number: einvoiceDocuments.number });
    if (updated.length !== 1) return false;
    if (by) {
      await recordAudit(tx, by.actor, {
        action: 'einvoice-resubmit',
        entity: 'order',
        entityId: by.orderId,
        before: { document: updated[0]!.number, status: 'rejected' },
        after: { document: updated[0]!.number, status: 'pending' },
      });
    }
    return true;
  });
}
