/**
 * The owner onboards the shop to e-invoicing through the staff API, against the local Fatoora
 * simulator, on every backend: the registration checked field by field in the dashboard's
 * language, the steps in their order (a step out of order is a 409), ZATCA's refusal a 422 with its
 * messages, an unreachable platform a 503, never a secret in an answer or the audit log, owners
 * only; then staff put a document ZATCA rejected back in the queue from the order.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, validationErrorAnswerSchema, type Product } from '@shop/contract';
import * as t from '../src/db/schema.js';
import { fatooraClient, simulatorTransport } from '../src/services/einvoicing/fatoora-client.js';
import { FatooraSimulator } from '../src/services/einvoicing/simulator.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCustomer, placeTestOrder } from './support/checkout.js';
import { expectShape } from './support/contract.js';

const registration = {
  environment: 'simulator',
  seller_name_ar: 'شركة الزي الموحد للتجارة',
  vat_number: '٣99999999900003',
  cr_number: '1010010000',
  street: 'الأمير سلطان',
  building_number: '2322',
  additional_number: '7788',
  district: 'المربع',
  city: 'الرياض',
  postal_code: '23333',
  branch: 'Riyadh',
  industry: 'Wholesale of uniforms',
};

/** What every step answers: its message and the page's new state. */
const answer = adminRoutes.einvoicingKey.answer;

