/**
 * E-invoicing on every backend, through the real database and the local Fatoora simulator: the
 * demo's onboarding, one invoice per placed order in one unbroken chain under parallel orders,
 * credit notes, and the queue that reports and clears them (retries, rejection, resubmission).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Product } from '@shop/contract';
import { FIRST_PREVIOUS_INVOICE_HASH, invoiceHash, readQrFields } from '@shop/domain/einvoice';
import * as t from '../src/db/schema.js';
import { withTransaction } from '../src/db/transaction.js';
import {
  netOfGross,
  requestOrderInvoice,
  requestOrderNote,
  signWaitingDocuments,
} from '../src/services/einvoicing/documents.js';
import { fatooraClient, httpTransport } from '../src/services/einvoicing/fatoora-client.js';
import {
  onboardWithSimulator,
  readEInvoiceSettings,
  type EInvoicingDeps,
} from '../src/services/einvoicing/onboarding.js';
import {
  EINVOICE_RETRY_DELAYS_MS,
  resubmitDocument,
  sendDueDocuments,
  sendNextDocument,
} from '../src/services/einvoicing/queue.js';
import { FatooraSimulator } from '../src/services/einvoicing/simulator.js';
import { openSecret, secretsKey } from '../src/services/einvoicing/secrets.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCustomer, placeTestOrder, type TestCustomer } from './support/checkout.js';
import type { Fixtures } from './support/fixtures.js';

const registration = {
  sellerNameAr: 'شركة الزي الموحد للتجارة',
  vatNumber: '399999999900003',
  crNumber: '1010010000',
  address: {
    street: 'الأمير سلطان',
    buildingNumber: '2322',
    additionalNumber: '7788',
    district: 'المربع',
    city: 'الرياض',
    postalCode: '23333',
  },
  branch: 'Riyadh',
  industry: 'Wholesale of uniforms',
};

describe.each(backends)('e-invoicing on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let suit: Product;
  let buyer: TestCustomer;
  const simulator = new FatooraSimulator();
  let now = new Date();
  let deps: EInvoicingDeps;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    const client = fatooraClient(httpTransport(await simulator.start(), 30_000));
    deps = { db: shop.database.db, config: shop.config, fatoora: () => client, clock: () => now };
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    buyer = await newCustomer(shop.database, { fname: 'سارة', lname: 'العتيبي' });
  });
  afterAll(async () => {
    await simulator.stop();
    await shop?.close();
  });

  const documents = () =>
    shop.database.db.select().from(t.einvoiceDocuments).orderBy(asc(t.einvoiceDocuments.counter));
  const request = (orderId: number) =>
    withTransaction(shop.database.db, (tx) => requestOrderInvoice(tx, orderId));
  const issue = async (orderId: number) => {
    const requested = await request(orderId);
    await signWaitingDocuments(deps);
    return requested;
  };

  it('issues nothing before onboarding, then onboards against the simulator with sealed secrets', async () => {
    const first = await placeTestOrder(shop.app, shop.database, buyer, suit);
    expect(await request(first.id)).toEqual({ kind: 'off' });
    await onboardWithSimulator(deps, registration);
    const settings = await readEInvoiceSettings(shop.database.db);
    expect(settings).toMatchObject({ enabled: true, step: 'production', environment: 'simulator' });
    expect(settings.privateKeyEncrypted).not.toContain('PRIVATE KEY');
    expect(openSecret(secretsKey(shop.config), settings.privateKeyEncrypted!)).toContain(
      '-----BEGIN PRIVATE KEY-----',
    );
    expect(() => openSecret(Buffer.alloc(32, 7), settings.privateKeyEncrypted!)).toThrow();
    // Six compliance checks (each kind and form), after the compliance CSID.
    expect(simulator.calls.filter((c) => c.path === '/compliance/invoices')).toHaveLength(6);
  });

  it('gives every order placed in parallel the next counter, each document chained to the one before', async () => {
    // PostgreSQL runs the orders and the signers truly in parallel on its pool; PGlite has one
    // connection. Orders go ten at a time (the pool has five connections), signers four at once.
    const count = backend.name === 'postgres' ? 100 : 8;
    const orders: { id: number; code: string }[] = [];
    for (let batch = 0; batch < count; batch += 10) {
      const placed = await Promise.all(
        Array.from({ length: Math.min(10, count - batch) }, (_, n) =>
          placeTestOrder(shop.app, shop.database, buyer, suit, { method: (n % 2) as 0 | 1 }),
        ),
      );
      orders.push(...placed);
    }
    const requested = await Promise.all(orders.map((order) => request(order.id)));
    expect(requested.filter((outcome) => outcome.kind !== 'requested')).toEqual([]);
    const signers = await Promise.all(Array.from({ length: 4 }, () => signWaitingDocuments(deps)));
    expect(signers.flat().filter((outcome) => outcome.kind === 'signed')).toHaveLength(count);
    const issued = await documents();
    expect(issued.map((d) => d.counter)).toEqual(issued.map((_, index) => index + 1));
    expect(issued[0]!.previousHash).toBe(FIRST_PREVIOUS_INVOICE_HASH);
    for (const [index, document] of issued.entries()) {
      expect(invoiceHash(document.xml!)).toBe(document.hash);
      if (index > 0) expect(document.previousHash).toBe(issued[index - 1]!.hash);
      const order = orders.find((o) => o.code === document.number)!;
      const [row] = await shop.database.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(document.totalHalalas).toBe(row!.totalHalalas);
      expect(document.vatHalalas).toBe(row!.taxHalalas);
      expect(document.form).toBe('simplified');
      const qr = readQrFields(document.qr!);
      expect(new TextDecoder().decode(qr.get(6))).toBe(document.hash);
    }
    const [head] = await shop.database.db.select().from(t.einvoiceChain);
    expect(head).toMatchObject({ lastCounter: issued.length, lastHash: issued.at(-1)!.hash });
  });

  it('reports the queue in chain order, retries while ZATCA is unavailable, and stops at a rejection until staff resubmit', async () => {
    simulator.failNext('server-error');
    expect(await sendNextDocument(deps)).toMatchObject({ kind: 'retry', reason: 'HTTP 500' });
    // Not due yet: nothing is sent, and no later document overtakes the first.
    expect(await sendNextDocument(deps)).toEqual({ kind: 'idle' });
    now = new Date(now.getTime() + EINVOICE_RETRY_DELAYS_MS[0]);
    const outcomes = await sendDueDocuments(deps, 500);
    expect(outcomes.filter((o) => o.kind === 'sent')).toHaveLength(backend.name === 'postgres' ? 100 : 8);
    const sent = await documents();
    expect(sent.every((d) => d.status === 'reported' && d.attempts >= 1)).toBe(true);
    expect(sent[0]!.attempts).toBe(2);

    const order = await placeTestOrder(shop.app, shop.database, buyer, suit);
    const later = await placeTestOrder(shop.app, shop.database, buyer, suit);
    await issue(order.id);
    await issue(later.id);
    simulator.failNext('reject');
    const rejected = await sendNextDocument(deps);
    expect(rejected.kind).toBe('rejected');
    expect(await sendNextDocument(deps)).toEqual({
      kind: 'blocked',
      documentId: (rejected as { documentId: number }).documentId,
    });
    const [stored] = await shop.database.db
      .select()
      .from(t.einvoiceDocuments)
      .where(eq(t.einvoiceDocuments.id, (rejected as { documentId: number }).documentId));
    expect(stored!.errors).toEqual([{ code: 'BR-KSA-37', message: expect.any(String) }]);
    expect(await resubmitDocument(deps, stored!.id)).toBe(true);
    expect((await sendDueDocuments(deps, 500)).map((o) => o.kind)).toEqual(['sent', 'sent', 'idle']);
  });

  it('issues a credit note for a cancellation and for a part refund, referencing the invoice', async () => {
    const order = await placeTestOrder(shop.app, shop.database, buyer, suit);
    await issue(order.id);
    const [invoice] = await shop.database.db
      .select()
      .from(t.einvoiceDocuments)
      .where(eq(t.einvoiceDocuments.number, order.code));
    const part = await withTransaction(shop.database.db, (tx) =>
      requestOrderNote(tx, order.id, {
        kind: 'credit-note',
        reason: 'Returned two pieces | أعيدت قطعتان',
        amountHalalas: 2_300,
      }),
    );
    const whole = await withTransaction(shop.database.db, (tx) =>
      requestOrderNote(tx, order.id, { kind: 'credit-note', reason: 'Order cancelled | ألغي الطلب' }),
    );
    expect(part.kind).toBe('requested');
    expect(whole.kind).toBe('requested');
    expect((await signWaitingDocuments(deps)).map((outcome) => outcome.kind)).toEqual(['signed', 'signed']);
    const notes = await shop.database.db
      .select()
      .from(t.einvoiceDocuments)
      .where(eq(t.einvoiceDocuments.correctsDocumentId, invoice!.id))
      .orderBy(asc(t.einvoiceDocuments.counter));
    expect(notes.map((n) => [n.kind, n.number, n.totalHalalas])).toEqual([
      ['credit-note', `${order.code}-CN1`, 2_300],
      ['credit-note', `${order.code}-CN2`, invoice!.totalHalalas],
    ]);
    expect(notes[0]!.xml).toContain(
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${order.code}</cbc:ID>`,
    );
    expect(notes[0]!.xml).toContain('>381<');
    expect((await sendDueDocuments(deps, 500)).filter((o) => o.kind === 'sent')).toHaveLength(3);
  });
});

describe('a part refund as a credit note', () => {
  it('finds the net whose VAT adds back up to the refund', () => {
    for (const gross of [1, 2, 99, 100, 115, 2_300, 11_500, 123_457]) {
      const net = netOfGross(gross, 1500);
      expect(Math.abs(net + Math.round((net * 15) / 100) - gross)).toBeLessThanOrEqual(1);
    }
    expect(netOfGross(11_500, 1500)).toBe(10_000);
  });
});
