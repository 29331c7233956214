/**
 * Bills a shop owner can trust, on every backend (docs/decisions.md, A bill is frozen when
 * issued): a placed order's bill never changes when the buyer edits the profile or the owner edits
 * the settings afterwards; its rows add up to its lines, its lines to its subtotal, and the
 * subtotal, coupon, shipping and VAT to the total, worked out here by hand; the staff's answer
 * and the customer's carry the same figures; staff read any order's bill and a customer only
 * their own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, apiRoutes, type OrderDetail, type Product } from '@shop/contract';
import { sarToHalalas, shopDay } from '@shop/domain';
import * as t from '../src/db/schema.js';
import { adminRequest, makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, pick, newAddress, newCoupon, newCustomer, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';
import { translate } from '../src/shared/i18n.js';

/** The figures a bill prints, to compare two answers for the same order. */
function figuresOf(bill: OrderDetail) {
  return {
    regular: bill.regular,
    subtotal: bill.subtotal,
    discount: bill.discount,
    coupon_value: bill.coupon_value,
    shipping: bill.shipping,
    tax_rate: bill.tax_rate,
    tax: bill.tax,
    total: bill.total,
    lines: bill.products.map((p) => ({
      quantity: p.quantity,
      price: p.price,
      total: p.total,
      rows: p.colors.flatMap((c) => c.sizes.map((s) => [s.quantity, s.total])),
    })),
  };
}

/** What the bill says about who sold and who bought, to check it never moves. */
function partiesOf(bill: OrderDetail) {
  return {
    customer: bill.customer,
    seller: bill.seller,
    bank: bill.bank,
    address: bill.address,
    zatca_qr: bill.zatca_qr,
  };
}

const halalas = (sar: number) => sarToHalalas(sar);

