/**
 * The shop's e-invoicing documents from frozen orders: an invoice when an order is placed, a
 * credit note when an invoiced order is cancelled or refunded.
 *
 * A document is requested in the transaction that places, cancels or refunds (one cheap row, so it
 * is stored with its cause or not at all, and orders never wait for each other), then signed in
 * the chain's order: a signer locks the chain's head, takes the oldest unsigned document, gives it
 * the next counter and the previous hash, signs it and moves the head, all in one transaction. Any
 * number of signers on any number of instances therefore build one unbroken chain. Signing runs
 * right after the cause commits and again in the sweeper, which finishes what a crash left.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminEInvoiceDocument } from '@shop/contract';
import { creditedSaleHalalas, halalasToSar, taxInvoiceFormOf } from '@shop/domain';
import {
  eInvoiceAmounts,
  eInvoiceProblems,
  netOfGross,
  signEInvoice,
  type EInvoiceDocument,
  type EInvoiceKind,
  type EInvoiceLine,
} from '@shop/domain/einvoice';
import { einvoiceChain, einvoiceDocuments, einvoiceSettings, orderLines, orders } from '../../db/schema.js';
import { withTransaction, type Executor, type Transaction } from '../../db/transaction.js';
import type { Lang } from '../../shared/i18n.js';
import { certificateOfToken } from './fatoora-client.js';
import {
  readEInvoiceSettings,
  sellerOf,
  signingKeyOf,
  type EInvoicingDeps,
  type StoredEInvoiceSettings,
} from './onboarding.js';

export type RequestOutcome =
  { kind: 'requested'; documentId: number } | { kind: 'off' } | { kind: 'not-invoiced' };

export type SignOutcome =
  | { kind: 'idle' }
  | { kind: 'signed'; documentId: number; counter: number }
  | { kind: 'held'; documentId: number; problems: string[] };

/** What a credit or debit note is for. */
export interface NoteRequest {
  kind: Exclude<EInvoiceKind, 'invoice'>;
  reason: string;
  /** Including VAT; the whole invoice when absent. */
  amountHalalas?: number;
}

type OrderRow = typeof orders.$inferSelect;

function buyerOf(order: OrderRow): EInvoiceDocument['buyer'] {
  const name = order.buyer.companyName?.trim() || `${order.buyer.fname} ${order.buyer.lname}`.trim();
  if (!order.buyer.vatNumber) return { name };
  const address = order.address;
  return {
    name,
    vatNumber: order.buyer.vatNumber,
    address: {
      street: address.address,
      buildingNumber: address.building.trim(),
      ...(address.additionalNumber ? { additionalNumber: address.additionalNumber } : {}),
      district: address.area.nameAr,
      city: address.city.nameAr,
      postalCode: address.postalCode ?? '',
      country: 'SA',
    },
  };
}

function lineName(nameAr: string, nameEn: string): string {
  return nameAr === nameEn || !nameEn ? nameAr : `${nameAr} | ${nameEn}`;
}

async function orderWithLines(tx: Transaction, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`No order ${orderId}`);
  const lines = await tx
    .select({
      nameAr: orderLines.productNameAr,
      nameEn: orderLines.productNameEn,
      quantity: orderLines.quantity,
      unit: orderLines.unitPriceHalalas,
      logoUnit: orderLines.logoUnitHalalas,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sortOrder), asc(orderLines.id));
  return { order, lines };
}

/**
 * The insert that requests a placed order's tax invoice, for the order's own statement (a CTE of
 * it, reading the order's id from the CTE named `orderCte`): one statement stores the order and its
 * request together, or neither. It inserts nothing while e-invoicing is off. The form (standard or
 * simplified) is decided when the document is signed, from the order's buyer.
 */
export function invoiceRequestInsert(orderCte: string, number: string): SQL {
  const order = sql.identifier(orderCte);
  return sql`insert into ${einvoiceDocuments} (order_id, kind, form, number, uuid)
    select ${order}.id, 'invoice', 'simplified', ${number}, gen_random_uuid()
    from ${order} join ${einvoiceSettings} settings on settings.id = 1 and settings.enabled
    returning id`;
}

/**
 * Requests a credit note (cancellation, refund) or debit note for an invoiced order; run it in
 * the transaction that cancels or refunds, after locking the order (notes are numbered per order).
 */