describe.each(backends)('e-invoicing onboarding by the owner on $name', (backend) => {
  let shop: TestShop;
  let owner: AdminSessionClient;
  let clerk: AdminSessionClient;
  const simulator = new FatooraSimulator();

  beforeAll(async () => {
    const client = fatooraClient(simulatorTransport(simulator, 1_000));
    shop = await startTestShop(backend, 'demo+fixtures', {}, { fatoora: () => client });
    owner = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'owner@onboarding.test', 'owner'),
      'ar',
    );
    clerk = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'clerk@onboarding.test', 'staff'),
      'en',
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  const state = async () =>
    expectShape(adminRoutes.einvoicing.answer, (await owner.request('GET', '/einvoicing')).json()).data;

  it('is for owners only', async () => {
    for (const [method, path] of [
      ['GET', '/einvoicing'],
      ['PUT', '/einvoicing/registration'],
      ['POST', '/einvoicing/key'],
      ['POST', '/einvoicing/compliance-csid'],
      ['POST', '/einvoicing/compliance-checks'],
      ['POST', '/einvoicing/production-csid'],
    ] as const) {
      const res = await clerk.request(method, path, method === 'GET' ? undefined : registration);
      expect(res.statusCode, path).toBe(403);
    }
    expect((await state()).step).toBe('none');
  });

  it('checks the registration field by field in the dashboard language, and refuses steps out of order', async () => {
    const before = await state();
    expect(before).toMatchObject({ step: 'none', enabled: false, csr: null, simulator_allowed: true });
    const outOfOrder = await owner.request('POST', '/einvoicing/key');
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().message).toBe('أكمل الخطوة السابقة أولًا');

    const refused = await owner.request('PUT', '/einvoicing/registration', {
      ...registration,
      environment: 'staging',
      seller_name_ar: 'Uniform Trading Co',
      vat_number: '399999999900004x',
      cr_number: '123',
      building_number: '12',
      postal_code: '1234',
      district: '\u202e',
    });
    expect(refused.statusCode).toBe(422);
    const { errors } = expectShape(validationErrorAnswerSchema, refused.json());
    expect(Object.keys(errors).sort()).toEqual(
      [
        'building_number',
        'cr_number',
        'district',
        'environment',
        'postal_code',
        'seller_name_ar',
        'vat_number',
      ].sort(),
    );
    expect(errors.seller_name_ar).toEqual(['اكتب اسم البائع بالعربية كما هو مسجل']);
    expect(errors.postal_code).toEqual(['الرمز البريدي من خمسة أرقام']);
    expect(await state()).toEqual(before);
  });

  it('walks every step to production, and never answers or logs a secret', async () => {
    const saved = await owner.request('PUT', '/einvoicing/registration', registration);
    expect(saved.statusCode).toBe(200);
    expect(expectShape(answer, saved.json()).data).toMatchObject({
      step: 'none',
      vat_number: '399999999900003',
      postal_code: '23333',
    });

    const keyed = expectShape(answer, (await owner.request('POST', '/einvoicing/key')).json());
    expect(keyed.data.step).toBe('key');
    expect(keyed.data.csr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);

    const badCode = await owner.request('POST', '/einvoicing/compliance-csid', { otp: '12345' });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors.otp).toEqual(['رمز بوابة فاتورة من ستة أرقام']);

    simulator.failNext('timeout');
    const unreachable = await owner.request('POST', '/einvoicing/compliance-csid', { otp: '123456' });
    expect(unreachable.statusCode).toBe(503);
    expect((await state()).step).toBe('key');

    const early = await owner.request('POST', '/einvoicing/production-csid');
    expect(early.statusCode).toBe(409);

    const compliance = await owner.request('POST', '/einvoicing/compliance-csid', { otp: '١٢٣٤٥٦' });
    expect(compliance.statusCode).toBe(200);
    expect(compliance.json().message).toBe('صدرت شهادة الامتثال');
    expect((await owner.request('POST', '/einvoicing/compliance-checks')).statusCode).toBe(200);
    const production = expectShape(
      answer,
      (await owner.request('POST', '/einvoicing/production-csid')).json(),
    );
    expect(production.data).toMatchObject({
      step: 'production',
      enabled: true,
      documents: { waiting: 0, rejected: 0 },
    });
    // The seller the bills print, for the page to compare with the registration.
    const [shopSettings] = await shop.database.db.select().from(t.settings);
    expect(production.data.bill_seller).toEqual({
      seller_name_ar: shopSettings!.sellerNameAr,
      vat_number: shopSettings!.vatNumber,
    });

    const everything = JSON.stringify([
      await state(),
      await shop.database.db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'einvoicing')),
    ]);
    for (const secret of ['PRIVATE KEY', 'Secret', 'secret', 'Token', 'token'])
      expect(everything).not.toContain(secret);
    const steps = await shop.database.db
      .select({ action: t.auditLog.action, email: t.auditLog.staffEmail })
      .from(t.auditLog)
      .where(eq(t.auditLog.entity, 'einvoicing'))
      .orderBy(t.auditLog.id);
    expect(steps.map((s) => s.action)).toEqual([
      'update',
      'einvoicing-key',
      'einvoicing-compliance-csid',
      'einvoicing-compliance-checks',
      'einvoicing-production-csid',
    ]);
    expect(new Set(steps.map((s) => s.email))).toEqual(new Set(['owner@onboarding.test']));
  });

  it("lets staff put a document ZATCA rejected back in the queue from the order, and only that order's", async () => {
    const product: Product = (
      await call(shop.app, { method: 'GET', url: `/en/api/products/${shop.fixtures.suitId}` })
    ).body.data;
    const buyer = await newCustomer(shop.database);
    simulator.failNext('reject');
    const order = await placeTestOrder(shop.app, shop.database, buyer, product);
    await shop.app.einvoices.settled();
    const [document] = await shop.database.db
      .select()
      .from(t.einvoiceDocuments)
      .where(eq(t.einvoiceDocuments.orderId, order.id));
    expect(document!.status).toBe('rejected');
    expect((await state()).documents.rejected).toBe(1);

    const other = await placeTestOrder(shop.app, shop.database, buyer, product);
    const wrongOrder = await clerk.request(
      'POST',
      `/orders/${other.id}/einvoice-documents/${document!.id}/resubmit`,
    );
    expect(wrongOrder.statusCode).toBe(404);
    expect(wrongOrder.json().message).toBe(
      'That document is not one of this order’s, or ZATCA has not rejected it',
    );

    const resubmitted = await clerk.request(
      'POST',
      `/orders/${order.id}/einvoice-documents/${document!.id}/resubmit`,
    );
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().message).toBe('The document is back in the queue for ZATCA');
    await shop.app.einvoices.settled();
    const detail = expectShape(
      adminRoutes.orderOne.answer,
      (await clerk.request('GET', `/orders/${order.id}`)).json(),
    ).data;
    expect(detail.einvoice_documents.map((d) => d.status)).toEqual(['reported']);
    const again = await clerk.request(
      'POST',
      `/orders/${order.id}/einvoice-documents/${document!.id}/resubmit`,
    );
    expect(again.statusCode).toBe(404);
    const [audit] = await shop.database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'einvoice-resubmit'))
      .orderBy(desc(t.auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      entity: 'order',
      entityId: String(order.id),
      staffEmail: 'clerk@onboarding.test',
    });
  });
});