describe.each(backends)('bills on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: AdminSessionClient;
  let buyer: TestCustomer;
  let stranger: TestCustomer;
  let address: number;
  let suit: Product;
  let abaya: Product;
  let keySeq = 0;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    buyer = await newCustomer(shop.database, {
      fname: 'Nora',
      lname: 'Saleh',
      phone: '0551110001',
      companyName: 'Nora Clinics',
      vatNumber: '300000000000003',
    });
    stranger = await newCustomer(shop.database);
    // Zeta City: 25.50 SAR shipping per product.
    address = await newAddress(shop.database, buyer.id, {
      countryId: fx.countryId,
      cityId: fx.cityId,
      areaId: fx.areaId,
    });
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    abaya = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.abayaId}` })).body.data;
    const clerk = await makeStaff(shop.database, `bills-clerk-${backend.name}@shop.test`, 'staff');
    staff = await signInStaff(shop.app, clerk, 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const place = async (payload: Record<string, unknown>) => {
    const res = await call(shop.app, {
      method: 'POST',
      url: '/en/api/orders',
      headers: { ...buyer.auth, 'idempotency-key': `bills-${backend.name}-${(keySeq += 1)}` },
      payload: { address_id: address, coupon_code: null, ...payload },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };

  const customerBill = async (id: number, lang: 'ar' | 'en' = 'en', customer = buyer) => {
    const res = await call(shop.app, {
      method: 'GET',
      url: `/${lang}/api/orders/${id}`,
      headers: customer.auth,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return expectShape(apiRoutes.order.answer, res.body).data;
  };

  const staffBill = async (id: number, lang: 'ar' | 'en' = 'en') => {
    const res = await staff.request('GET', `/orders/${id}`, undefined, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return expectShape(adminRoutes.orderOne.answer, res.json()).data;
  };

  it('keeps the buyer, seller, bank and address of the bill as they were when the order was placed', async () => {
    const id = await place({ payment_method: 0, products: [pick(suit, [[0, 0, 10]])] });
    const before = await customerBill(id);
    expect(before.customer).toEqual({
      fname: 'Nora',
      lname: 'Saleh',
      email: buyer.email,
      phone: '0551110001',
      company_name: 'Nora Clinics',
      vat_number: '300000000000003',
    });
    expect(before.seller.address).toBe('King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia');
    expect(before.bank).toEqual({
      bank_name: 'Al Rajhi Bank',
      bank_account: '218608010123456',
      iban: 'SA9480000218608010123456',
    });
    const beforeAr = await customerBill(id, 'ar');
    const staffBefore = await staffBill(id);

    // After the order: the buyer changes the profile, the owner the shop's settings.
    const profile = await call(shop.app, {
      method: 'POST',
      url: '/en/api/update/profile',
      headers: buyer.auth,
      payload: {
        fname: 'Noura',
        lname: 'Al-Saleh',
        email: buyer.email,
        phone: '0551110099',
        company_name: 'Another Company',
        vat_number: '311111111111113',
      },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const [settingsBefore] = await shop.database.db.select().from(t.settings).where(eq(t.settings.id, 1));
    await shop.database.db
      .update(t.settings)
      .set({
        addressAr: 'عنوان جديد',
        addressEn: 'A new address',
        bankNameAr: 'بنك آخر',
        bankNameEn: 'Another Bank',
        bankAccount: '999',
        bankIban: 'SA0000000000000000000999',
        sellerNameAr: 'اسم آخر',
        sellerNameEn: 'Another Name',
        vatNumber: '399999999999993',
      })
      .where(eq(t.settings.id, 1));
    await shop.database.db.update(t.addresses).set({ name: 'Moved' }).where(eq(t.addresses.id, address));

    try {
      expect(partiesOf(await customerBill(id))).toEqual(partiesOf(before));
      expect(partiesOf(await customerBill(id, 'ar'))).toEqual(partiesOf(beforeAr));
      expect(partiesOf(await staffBill(id))).toEqual(partiesOf(staffBefore));
      // A new order takes the new details.
      const next = await customerBill(
        await place({ payment_method: 0, products: [pick(suit, [[0, 0, 10]])] }),
      );
      expect(next.customer.company_name).toBe('Another Company');
      expect(next.seller).toEqual({
        name: 'Another Name',
        vat_number: '399999999999993',
        address: 'A new address',
      });
      expect(next.bank?.bank_name).toBe('Another Bank');
    } finally {
      await shop.database.db.update(t.settings).set(settingsBefore!).where(eq(t.settings.id, 1));
      await shop.database.db
        .update(t.addresses)
        .set({ name: 'Head office' })
        .where(eq(t.addresses.id, address));
    }
  });

  it('prints a subtotal that is the sum of its lines, the same for staff and customer, as worked out by hand', async () => {
    const coupon = await newCoupon(shop.database, { type: 1, amount: 1_000 });
    // 60 suits (50–99 tier: 89.50 instead of 99.99) over two colours and three sizes; 10 abayas
    // at their first tier's 99.99.
    const id = await place({
      payment_method: 1,
      coupon_code: coupon.code,
      products: [
        pick(suit, [
          [0, 0, 20],
          [0, 2, 15],
          [1, 1, 25],
        ]),
        pick(abaya, [[1, 0, 10]]),
      ],
    });
    const bill = await customerBill(id);

    // By hand: 20 × 89.50 = 1,790.00; 15 × 89.50 = 1,342.50; 25 × 89.50 = 2,237.50 (5,370.00);
    // 10 × 99.99 = 999.90. Subtotal 6,369.90. At regular prices 70 × 99.99 = 6,999.30, so the
    // quantity discount is 629.40. Coupon 10 % of 6,369.90 = 636.99. Shipping 2 × 25.50. VAT 15 %
    // of 5,732.91 + 51.00 = 5,783.91 is 867.5865 → 867.59. Total 5,783.91 + 867.59 = 6,651.50.
    expect(bill.products.map((p) => p.colors.flatMap((c) => c.sizes.map((s) => s.total)))).toEqual([
      [1_790, 1_342.5, 2_237.5],
      [999.9],
    ]);
    expect(bill.products.map((p) => p.total)).toEqual([5_370, 999.9]);
    expect(bill).toMatchObject({
      subtotal: 6_369.9,
      regular: 6_999.3,
      discount: 629.4,
      coupon_value: 636.99,
      shipping: 51,
      tax_rate: 15,
      tax: 867.59,
      total: 6_651.5,
    });

    // Every level adds up, to the halala.
    for (const line of bill.products) {
      const rows = line.colors.flatMap((c) => c.sizes);
      expect(rows.reduce((sum, s) => sum + halalas(s.total), 0)).toBe(halalas(line.total));
      expect(rows.reduce((sum, s) => sum + s.quantity, 0)).toBe(line.quantity);
    }
    expect(bill.products.reduce((sum, p) => sum + halalas(p.total), 0)).toBe(halalas(bill.subtotal));
    expect(
      halalas(bill.subtotal) - halalas(bill.coupon_value) + halalas(bill.shipping) + halalas(bill.tax),
    ).toBe(halalas(bill.total));
    expect(halalas(bill.regular) - halalas(bill.discount)).toBe(halalas(bill.subtotal));

    // The staff's order page reads the same figures, in either language, and so does the list.
    expect(figuresOf(await staffBill(id))).toEqual(figuresOf(bill));
    expect(figuresOf(await staffBill(id, 'ar'))).toEqual(figuresOf(bill));
    expect(figuresOf(await customerBill(id, 'ar'))).toEqual(figuresOf(bill));
    const list = await call(shop.app, { method: 'GET', url: '/en/api/orders', headers: buyer.auth });
    const listed = expectShape(apiRoutes.orders.answer, list.body).data.data.find((o) => o.id === id)!;
    expect(listed.subtotal).toBe(bill.subtotal);
    expect(listed.total).toBe(bill.total);
  });

  it('lets staff read any order’s bill and a customer only their own', async () => {
    const id = await place({ payment_method: 0, products: [pick(abaya, [[0, 0, 10]])] });
    expect((await staffBill(id)).customer_id).toBe(buyer.id);
    // Another customer: 404, as if there were no such order.
    const other = await call(shop.app, {
      method: 'GET',
      url: `/en/api/orders/${id}`,
      headers: stranger.auth,
    });
    expect(other.status).toBe(404);
    // A customer's token never opens the staff's answer; no session, no bill.
    const asCustomer = await adminRequest(shop.app, 'GET', `/orders/${id}`, { headers: buyer.auth });
    expect(asCustomer.statusCode).toBe(401);
    expect((await adminRequest(shop.app, 'GET', `/orders/${id}`)).statusCode).toBe(401);
  });

  it('keeps the company’s purchase order number, delivery day and note on the bill and the list, for staff too', async () => {
    const id = await place({
      payment_method: 0,
      products: [pick(abaya, [[0, 0, 10]])],
      po_number: '  PO-7731  ',
      requested_delivery_date: shopDay(new Date(Date.now() + 3 * 86_400_000)),
      note: 'Deliver to the back gate.\nCall Omar first.',
    });
    const bill = await customerBill(id);
    expect(bill).toMatchObject({
      po_number: 'PO-7731',
      requested_delivery_date: shopDay(new Date(Date.now() + 3 * 86_400_000)),
      note: 'Deliver to the back gate.\nCall Omar first.',
    });
    expect(await staffBill(id, 'ar')).toMatchObject({ po_number: 'PO-7731', note: bill.note });
    const list = await call(shop.app, { method: 'GET', url: '/en/api/orders', headers: buyer.auth });
    expect(list.body.data.data.find((o: { id: number }) => o.id === id).po_number).toBe('PO-7731');
    // None given: none kept.
    const plain = await place({ payment_method: 0, products: [pick(abaya, [[0, 0, 10]])] });
    expect(await customerBill(plain)).toMatchObject({
      po_number: null,
      note: null,
      requested_delivery_date: null,
    });
  });

  it('refuses a past delivery day, a day that does not exist, and hidden direction marks, each beside its field', async () => {
    const order = { payment_method: 0, address_id: address, products: [pick(abaya, [[0, 0, 10]])] };
    const refused = async (extra: Record<string, unknown>, lang: 'ar' | 'en' = 'en') => {
      const res = await call(shop.app, {
        method: 'POST',
        url: `/${lang}/api/orders`,
        headers: { ...buyer.auth, 'idempotency-key': `bills-refused-${backend.name}-${(keySeq += 1)}` },
        payload: { ...order, ...extra },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };
    expect((await refused({ requested_delivery_date: '2020-01-01' }, 'ar')).requested_delivery_date).toEqual([
      translate('ar', 'validation.deliveryDateInPast'),
    ]);
    expect((await refused({ requested_delivery_date: '2026-02-31' })).requested_delivery_date).toEqual([
      translate('en', 'validation.dateInvalid'),
    ]);
    expect(Object.keys(await refused({ po_number: 'PO\u202e1377' }))).toEqual(['po_number']);
    expect(Object.keys(await refused({ note: 'x'.repeat(1001) }))).toEqual(['note']);
  });
});