async function requestOrderNote(
  tx: Executor,
  orderId: number,
  request: NoteRequest,
): Promise<RequestOutcome> {
  const settings = await readEInvoiceSettings(tx);
  if (!settings.enabled) return { kind: 'off' };
  const [invoice] = await tx
    .select({ id: einvoiceDocuments.id, number: einvoiceDocuments.number, form: einvoiceDocuments.form })
    .from(einvoiceDocuments)
    .where(and(eq(einvoiceDocuments.orderId, orderId), eq(einvoiceDocuments.kind, 'invoice')))
    .limit(1);
  if (!invoice) return { kind: 'not-invoiced' };
  const [{ notes }] = (await tx
    .select({ notes: sql<number>`count(*)::int` })
    .from(einvoiceDocuments)
    .where(and(eq(einvoiceDocuments.orderId, orderId), eq(einvoiceDocuments.kind, request.kind)))) as [
    { notes: number },
  ];
  const [row] = await tx
    .insert(einvoiceDocuments)
    .values({
      orderId,
      kind: request.kind,
      form: invoice.form,
      number: `${invoice.number}-${request.kind === 'credit-note' ? 'CN' : 'DN'}${notes + 1}`,
      uuid: randomUUID(),
      correctsDocumentId: invoice.id,
      reason: request.reason,
      requestedHalalas: request.amountHalalas ?? null,
    })
    .returning({ id: einvoiceDocuments.id });
  return { kind: 'requested', documentId: row!.id };
}

/** The reasons notes carry (ZATCA asks for one on every note; the shop's buyers read either language). */
export const CANCELLED_NOTE_REASON = 'إلغاء الطلب | Order cancelled';
export const REFUND_FAILED_NOTE_REASON = 'لم يتم الاسترداد | The refund did not go through';

/**
 * Brings the order's notes in line with its state, in the transaction that changed it (cancelled
 * it, refunded part, or saw a refund fail), after locking the order: a credit note for what the
 * sale lost since the last note (creditedSaleHalalas), or a debit note for what it regained. At
 * most one note per call; none when nothing changed, the order has no invoice, or e-invoicing is off.
 */
export async function reconcileOrderNotes(
  tx: Executor,
  orderId: number,
  reason: string,
): Promise<RequestOutcome | { kind: 'unchanged' }> {
  const settings = await readEInvoiceSettings(tx);
  if (!settings.enabled) return { kind: 'off' };
  const [order] = await tx
    .select({
      status: orders.status,
      totalHalalas: orders.totalHalalas,
      capturedHalalas: orders.capturedHalalas,
      refundedHalalas: orders.refundedHalalas,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new Error(`No order ${orderId}`);
  const notes = await tx
    .select({ kind: einvoiceDocuments.kind, requested: einvoiceDocuments.requestedHalalas })
    .from(einvoiceDocuments)
    .where(and(eq(einvoiceDocuments.orderId, orderId), sql`${einvoiceDocuments.kind} <> 'invoice'`));
  // A note without an amount stands for the whole invoice.
  const credited = notes.reduce(
    (sum, note) => sum + (note.kind === 'credit-note' ? 1 : -1) * (note.requested ?? order.totalHalalas),
    0,
  );
  const target = creditedSaleHalalas(order as Parameters<typeof creditedSaleHalalas>[0]);
  if (target === credited) return { kind: 'unchanged' };
  const kind = target > credited ? 'credit-note' : 'debit-note';
  const amount = Math.abs(target - credited);
  return requestOrderNote(tx, orderId, {
    kind,
    reason,
    ...(kind === 'credit-note' && credited === 0 && amount === order.totalHalalas
      ? {}
      : { amountHalalas: amount }),
  });
}

/**
 * The order's invoice as sent to ZATCA, once signed: the cleared document when ZATCA cleared it
 * (it carries ZATCA's stamp), the shop's signed one otherwise. A customer reads only their own
 * order's (`customerId`); staff pass null.
 */
export async function orderInvoiceXml(
  db: Executor,
  orderId: number,
  customerId: number | null,
): Promise<{ number: string; xml: string } | undefined> {
  const [row] = await db
    .select({
      number: einvoiceDocuments.number,
      xml: einvoiceDocuments.xml,
      clearedXml: einvoiceDocuments.clearedXml,
    })
    .from(einvoiceDocuments)
    .innerJoin(orders, eq(orders.id, einvoiceDocuments.orderId))
    .where(
      and(
        eq(einvoiceDocuments.orderId, orderId),
        eq(einvoiceDocuments.kind, 'invoice'),
        customerId === null ? undefined : eq(orders.customerId, customerId),
      ),
    )
    .limit(1);
  const xml = row?.clearedXml ?? row?.xml;
  return row && xml ? { number: row.number, xml } : undefined;
}

/** The printed copy (PDF/A-3 with the XML inside) of the same invoice `orderInvoiceXml` answers. */
export async function orderInvoicePdf(
  db: Executor,
  orderId: number,
  customerId: number | null,
  lang: Lang,
): Promise<{ number: string; pdf: Buffer } | undefined> {
  const invoice = await orderInvoiceXml(db, orderId, customerId);
  if (!invoice) return undefined;
  // The PDF maker and its fonts load on the first copy asked for, not with every server.
  const { eInvoicePdf } = await import('./pdf.js');
  return { number: invoice.number, pdf: await eInvoicePdf(invoice.xml, lang) };
}

/** The order's documents as staff follow them (the order page), oldest first. */
export async function orderEInvoiceDocuments(
  db: Executor,
  orderId: number,
): Promise<AdminEInvoiceDocument[]> {
  const rows = await db
    .select()
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.orderId, orderId))
    .orderBy(asc(einvoiceDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as AdminEInvoiceDocument['kind'],
    form: row.form as AdminEInvoiceDocument['form'],
    number: row.number,
    counter: row.counter,
    status: row.status as AdminEInvoiceDocument['status'],
    total: row.totalHalalas === null ? null : halalasToSar(row.totalHalalas),
    reason: row.reason,
    attempts: row.attempts,
    errors: messagesOf(row.errors),
    warnings: messagesOf(row.warnings),
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
  }));
}

