/**
 * E-invoicing on every backend, through the real database, the shop's routes and its own sweeper,
 * and the local Fatoora simulator: the onboarding, the invoice each placed order requests, one
 * unbroken chain under parallel orders, the queue that reports them (retries, rejection,
 * resubmission), and the notes that refunds and cancellations issue through the dashboard.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, apiRoutes, type Product } from '@shop/contract';
import { halalasToSar } from '@shop/domain';
import { FIRST_PREVIOUS_INVOICE_HASH, invoiceHash, readQrFields } from '@shop/domain/einvoice';
import * as t from '../src/db/schema.js';
import { withTransaction } from '../src/db/transaction.js';
import {
  CANCELLED_NOTE_REASON,
  REFUND_FAILED_NOTE_REASON,
  reconcileOrderNotes,
  signWaitingDocuments,
} from '../src/services/einvoicing/documents.js';
import { fatooraClient, simulatorTransport } from '../src/services/einvoicing/fatoora-client.js';
import {
  onboardWithSimulator,
  readEInvoiceSettings,
  type EInvoicingDeps,
} from '../src/services/einvoicing/onboarding.js';
import {
  EINVOICE_RETRY_DELAYS_MS,
  resubmitDocument,
  sendNextDocument,
} from '../src/services/einvoicing/queue.js';
import { sweepEInvoices } from '../src/services/einvoicing/sweeper.js';
import { FatooraSimulator } from '../src/services/einvoicing/simulator.js';
import { openSecret, secretsKey } from '../src/services/einvoicing/secrets.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCustomer, placeTestOrder, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';
import { flatPng } from './support/images.js';
import { readPdf } from './support/pdf.js';

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
    // In process, not over HTTP (fatoora.test.ts covers that): a busy machine's slow socket would
    // otherwise turn a report into a retry and the counts below into a lottery.
    const client = fatooraClient(simulatorTransport(simulator, 1_000));
    // The app's own sweeper talks to this simulator, on this clock.
    shop = await startTestShop(backend, 'demo+fixtures', {}, { clock: () => now, fatoora: () => client });
    fx = shop.fixtures;
    deps = { db: shop.database.db, config: shop.config, fatoora: () => client, clock: () => now };
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    buyer = await newCustomer(shop.database, { fname: 'سارة', lname: 'العتيبي' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const documents = () =>
    shop.database.db.select().from(t.einvoiceDocuments).orderBy(asc(t.einvoiceDocuments.counter));
  const documentOf = async (number: string) =>
    (
      await shop.database.db.select().from(t.einvoiceDocuments).where(eq(t.einvoiceDocuments.number, number))
    )[0]!;
  /** Places an order through the storefront API and waits for the app's own sweep it set off. */
  const placeAndSweep = async (options: { method?: 0 | 1 } = {}) => {
    const order = await placeTestOrder(shop.app, shop.database, buyer, suit, options);
    await shop.app.einvoices.settled();
    return order;
  };

  it('issues nothing before onboarding, then onboards against the simulator with sealed secrets', async () => {
    await placeAndSweep();
    expect(await documents()).toEqual([]);
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

  it('requests the invoice with each order, and signs orders placed in parallel into one unbroken chain', async () => {
    // PostgreSQL runs the orders and the signers truly in parallel on its pool; PGlite has one
    // connection. Orders go ten at a time (the pool has five connections), and four more signers
    // run beside the app's own sweeps.
    const count = backend.name === 'postgres' ? 100 : 8;
    const orders: { id: number; code: string }[] = [];
    for (let batch = 0; batch < count; batch += 10) {
      const [placed] = await Promise.all([
        Promise.all(
          Array.from({ length: Math.min(10, count - batch) }, (_, n) =>
            placeTestOrder(shop.app, shop.database, buyer, suit, { method: (n % 2) as 0 | 1 }),
          ),
        ),
        ...Array.from({ length: 4 }, () => signWaitingDocuments(deps)),
      ]);
      orders.push(...placed);
    }
    await shop.app.einvoices.settled();
    // What the extra signers signed after the app's last sweep is sent now.
    await sweepEInvoices(deps);
    const issued = await documents();
    expect(issued.map((d) => d.number).sort()).toEqual(orders.map((o) => o.code).sort());
    expect(issued.map((d) => d.counter)).toEqual(issued.map((_, index) => index + 1));
    expect(issued[0]!.previousHash).toBe(FIRST_PREVIOUS_INVOICE_HASH);
    for (const [index, document] of issued.entries()) {
      expect(document.status).toBe('reported');
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

  it("states a logo charged per piece as a line of its own under its goods, the amounts the order's", async () => {
    await shop.database.db
      .update(t.products)
      .set({ logoPriceHalalas: 750 })
      .where(eq(t.products.id, suit.id));
    const artwork = await shop.app.inject({
      method: 'POST',
      url: '/en/api/artworks',
      headers: { ...buyer.auth, 'content-type': 'image/png' },
      payload: flatPng(40, 40),
    });
    const order = await placeTestOrder(shop.app, shop.database, buyer, suit, {
      artworks: [{ product_id: suit.id, artwork_id: artwork.json().data.id, placement: 'chest_right' }],
    });
    await shop.app.einvoices.settled();
    await shop.database.db
      .update(t.products)
      .set({ logoPriceHalalas: null })
      .where(eq(t.products.id, suit.id));
    const document = await documentOf(order.code);
    const [row] = await shop.database.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(document.status).toBe('reported');
    expect(document.totalHalalas).toBe(row!.totalHalalas);
    const pieces = suit.pieces[0]!.from;
    // The goods' line, then the logo's: the same pieces at the logo's price.
    const lines = [...document.xml!.matchAll(/<cac:InvoiceLine>(.*?)<\/cac:InvoiceLine>/gs)].map(
      (m) => m[1]!,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`<cbc:Name>شعار: [^|<]+ \\| Logo: ${suit.name}</cbc:Name>`));
    expect(lines[1]).toContain(`<cbc:InvoicedQuantity unitCode="PCE">${pieces}</cbc:InvoicedQuantity>`);
    expect(lines[1]).toContain('<cbc:PriceAmount currencyID="SAR">7.50</cbc:PriceAmount>');
  });

  it("gives the buyer their order's signed invoice and its QR, and staff any order's, and nobody else", async () => {
    const order = await placeAndSweep();
    const document = await documentOf(order.code);
    const own = await shop.app.inject({ url: `/en/api/orders/${order.id}/invoice.xml`, headers: buyer.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="${order.code}.xml"`);
    expect(own.body).toBe(document.xml);
    const bill = expectShape(
      apiRoutes.order.answer,
      (await call(shop.app, { method: 'GET', url: `/ar/api/orders/${order.id}`, headers: buyer.auth })).body,
    ).data;
    expect(bill.zatca_qr).toBe(document.qr);
    expect(bill.einvoice).toEqual({ form: 'simplified', status: 'reported' });

    const stranger = await newCustomer(shop.database);
    const refused = await shop.app.inject({
      url: `/ar/api/orders/${order.id}/invoice.xml`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(translate('ar', 'notFound.einvoice'));
    expect((await shop.app.inject({ url: `/en/api/orders/${order.id}/invoice.xml` })).statusCode).toBe(401);
    for (const id of ['99999999999', '-1', 'abc', '1e3', '%00']) {
      const bad = await shop.app.inject({ url: `/en/api/orders/${id}/invoice.xml`, headers: buyer.auth });
      expect(bad.statusCode, id).toBe(422);
    }

    const clerk = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'clerk@einvoices.test', 'staff'),
      'en',
    );
    const staffCopy = await clerk.request('GET', `/orders/${order.id}/invoice.xml`);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.body).toBe(document.xml);
    // An order placed before onboarding has no e-invoice: its bill keeps the phase 1 QR.
    const [unsigned] = await shop.database.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(sql`not exists (select 1 from einvoice_documents d where d.order_id = ${t.orders.id})`)
      .limit(1);
    expect((await clerk.request('GET', `/orders/${unsigned!.id}/invoice.xml`)).statusCode).toBe(404);
  });

  it("gives the buyer and staff the printed copy: a PDF/A-3 in their language with the e-invoice's XML inside", async () => {
    const order = await placeAndSweep();
    const document = await documentOf(order.code);
    const own = await shop.app.inject({ url: `/ar/api/orders/${order.id}/invoice.pdf`, headers: buyer.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="${order.code}.pdf"`);
    const printed = await readPdf(own.rawPayload);
    expect(printed.attachments).toEqual([{ name: `${order.code}.xml`, text: document.xml }]);
    expect(printed.metadata).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(printed.metadata).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(printed.text).toContain(order.code);
    expect(printed.text).toContain(
      halalasToSar(document.totalHalalas!).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );

    const clerk = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'printer@einvoices.test', 'staff'),
      'en',
    );
    const staffCopy = await clerk.request('GET', `/orders/${order.id}/invoice.pdf`);
    expect(staffCopy.statusCode).toBe(200);
    const english = await readPdf(staffCopy.rawPayload);
    expect(english.text).toContain('Simplified tax invoice');
    expect(english.attachments[0]!.text).toBe(document.xml);

    const stranger = await newCustomer(shop.database);
    const refused = await shop.app.inject({
      url: `/en/api/orders/${order.id}/invoice.pdf`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(translate('en', 'notFound.einvoice'));
    expect((await shop.app.inject({ url: `/en/api/orders/${order.id}/invoice.pdf` })).statusCode).toBe(401);
  });

  it('retries while ZATCA is unavailable, keeps the chain order, and stops at a rejection until staff resubmit', async () => {
    simulator.failNext('server-error');
    const first = await placeAndSweep();
    expect(await documentOf(first.code)).toMatchObject({ status: 'pending', attempts: 1 });
    // Not due yet: the next order is signed but does not overtake the first.
    const second = await placeAndSweep();
    expect(await documentOf(second.code)).toMatchObject({ status: 'pending', attempts: 0 });
    now = new Date(now.getTime() + EINVOICE_RETRY_DELAYS_MS[0]);
    await sweepEInvoices(deps);
    expect(await documentOf(first.code)).toMatchObject({ status: 'reported', attempts: 2 });
    expect(await documentOf(second.code)).toMatchObject({ status: 'reported', attempts: 1 });

    simulator.failNext('reject');
    const rejected = await placeAndSweep();
    const waiting = await placeAndSweep();
    const stored = await documentOf(rejected.code);
    expect(stored).toMatchObject({
      status: 'rejected',
      errors: [{ code: 'BR-KSA-37', message: expect.any(String) }],
    });
    expect(await documentOf(waiting.code)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await sendNextDocument(deps)).toEqual({ kind: 'blocked', documentId: stored.id });
    expect(await resubmitDocument(deps, stored.id)).toBe(true);
    await sweepEInvoices(deps);
    expect(await documentOf(rejected.code)).toMatchObject({ status: 'reported' });
    expect(await documentOf(waiting.code)).toMatchObject({ status: 'reported' });
  });

  it("asks a VAT-registered buyer for the address's national address, then clears a standard invoice naming them there", async () => {
    const company = await newCustomer(shop.database, {
      companyName: 'مؤسسة النخبة',
      vatNumber: '311111111100003',
    });
    const refused = await placeTestOrder(shop.app, shop.database, company, suit, { lang: 'en' }).catch(
      (error: Error) => error,
    );
    expect(String(refused)).toContain('422');
    expect(String(refused)).toContain(
      JSON.stringify(translate('en', 'order.nationalAddressNeeded')).slice(1, 40),
    );

    const order = await placeTestOrder(shop.app, shop.database, company, suit, {
      address: { building: '2929', postalCode: '12345', additionalNumber: '7788', address: 'طريق الملك فهد' },
    });
    await shop.app.einvoices.settled();
    const document = await documentOf(order.code);
    expect(document).toMatchObject({ form: 'standard', status: 'cleared' });
    expect(document.clearedXml).toBeTruthy();
    for (const part of [
      '311111111100003',
      'مؤسسة النخبة',
      '<cbc:PostalZone>12345</cbc:PostalZone>',
      '<cbc:BuildingNumber>2929</cbc:BuildingNumber>',
      'طريق الملك فهد',
    ]) {
      expect(document.xml).toContain(part);
    }
    const bill = expectShape(
      apiRoutes.order.answer,
      (await call(shop.app, { method: 'GET', url: `/en/api/orders/${order.id}`, headers: company.auth }))
        .body,
    ).data;
    expect(bill.einvoice).toEqual({ form: 'standard', status: 'cleared' });
    expect(bill.address).toMatchObject({ building: '2929', postal_code: '12345', additional_number: '7788' });
  });

  it('issues a credit note for a refund, a debit note when it is undone, and a credit note for a cancellation', async () => {
    const owner = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'owner@einvoices.test', 'owner'),
      'en',
    );
    const order = await placeAndSweep({ method: 0 });
    const invoice = await documentOf(order.code);
    expect((await owner.request('POST', `/orders/${order.id}/confirm-payment`)).statusCode).toBe(200);
    // Markup in the reason stays text in the signed XML (and the simulator still accepts its hash).
    const reason = 'Returned <two> pieces & "one" — أُعيدت قطعتان';
    const refund = await owner.request('POST', `/orders/${order.id}/refund`, { amount: 23, reason });
    expect(refund.statusCode, refund.body).toBe(200);
    await shop.app.einvoices.settled();

    // A refund the provider refused is taken back in the ledger; the note follows.
    await withTransaction(shop.database.db, async (tx) => {
      await tx.update(t.orders).set({ refundedHalalas: 0 }).where(eq(t.orders.id, order.id));
      expect(await reconcileOrderNotes(tx, order.id, REFUND_FAILED_NOTE_REASON)).toMatchObject({
        kind: 'requested',
      });
      expect(await reconcileOrderNotes(tx, order.id, REFUND_FAILED_NOTE_REASON)).toEqual({
        kind: 'unchanged',
      });
    });
    await sweepEInvoices(deps);

    const cancel = await owner.request('PUT', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await shop.app.einvoices.settled();

    const notes = await shop.database.db
      .select()
      .from(t.einvoiceDocuments)
      .where(eq(t.einvoiceDocuments.correctsDocumentId, invoice.id))
      .orderBy(asc(t.einvoiceDocuments.counter));
    expect(notes.map((n) => [n.kind, n.number, n.totalHalalas, n.status])).toEqual([
      ['credit-note', `${order.code}-CN1`, 2_300, 'reported'],
      ['debit-note', `${order.code}-DN1`, 2_300, 'reported'],
      ['credit-note', `${order.code}-CN2`, invoice.totalHalalas, 'reported'],
    ]);
    expect(notes.map((n) => n.reason)).toEqual([reason, REFUND_FAILED_NOTE_REASON, CANCELLED_NOTE_REASON]);
    expect(notes[0]!.xml).toContain('Returned &lt;two&gt; pieces &amp; "one" — أُعيدت قطعتان');
    for (const note of notes)
      expect(note.xml).toContain(
        `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${order.code}</cbc:ID>`,
      );
    expect(notes.map((n) => />(38[13])</.exec(n.xml!)?.[1])).toEqual(['381', '383', '381']);
    // Staff follow them on the order page, oldest first.
    const page = expectShape(
      adminRoutes.orderOne.answer,
      (await owner.request('GET', `/orders/${order.id}`)).json(),
    ).data;
    expect(page.einvoice_documents.map((d) => [d.kind, d.number, d.status, d.total])).toEqual([
      ['invoice', order.code, 'reported', invoice.totalHalalas! / 100],
      ['credit-note', `${order.code}-CN1`, 'reported', 23],
      ['debit-note', `${order.code}-DN1`, 'reported', 23],
      ['credit-note', `${order.code}-CN2`, 'reported', invoice.totalHalalas! / 100],
    ]);
  });
});