function messagesOf(value: unknown): { code: string; message: string }[] {
  return Array.isArray(value)
    ? value.map((entry: { code?: unknown; message?: unknown }) => ({
        code: String(entry?.code ?? ''),
        message: String(entry?.message ?? ''),
      }))
    : [];
}

type DocumentRow = typeof einvoiceDocuments.$inferSelect;

/** The document a requested row stands for, from its order as the order was frozen. */
async function documentFor(
  tx: Transaction,
  row: DocumentRow,
  settings: StoredEInvoiceSettings,
  place: { counter: number; previousHash: string },
  issuedAt: Date,
): Promise<{ document: EInvoiceDocument; problems: string[] }> {
  const { order, lines } = await orderWithLines(tx, row.orderId);
  // A logo charged per piece is a supply of its own (the embroidery or print), so it is a line of
  // its own under the goods it goes on.
  const orderLinesAsDocument = lines.flatMap((line): EInvoiceLine[] => [
    { name: lineName(line.nameAr, line.nameEn), quantity: line.quantity, unitHalalas: line.unit },
    ...(line.logoUnit > 0
      ? [
          {
            name: lineName(`شعار: ${line.nameAr}`, `Logo: ${line.nameEn}`),
            quantity: line.quantity,
            unitHalalas: line.logoUnit,
          },
        ]
      : []),
  ]);
  const common = {
    uuid: row.uuid,
    number: row.number,
    ...place,
    seller: sellerOf(settings),
    buyer: buyerOf(order),
    vatBasisPoints: order.taxBasisPoints,
    paymentMeans: order.paymentMethod === 1 ? ('card' as const) : ('transfer' as const),
  };
  if (row.kind === 'invoice') {
    const document: EInvoiceDocument = {
      ...common,
      kind: 'invoice',
      form: taxInvoiceFormOf(order.buyer.vatNumber),
      issuedAt: order.createdAt,
      lines: orderLinesAsDocument,
      allowanceHalalas: order.couponValueHalalas,
      chargeHalalas: order.shippingHalalas,
    };
    const amounts = eInvoiceAmounts(document);
    // The document states what the order charged; an order whose figures a tax invoice cannot
    // carry (placed before VAT was taken on delivery) is held for staff rather than misstated.
    const matches =
      amounts.taxInclusiveHalalas === order.totalHalalas && amounts.vatHalalas === order.taxHalalas;
    return { document, problems: [...eInvoiceProblems(document), ...(matches ? [] : ['amounts'])] };
  }
  const [invoice] = await tx
    .select({ number: einvoiceDocuments.number, total: einvoiceDocuments.totalHalalas })
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.id, row.correctsDocumentId ?? 0))
    .limit(1);
  const whole =
    row.requestedHalalas === null || (invoice?.total != null && row.requestedHalalas >= invoice.total);
  const document: EInvoiceDocument = {
    ...common,
    kind: row.kind as EInvoiceDocument['kind'],
    form: row.form as EInvoiceDocument['form'],
    issuedAt,
    lines: whole
      ? orderLinesAsDocument
      : [
          {
            name:
              row.kind === 'debit-note' ? 'استرداد لم يتم | Refund reversed' : 'استرداد جزئي | Part refund',
            quantity: 1,
            unitHalalas: netOfGross(row.requestedHalalas!, order.taxBasisPoints),
          },
        ],
    allowanceHalalas: whole ? order.couponValueHalalas : 0,
    chargeHalalas: whole ? order.shippingHalalas : 0,
    reference: { invoiceNumber: invoice?.number ?? '', reason: row.reason ?? '' },
  };
  const signedInvoice = invoice?.total != null;
  return { document, problems: [...eInvoiceProblems(document), ...(signedInvoice ? [] : ['invoice'])] };
}

/**
 * Signs the oldest unsigned document into the chain. A note waits until the invoice it corrects
 * is signed; a document that cannot be issued is held with its problems and takes no counter.
 */
export async function signNextDocument(deps: EInvoicingDeps): Promise<SignOutcome> {
  return withTransaction(deps.db, async (tx) => {
    const [head] = await tx.select().from(einvoiceChain).where(eq(einvoiceChain.id, 1)).for('update');
    if (!head) throw new Error('einvoice_chain has no row: run the migrations');
    const [row] = await tx
      .select()
      .from(einvoiceDocuments)
      .where(eq(einvoiceDocuments.status, 'unsigned'))
      .orderBy(asc(einvoiceDocuments.id))
      .limit(1);
    if (!row) return { kind: 'idle' } as const;
    const settings = await readEInvoiceSettings(tx);
    const now = deps.clock();
    const place = { counter: head.lastCounter + 1, previousHash: head.lastHash };
    const { document, problems } = await documentFor(tx, row, settings, place, now);
    const token = settings.productionToken;
    if (problems.length || !token) {
      const held = problems.length ? problems : ['csid'];
      await tx
        .update(einvoiceDocuments)
        .set({ status: 'held', errors: held.map((code) => ({ code, message: code })) })
        .where(eq(einvoiceDocuments.id, row.id));
      return { kind: 'held', documentId: row.id, problems: held } as const;
    }
    const signed = signEInvoice(
      document,
      { privateKey: signingKeyOf(deps, settings), certificate: certificateOfToken(token) },
      now,
    );
    const amounts = eInvoiceAmounts(document);
    await tx
      .update(einvoiceDocuments)
      .set({
        form: document.form,
        counter: place.counter,
        previousHash: place.previousHash,
        hash: signed.hash,
        xml: signed.xml,
        qr: signed.qr,
        totalHalalas: amounts.taxInclusiveHalalas,
        vatHalalas: amounts.vatHalalas,
        status: 'pending',
        nextAttemptAt: now,
      })
      .where(eq(einvoiceDocuments.id, row.id));
    await tx
      .update(einvoiceChain)
      .set({ lastCounter: place.counter, lastHash: signed.hash })
      .where(eq(einvoiceChain.id, 1));
    return { kind: 'signed', documentId: row.id, counter: place.counter } as const;
  });
}

/** Signs every unsigned document (after an order commits, and in the sweeper). */
export async function signWaitingDocuments(deps: EInvoicingDeps, limit = 500): Promise<SignOutcome[]> {
  const outcomes: SignOutcome[] = [];
  for (let n = 0; n < limit; n += 1) {
    const outcome = await signNextDocument(deps);
    if (outcome.kind === 'idle') break;
    outcomes.push(outcome);
  }
  return outcomes;
}
