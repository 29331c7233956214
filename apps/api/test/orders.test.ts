/**
 * Placing and reading orders on every available database. The server computes every figure from
 * the database with the domain's rules (client-sent prices are ignored, totals equal
 * computeTotals to the halala), refuses quantities outside the tiers, colours and sizes of other
 * products and unusable coupons with 422s in the path's language, keeps a coupon's limit under
 * parallel orders, answers replays of an Idempotency-Key with the first order (also when they
 * arrive together), and shows a customer only their own orders. Answers are parsed with the
 * contract's strict schemas.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiRoutes,
  messageAnswerSchema,
  orderCreateSchema,
  validationErrorAnswerSchema,
  type Product,
} from '@shop/contract';
import {
  computeTotals,
  decodeZatcaTlv,
  halalasToSar,
  sarToHalalas,
  zatcaAmount,
  zatcaTimestamp,
} from '@shop/domain';
import {
  addresses,
  coupons,
  idempotencyKeys,
  mailOutbox,
  orderLineItems,
  orderLines,
  orders,
  priceTiers,
  products as productsTable,
  settings,
} from '../src/db/schema.js';
import { withTransaction, type Transaction } from '../src/db/transaction.js';
import { payloadHash } from '../src/services/idempotency.js';
import { newOrderCode } from '../src/services/orders/index.js';
import { rowsOf } from '../src/db/rows.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import {
  call,
  multipart,
  pick,
  newAddress,
  newCoupon,
  newCustomer,
  type TestCustomer,
} from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

const DAY = 86_400_000;

describe('order codes', () => {
  it('are UA-, the day in Riyadh and six base32 characters without I, L, O or U', () => {
    // 22:30 UTC on 14 March is already 15 March in Riyadh.
    const codes = Array.from({ length: 200 }, () => newOrderCode(new Date('2026-03-14T22:30:00Z')));
    for (const code of codes) expect(code).toMatch(/^UA-260315-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(newOrderCode(new Date('2026-03-14T20:59:59Z'))).toMatch(/^UA-260314-/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe.each(backends)('orders API on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let alice: TestCustomer;
  let bob: TestCustomer;
  let aliceAddress: number;
  let bobAddress: number;
  /** The fixture suit and abaya as the product API answers them (ids of colours and sizes, tiers). */
  let suit: Product;
  let abaya: Product;
  let keySeq = 0;
  const newKey = () => `key-${backend.name}-${Date.now()}-${(keySeq += 1)}`;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    alice = await newCustomer(shop.database, { companyName: 'Alice Trading', vatNumber: '300000000000003' });
    bob = await newCustomer(shop.database);
    // Alice delivers to Zeta City (fee 25.50 SAR), Bob to the seed's first city.
    aliceAddress = await newAddress(shop.database, alice.id, {
      countryId: fx.countryId,
      cityId: fx.cityId,
      areaId: fx.areaId,
    });
    bobAddress = await newAddress(shop.database, bob.id);
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    abaya = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.abayaId}` })).body.data;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const place = (
    customer: TestCustomer,
    payload: Record<string, unknown>,
    opts: { lang?: 'ar' | 'en'; key?: string | null } = {},
  ) => {
    const key = opts.key === undefined ? newKey() : opts.key;
    return call(shop.app, {
      method: 'POST',
      url: `/${opts.lang ?? 'en'}/api/orders`,
      headers: { ...customer.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload,
    });
  };

  const order = (customer: TestCustomer, id: number, lang: 'ar' | 'en' = 'en') =>
    call(shop.app, { method: 'GET', url: `/${lang}/api/orders/${id}`, headers: customer.auth });

  const tiersOf = (product: Product) =>
    product.pieces.map((p) => ({ from: p.from, to: p.to, priceHalalas: sarToHalalas(p.price) }));

  it('places an order computed on the server, ignoring prices and totals sent by the client', async () => {
    const lines = [
      pick(suit, [
        [0, 0, 20],
        [0, 2, 15],
        [1, 1, 25],
      ]),
      pick(abaya, [[1, 0, 10]]),
    ];
    const res = await place(alice, {
      payment_method: 0,
      address_id: aliceAddress,
      coupon_code: null,
      // What a tampered client might add: every one of these is ignored.
      total: 1,
      subtotal: 1,
      tax: 0,
      shipping: 0,
      products: lines.map((l) => ({ ...l, price: 0.01, unit_price: 0.01, total: 0.01 })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = expectShape(apiRoutes.orderCreate.answer, res.body);
    expect(created.message).toBe('Your order has been placed successfully');
    expect(created.data.code).toMatch(/^UA-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);

    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, created.data.id));
    const [tax] = await shop.database.db.select({ bp: settings.taxBasisPoints }).from(settings);
    const expected = computeTotals({
      lines: [
        { tiers: tiersOf(suit), quantity: 60 },
        { tiers: tiersOf(abaya), quantity: 10 },
      ],
      shippingFeeHalalas: 2_550,
      taxBasisPoints: tax!.bp,
    });
    expect(row).toMatchObject({
      customerId: alice.id,
      status: 'pending',
      paymentMethod: 0,
      paymentStatus: 'unpaid',
      lang: 'en',
      couponCode: null,
      regularHalalas: expected.regularHalalas,
      discountedHalalas: expected.discountedHalalas,
      discountHalalas: expected.discountHalalas,
      couponValueHalalas: 0,
      shippingHalalas: 5_100,
      taxBasisPoints: 1_500,
      taxHalalas: expected.taxHalalas,
      totalHalalas: expected.totalHalalas,
      sellerNameAr: 'شركة زي المهنة للتجارة',
      sellerNameEn: 'Zay Al-Mihna Trading Co.',
      vatNumber: '310123456700003',
    });
    // 60 suits are in the 50–99 tier (89.50), 10 abayas in the first (99.99).
    expect(expected.discountedHalalas).toBe(60 * 8_950 + 10 * 9_999);
    const lineRows = await shop.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.data.id))
      .orderBy(orderLines.sortOrder);
    expect(
      lineRows.map((l) => [
        l.productId,
        l.quantity,
        l.unitPriceHalalas,
        l.regularPriceHalalas,
        l.lineTotalHalalas,
      ]),
    ).toEqual([
      [fx.suitId, 60, 8_950, 9_999, 537_000],
      [fx.abayaId, 10, 9_999, 9_999, 99_990],
    ]);
    expect(lineRows[0]!.productNameAr).toBe('زيتا بدلة إدارية');
    const items = await shop.database.db
      .select()
      .from(orderLineItems)
      .where(
        inArray(
          orderLineItems.orderLineId,
          lineRows.map((l) => l.id),
        ),
      );
    expect(items).toHaveLength(4);
    // The bill shows the colours and sizes in the order they were chosen.
    const bill = expectShape(apiRoutes.order.answer, (await order(alice, created.data.id)).body).data;
    expect(
      bill.products.map((p) => p.colors.map((c) => [c.name, c.sizes.map((z) => `${z.name}:${z.quantity}`)])),
    ).toEqual([
      [
        ['Zeta Navy', ['s:20', 'l:15']],
        ['Zeta White', ['m:25']],
      ],
      [['Zeta White', ['s:10']]],
    ]);
    expect(items.find((i) => i.quantity === 25)).toMatchObject({
      productColorId: suit.pivot_colors[1]!.id,
      colorNameEn: 'Zeta White',
      colorNameAr: 'زيتا أبيض',
      productSizeId: suit.sizes[1]!.id,
      sizeName: 'm',
    });
  });

  it('answers the bill with every field, in the path language, from the snapshot; the ZATCA QR decodes', async () => {
    const coupon = await newCoupon(shop.database, { type: 1, amount: 1_000 });
    const lines = [pick(suit, [[1, 0, 12]])];
    const form = multipart({
      payment_method: '1',
      address_id: String(aliceAddress),
      coupon_code: coupon.code.toLowerCase(),
      products: JSON.stringify(lines),
    });
    const res = await call(shop.app, {
      method: 'POST',
      url: '/ar/api/orders',
      headers: { ...alice.auth, ...form.headers, 'idempotency-key': newKey() },
      payload: form.payload,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('تم إرسال طلبك بنجاح');
    const id = res.body.data.id as number;

    // Later edits of the address and the product never change the bill.
    await shop.database.db.update(addresses).set({ name: 'Renamed' }).where(eq(addresses.id, aliceAddress));
    await shop.database.db
      .update(productsTable)
      .set({ nameEn: 'Renamed suit' })
      .where(eq(productsTable.id, fx.suitId));

    const en = await order(alice, id);
    expect(en.status).toBe(200);
    const bill = expectShape(apiRoutes.order.answer, en.body).data;
    const expected = computeTotals({
      lines: [{ tiers: tiersOf(suit), quantity: 12 }],
      coupon: { type: 1, amount: 1_000 },
      shippingFeeHalalas: 2_550,
      taxBasisPoints: 1_500,
    });
    expect(bill).toMatchObject({
      id,
      code: res.body.data.code,
      status: 'pending',
      status_text: 'Pending',
      payment_method: 1,
      payment_status: 'unpaid',
      can_pay: true,
      items_count: 12,
      regular: halalasToSar(expected.regularHalalas),
      subtotal: halalasToSar(expected.discountedHalalas),
      discount: 0,
      coupon_code: coupon.code,
      coupon_value: halalasToSar(expected.couponValueHalalas),
      shipping: 25.5,
      tax_rate: 15,
      tax: halalasToSar(expected.taxHalalas),
      total: halalasToSar(expected.totalHalalas),
      paid_at: null,
      bank: null,
      address: {
        name: 'Head office',
        country: { id: fx.countryId, name: 'Zetaland' },
        city: { id: fx.cityId, name: 'Zeta City' },
        area: { id: fx.areaId, name: 'Zeta District' },
        address: 'King Fahd Road',
        building: '12',
        floor: '3',
        apartment: '7',
        note: null,
      },
      customer: {
        fname: 'Checkout',
        email: alice.email,
        company_name: 'Alice Trading',
        vat_number: '300000000000003',
      },
      seller: {
        name: 'Zay Al-Mihna Trading Co.',
        vat_number: '310123456700003',
        address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
      },
    });
    // 12 × 99.99 = 1199.88; 10% = 119.99 (half up); + 25.50 shipping; tax 15% of 1105.39 = 165.81.
    expect(bill.coupon_value).toBe(119.99);
    expect(bill.tax).toBe(165.81);
    expect(bill.total).toBe(1_271.2);
    expect(bill.products).toEqual([
      {
        id: fx.suitId,
        name: 'Zeta Executive Suit',
        image: suit.image,
        quantity: 12,
        price: 99.99,
        regular_price: 99.99,
        total: 1_199.88,
        piece: { price: 99.99 },
        colors: [
          {
            id: suit.pivot_colors[1]!.id,
            name: 'Zeta White',
            color_code: '#ffffff',
            sizes: [{ id: suit.sizes[0]!.id, name: 's', position: 0, quantity: 12, total: 1_199.88 }],
          },
        ],
        artwork: null,
        logo_price: 0,
        logo_total: 0,
      },
    ]);
    const qr = decodeZatcaTlv(bill.zatca_qr);
    expect(qr).toEqual([
      { tag: 1, value: 'Zay Al-Mihna Trading Co.' },
      { tag: 2, value: '310123456700003' },
      { tag: 3, value: zatcaTimestamp(new Date(bill.created_at)) },
      { tag: 4, value: zatcaAmount(expected.totalHalalas) },
      { tag: 5, value: zatcaAmount(expected.taxHalalas) },
    ]);

    const ar = expectShape(apiRoutes.order.answer, (await order(alice, id, 'ar')).body).data;
    expect(ar.status_text).toBe('قيد الانتظار');
    expect(ar.products[0]!.name).toBe('زيتا بدلة إدارية');
    expect(ar.products[0]!.colors[0]!.name).toBe('زيتا أبيض');
    expect(ar.address.city.name).toBe('زيتا سيتي');
    expect(ar.seller.name).toBe('شركة زي المهنة للتجارة');
    expect(decodeZatcaTlv(ar.zatca_qr)[0]).toEqual({ tag: 1, value: 'شركة زي المهنة للتجارة' });

    await shop.database.db
      .update(addresses)
      .set({ name: 'Head office' })
      .where(eq(addresses.id, aliceAddress));
    await shop.database.db
      .update(productsTable)
      .set({ nameEn: 'Zeta Executive Suit' })
      .where(eq(productsTable.id, fx.suitId));
    const [used] = await shop.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used!.usedCount).toBe(1);
  });

  it('shows the bank account on bank-transfer bills, and can_pay only for unpaid card orders', async () => {
    const bank = await place(bob, {
      payment_method: '0',
      address_id: bobAddress,
      coupon_code: '',
      products: [pick(suit, [[0, 0, 10]])],
    });
    expect(bank.status).toBe(200);
    const bill = expectShape(apiRoutes.order.answer, (await order(bob, bank.body.data.id)).body).data;
    expect(bill.bank).toEqual({
      bank_name: 'Al Rajhi Bank',
      bank_account: '218608010123456',
      iban: 'SA9480000218608010123456',
    });
    expect(bill.can_pay).toBe(false);
    expect(bill.coupon_code).toBeNull();
    expect(bill.customer.company_name).toBeNull();

    const card = await place(bob, {
      payment_method: 1,
      address_id: bobAddress,
      products: [pick(suit, [[0, 0, 10]])],
    });
    const cardId = card.body.data.id as number;
    expect((await order(bob, cardId)).body.data.can_pay).toBe(true);
    await shop.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cardId));
    expect((await order(bob, cardId)).body.data.can_pay).toBe(false);
    await shop.database.db
      .update(orders)
      .set({ status: 'pending', paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(orders.id, cardId));
    const paid = expectShape(apiRoutes.order.answer, (await order(bob, cardId)).body).data;
    expect(paid.can_pay).toBe(false);
    expect(paid.payment_status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
  });

  it("answers 404 for another customer's order and refuses another customer's address", async () => {
    const mine = await place(alice, {
      payment_method: 0,
      address_id: aliceAddress,
      products: [pick(suit, [[0, 0, 10]])],
    });
    const id = mine.body.data.id as number;
    for (const lang of ['en', 'ar'] as const) {
      const res = await order(bob, id, lang);
      expect(res.status).toBe(404);
      expect(expectShape(messageAnswerSchema, res.body).message).toBe(
        lang === 'en' ? 'Order not found' : 'الطلب غير موجود',
      );
    }
    expect((await order(alice, 99_999_999)).status).toBe(404);
    expect((await order(alice, 0)).status).toBe(422);
    const list = await call(shop.app, {
      method: 'GET',
      url: '/en/api/orders?per_page=100',
      headers: bob.auth,
    });
    expect(list.body.data.data.some((o: { id: number }) => o.id === id)).toBe(false);

    const foreign = await place(bob, {
      payment_method: 0,
      address_id: aliceAddress,
      products: [pick(suit, [[0, 0, 10]])],
    });
    expect(foreign.status).toBe(422);
    expect(expectShape(validationErrorAnswerSchema, foreign.body).errors).toEqual({
      address_id: ['Please choose one of your saved addresses'],
    });
  });

  it('refuses quantities outside the tiers, in both languages, and places nothing', async () => {
    const [before] = await shop.database.db.select({ n: count() }).from(orders);
    const low = [
      pick(suit, [
        [0, 0, 4],
        [1, 1, 5],
      ]),
    ];
    const high = [
      pick(suit, [
        [0, 0, 600],
        [1, 1, 401],
      ]),
    ];
    for (const [lang, lower, larger] of [
      ['en', 'the quantity is lower than range', 'the quantity is larger than range'],
      ['ar', 'الكمية أقل من الحد الأدنى المسموح', 'الكمية أكبر من الحد الأقصى المسموح'],
    ] as const) {
      const a = await place(alice, { payment_method: 0, address_id: aliceAddress, products: low }, { lang });
      expect(a.status).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, a.body).errors).toEqual({ 'products.0': [lower] });
      const b = await place(
        alice,
        { payment_method: 0, address_id: aliceAddress, products: [pick(abaya, [[0, 0, 10]]), ...high] },
        { lang },
      );
      expect(b.status).toBe(422);
      expect(b.body.errors).toEqual({ 'products.1': [larger] });
    }
    // The bounds themselves are allowed: 10 and 1000 pieces.
    expect(
      (
        await place(alice, {
          payment_method: 0,
          address_id: aliceAddress,
          products: [pick(suit, [[0, 0, 10]])],
        })
      ).status,
    ).toBe(200);
    const top = await place(alice, {
      payment_method: 0,
      address_id: aliceAddress,
      products: [
        pick(suit, [
          [0, 0, 500],
          [1, 2, 500],
        ]),
      ],
    });
    expect(top.status).toBe(200);
    expect((await order(alice, top.body.data.id)).body.data.products[0].price).toBe(75.05);
    const [after] = await shop.database.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n + 2);
  });

  it("refuses colours and sizes that are not the product's, and products not on sale", async () => {
    const suitWithAbayaColour = {
      product_id: suit.id,
      colors: [
        { color_id: suit.pivot_colors[0]!.id, sizes: [{ size_id: suit.sizes[0]!.id, quantity: 5 }] },
        { color_id: abaya.pivot_colors[0]!.id, sizes: [{ size_id: suit.sizes[0]!.id, quantity: 5 }] },
      ],
    };
    const a = await place(alice, {
      payment_method: 0,
      address_id: aliceAddress,
      products: [suitWithAbayaColour],
    });
    expect(a.status).toBe(422);
    expect(a.body.errors).toEqual({
      'products.0.colors.1.color_id': ['This colour is not offered for the product'],
    });

    const suitWithAbayaSize = {
      product_id: suit.id,
      colors: [
        {
          color_id: suit.pivot_colors[0]!.id,
          sizes: [
            { size_id: suit.sizes[0]!.id, quantity: 5 },
            { size_id: abaya.sizes[2]!.id, quantity: 5 },
          ],
        },
      ],
    };
    const b = await place(
      alice,
      { payment_method: 0, address_id: aliceAddress, products: [suitWithAbayaSize] },
      { lang: 'ar' },
    );
    expect(b.status).toBe(422);
    expect(b.body.errors).toEqual({
      'products.0.colors.0.sizes.1.size_id': ['هذا المقاس غير متوفر لهذا المنتج'],
    });

    const inactive = await place(alice, {
      payment_method: 0,
      address_id: aliceAddress,
      products: [
        {
          product_id: fx.inactiveProductId,
          colors: [{ color_id: 1, sizes: [{ size_id: 1, quantity: 10 }] }],
        },
        { product_id: 99_999, colors: [{ color_id: 1, sizes: [{ size_id: 1, quantity: 10 }] }] },
      ],
    });
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors).toEqual({
      'products.0.product_id': ['This product is no longer available'],
      'products.1.product_id': ['This product is no longer available'],
    });
  });

  it('refuses a coupon that is unknown or cannot be used at order time', async () => {
    const expired = await newCoupon(shop.database, {
      type: 0,
      amount: 1_000,
      endsAt: new Date(Date.now() - DAY),
    });
    const off = await newCoupon(shop.database, { type: 0, amount: 1_000, isActive: false });
    const cases = [
      ['NOPE', 'Invalid coupon code. Please try again.!'],
      [expired.code, 'This coupon has expired'],
      [off.code, 'This coupon is not active'],
    ];
    for (const [code, text] of cases) {
      const res = await place(alice, {
        payment_method: 0,
        address_id: aliceAddress,
        coupon_code: code,
        products: [pick(suit, [[0, 0, 10]])],
      });
      expect(res.status, code).toBe(422);
      expect(res.body.errors).toEqual({ coupon_code: [text] });
    }
    const [row] = await shop.database.db.select().from(coupons).where(eq(coupons.id, expired.id));
    expect(row!.usedCount).toBe(0);
  });

  it('keeps a coupon limit under parallel orders: exactly the limit gets it, the rest 422, nothing lost', async () => {
    const limited = await newCoupon(shop.database, { type: 0, amount: 5_000, usageLimit: 3 });
    const customers = [alice, bob];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const customer = customers[i % 2]!;
        return place(customer, {
          payment_method: i % 2,
          address_id: customer === alice ? aliceAddress : bobAddress,
          coupon_code: limited.code,
          products: [pick(suit, [[0, 0, 10 + i]])],
        });
      }),
    );
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ coupon_code: ['This coupon has reached its usage limit'] });
    }
    const [row] = await shop.database.db.select().from(coupons).where(eq(coupons.id, limited.id));
    expect(row!.usedCount).toBe(3);
    const stored = await shop.database.db.select().from(orders).where(eq(orders.couponCode, limited.code));
    expect(stored.map((o) => o.id).sort()).toEqual(placed.map((r) => r.body.data.id).sort());
    expect(stored.every((o) => o.couponValueHalalas === 5_000)).toBe(true);
    // Each placed order has its lines.
    const lines = await shop.database.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          stored.map((o) => o.id),
        ),
      );
    expect(lines).toHaveLength(3);
  });

  it('mails a bank-transfer order the amount to transfer and the account, in the order’s language', async () => {
    const payload = {
      payment_method: 0,
      address_id: aliceAddress,
      coupon_code: null,
      products: [pick(abaya, [[0, 1, 11]])],
    };
    const placed = await place(alice, payload, { key: newKey(), lang: 'ar' });
    expect(placed.status).toBe(200);
    const [stored] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.body.data.id));
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'order_placed'),
          sql`${mailOutbox.text} like ${`%${placed.body.data.code}%`}`,
        ),
      );
    expect(stored!.bank?.iban).toBeTruthy();
    expect(mail!.text).toContain('المبلغ المطلوب تحويله');
    expect(mail!.text).toContain(stored!.bank!.iban);
    expect(mail!.html).toContain(stored!.bank!.iban);
    // A card order's confirmation asks for no transfer.
    const card = await place(alice, { ...payload, payment_method: 1 }, { key: newKey() });
    const [cardMail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'order_placed'), sql`${mailOutbox.text} like ${`%${card.body.data.code}%`}`),
      );
    expect(cardMail!.text).not.toContain('IBAN');
  });

  it('answers a replayed Idempotency-Key with the first order, sequentially and concurrently', async () => {
    const payload = {
      payment_method: 0,
      address_id: aliceAddress,
      coupon_code: null,
      products: [pick(abaya, [[0, 1, 11]])],
    };
    const key = newKey();
    const first = await place(alice, payload, { key });
    expect(first.status).toBe(200);
    const again = await place(alice, payload, { key, lang: 'ar' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.message).toBe('تم إرسال طلبك بنجاح');
    // The same payload sent as multipart is the same payload.
    const form = multipart({
      payment_method: '0',
      address_id: String(aliceAddress),
      products: JSON.stringify(payload.products),
    });
    const asForm = await call(shop.app, {
      method: 'POST',
      url: '/en/api/orders',
      headers: { ...alice.auth, ...form.headers, 'idempotency-key': key },
      payload: form.payload,
    });
    expect(asForm.body.data).toEqual(first.body.data);

    // Another payload with the key is refused; another customer's same key is theirs alone.
    // The confirmation mail, with the order's code, is queued once: replays place nothing and mail nothing.
    const confirmations = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, alice.email), eq(mailOutbox.kind, 'order_placed')));
    const mailsOfFirst = confirmations.filter((m) => m.text.includes(first.body.data.code));
    expect(mailsOfFirst).toHaveLength(1);
    expect(mailsOfFirst[0]!.lang).toBe('en');
    expect(mailsOfFirst[0]!.text).toContain(`/bill/${first.body.data.id}`);

    const other = await place(alice, { ...payload, payment_method: 1 }, { key });
    expect(other.status).toBe(422);
    expect(expectShape(validationErrorAnswerSchema, other.body).errors).toEqual({
      idempotency_key: ['This Idempotency-Key was already used for a different order'],
    });
    const bobs = await place(bob, { ...payload, address_id: bobAddress }, { key });
    expect(bobs.status).toBe(200);
    expect(bobs.body.data.id).not.toBe(first.body.data.id);

    // Eight identical requests at once: one order, eight identical answers.
    const [before] = await shop.database.db.select({ n: count() }).from(orders);
    const concurrentKey = newKey();
    const coupon = await newCoupon(shop.database, { type: 0, amount: 100, usageLimit: 5 });
    const together = await Promise.all(
      Array.from({ length: 8 }, () =>
        place(alice, { ...payload, coupon_code: coupon.code }, { key: concurrentKey }),
      ),
    );
    expect(together.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(together.map((r) => r.body.data.id)).size).toBe(1);
    const [after] = await shop.database.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n + 1);
    const [usedCoupon] = await shop.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(usedCoupon!.usedCount).toBe(1);
    const keys = await shop.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, concurrentKey));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.response).toEqual(together[0]!.body.data);
  });

  /** The backend process of an open PostgreSQL transaction; undefined on PGlite. */
  const backendPid = async (tx: Transaction) =>
    backend.name === 'postgres'
      ? (await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid
      : undefined;

  /**
   * Resolves once a request is held behind the open transaction of `holderPid`, having sent
   * statements after the first `statementsBefore`. On PostgreSQL that is a statement waiting for a
   * lock of the holder, whose only write is its uncommitted key row; PGlite runs one transaction at
   * a time on its one connection, so there any statement sent meanwhile waits for the holder's
   * transaction to end. The 30 s bound is a safety net, not a claim of speed.
   */
  async function heldBehind(holderPid: number | undefined, statementsBefore: number) {
    if (holderPid === undefined) {
      await vi.waitFor(() => expect(shop.counter.count).toBeGreaterThan(statementsBefore), {
        timeout: 30_000,
        interval: 10,
      });
      return;
    }
    await vi.waitFor(
      async () => {
        const waiting = await rowsOf<{ pid: number }>(
          shop.database.db,
          sql`select pid from pg_stat_activity where ${holderPid} = any(pg_blocking_pids(pid))`,
        );
        expect(waiting).toHaveLength(1);
      },
      { timeout: 30_000, interval: 20 },
    );
  }

  it('makes a twin request wait for the request holding its key, then answers that order', async () => {
    const payload = { payment_method: 0, address_id: aliceAddress, products: [pick(suit, [[1, 2, 10]])] };
    const earlier = await place(alice, { ...payload, payment_method: 1 });
    const stored = earlier.body.data as { id: number; code: string };
    const key = newKey();
    const scope = `customer:${alice.id}`;
    const [before] = await shop.database.db.select({ n: count() }).from(orders);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let claimed!: (pid: number | undefined) => void;
    const isClaimed = new Promise<number | undefined>((resolve) => (claimed = resolve));
    // A first request stopped inside its transaction, right after it wrote its key (with its answer).
    const holder = withTransaction(shop.database.db, async (tx) => {
      await tx.insert(idempotencyKeys).values({
        scope,
        key,
        requestHash: payloadHash(orderCreateSchema.parse(payload)),
        statusCode: 200,
        response: stored,
        expiresAt: new Date(Date.now() + DAY),
      });
      claimed(await backendPid(tx));
      await released;
    });
    const holderPid = await isClaimed;
    const statementsBefore = shop.counter.count;
    let settled = false;
    const twin = place(alice, payload, { key }).then((res) => {
      settled = true;
      return res;
    });
    await heldBehind(holderPid, statementsBefore);
    expect(settled).toBe(false);
    release();
    await holder;
    const res = await twin;
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(stored);
    const [after] = await shop.database.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });

  it('answers a twin the order being placed, even when the twin alone would now be refused', async () => {
    // The coupon's last use went to the first request, which is still committing its order.
    const usedUp = await newCoupon(shop.database, { type: 0, amount: 100, usageLimit: 1, usedCount: 1 });
    const payload = {
      payment_method: 0,
      address_id: aliceAddress,
      coupon_code: usedUp.code,
      products: [pick(suit, [[0, 1, 10]])],
    };
    const stored = (await place(alice, { ...payload, coupon_code: null })).body.data as {
      id: number;
      code: string;
    };
    const key = newKey();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let claimed!: (pid: number | undefined) => void;
    const isClaimed = new Promise<number | undefined>((resolve) => (claimed = resolve));
    const holder = withTransaction(shop.database.db, async (tx) => {
      await tx.insert(idempotencyKeys).values({
        scope: `customer:${alice.id}`,
        key,
        requestHash: payloadHash(orderCreateSchema.parse(payload)),
        statusCode: 200,
        response: stored,
        expiresAt: new Date(Date.now() + DAY),
      });
      claimed(await backendPid(tx));
      await released;
    });
    const holderPid = await isClaimed;
    const statementsBefore = shop.counter.count;
    let settled = false;
    const twin = place(alice, payload, { key }).then((res) => {
      settled = true;
      return res;
    });
    await heldBehind(holderPid, statementsBefore);
    expect(settled).toBe(false);
    release();
    await holder;
    const res = await twin;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(stored);
    // Without a twin the same refusal is a 422, and the probe leaves no key behind.
    const alone = newKey();
    const refused = await place(alice, payload, { key: alone });
    expect(refused.status).toBe(422);
    expect(
      await shop.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, alone)),
    ).toEqual([]);
  });

  it('forgets a refused order: its key can be used again once the problem is fixed', async () => {
    const key = newKey();
    const low = await place(
      alice,
      { payment_method: 0, address_id: aliceAddress, products: [pick(suit, [[0, 0, 9]])] },
      { key },
    );
    expect(low.status).toBe(422);
    const fixed = await place(
      alice,
      { payment_method: 0, address_id: aliceAddress, products: [pick(suit, [[0, 0, 10]])] },
      { key },
    );
    expect(fixed.status).toBe(200);
  });

  it('takes a key expired after 24 hours as new, and refuses malformed keys', async () => {
    const key = newKey();
    const payload = { payment_method: 0, address_id: aliceAddress, products: [pick(suit, [[0, 0, 10]])] };
    const first = await place(alice, payload, { key });
    await shop.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(idempotencyKeys.key, key));
    // Another expired key of Alice's, and a live one of Bob's.
    const scope = (c: TestCustomer) => `customer:${c.id}`;
    await shop.database.db.insert(idempotencyKeys).values([
      { scope: scope(alice), key: 'old-one', requestHash: 'x', expiresAt: new Date(Date.now() - DAY) },
      { scope: scope(bob), key: 'old-one', requestHash: 'x', expiresAt: new Date(Date.now() + DAY) },
    ]);
    const later = await place(alice, payload, { key });
    expect(later.status).toBe(200);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    // Placing an order cleared the customer's expired keys, and only theirs.
    const old = await shop.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'old-one'));
    expect(old.map((k) => k.scope)).toEqual([scope(bob)]);

    for (const bad of ['', ' ', 'x'.repeat(256), 'café', 'a b']) {
      const res = await place(alice, payload, { key: bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.errors).toEqual({
        idempotency_key: ['The Idempotency-Key header must be 1 to 255 visible characters'],
      });
    }
    // Without a key the order is placed (the storefront always sends one).
    expect((await place(alice, payload, { key: null })).status).toBe(200);
  });

  it("lists only the customer's orders, newest first, paged, in a fixed number of statements", async () => {
    const carol = await newCustomer(shop.database);
    const carolAddress = await newAddress(shop.database, carol.id);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await place(carol, {
        payment_method: i % 2,
        address_id: carolAddress,
        products: [
          pick(suit, [
            [0, 0, 10 + i],
            [1, 1, 3],
          ]),
          pick(abaya, [[0, 0, 10]]),
        ],
      });
      ids.push(res.body.data.id);
    }
    const page = async (query: string, lang: 'ar' | 'en' = 'en') => {
      shop.counter.reset();
      const res = await call(shop.app, {
        method: 'GET',
        url: `/${lang}/api/orders${query}`,
        headers: carol.auth,
      });
      return { res, statements: shop.counter.count };
    };
    const first = await page('?page=1&per_page=2');
    expect(first.res.status).toBe(200);
    const p1 = expectShape(apiRoutes.orders.answer, first.res.body).data;
    expect(p1).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(p1.data.map((o) => o.id)).toEqual([ids[4], ids[3]]);
    expect(p1.data[0]!.products).toHaveLength(2);
    expect(p1.data[0]!.items_count).toBe(14 + 3 + 10);
    const p3 = expectShape(apiRoutes.orders.answer, (await page('?page=3&per_page=2')).res.body).data;
    expect(p3.data.map((o) => o.id)).toEqual([ids[0]]);
    const beyond = expectShape(apiRoutes.orders.answer, (await page('?page=9&per_page=2')).res.body).data;
    expect(beyond).toMatchObject({ data: [], total: 5, last_page: 3 });

    // The statements do not grow with the page: one page of 5 costs what a page of 1 costs.
    const small = await page('?per_page=1');
    const large = await page('?per_page=5');
    expect(large.statements).toBe(small.statements);
    expect(large.statements).toBeLessThanOrEqual(3);
    const all = expectShape(apiRoutes.orders.answer, large.res.body).data;
    expect(all.data.map((o) => o.id)).toEqual([...ids].reverse());
    for (const o of all.data) {
      // Each listed order's figures agree with its bill.
      const bill = expectShape(apiRoutes.order.answer, (await order(carol, o.id)).body).data;
      const {
        paid_at: _p,
        address: _a,
        customer: _c,
        seller: _s,
        bank: _b,
        zatca_qr: _z,
        einvoice: _e,
        receipts: _r,
        note: _n,
        requested_delivery_date: _d,
        artwork_status: _w,
        artwork_note: _wn,
        ...summary
      } = bill;
      expect(summary).toEqual(o);
    }
    const ar = expectShape(apiRoutes.orders.answer, (await page('?per_page=1', 'ar')).res.body).data;
    expect(ar.data[0]!.status_text).toBe('قيد الانتظار');
    expect(ar.data[0]!.products[0]!.name).toBe('زيتا بدلة إدارية');

    const empty = await newCustomer(shop.database);
    const none = await call(shop.app, { method: 'GET', url: '/en/api/orders', headers: empty.auth });
    expect(expectShape(apiRoutes.orders.answer, none.body).data).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 12,
      total: 0,
    });
    for (const q of ['?page=0', '?page=abc', '?per_page=1000', '?page=1e9']) {
      expect(
        (await call(shop.app, { method: 'GET', url: `/en/api/orders${q}`, headers: empty.auth })).status,
        q,
      ).toBe(422);
    }
  });

  it('needs a signed-in customer for every order route', async () => {
    for (const [method, url] of [
      ['GET', '/en/api/orders'],
      ['GET', '/en/api/orders/1'],
      ['POST', '/en/api/orders'],
    ] as const) {
      const res = await call(shop.app, { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.status, url).toBe(401);
    }
  });

  it('never answers 500 to generated bad order payloads', async () => {
    const [before] = await shop.database.db.select({ n: count() }).from(orders);
    const hostile = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        '\u0000',
        '\uD800',
        '\u202E',
        '1e400',
        '-1',
        '2147483648',
        '99999999999999999999',
        'null',
        '[]',
        '{}',
      ),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.boolean(),
    );
    const id = fc.oneof(
      hostile,
      fc.constantFrom(
        suit.id,
        abaya.id,
        fx.inactiveProductId,
        suit.pivot_colors[0]!.id,
        suit.sizes[0]!.id,
        2_147_483_647,
        2_147_483_648,
        0,
        -5,
      ),
    );
    const quantity = fc.oneof(hostile, fc.integer({ min: -10, max: 2_000_000 }), fc.constant(1e308));
    const products = fc.oneof(
      hostile,
      fc.array(
        fc.record(
          {
            product_id: id,
            colors: fc.oneof(
              hostile,
              fc.array(
                fc.record(
                  {
                    color_id: id,
                    sizes: fc.oneof(
                      hostile,
                      fc.array(fc.record({ size_id: id, quantity }, { requiredKeys: [] }), { maxLength: 3 }),
                    ),
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 3 },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            payment_method: fc.oneof(hostile, fc.constantFrom(0, 1, '0', '1')),
            address_id: fc.oneof(id, fc.constant(aliceAddress)),
            coupon_code: hostile,
            products,
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom('json', 'multipart'),
        fc.constantFrom('en', 'ar'),
        fc.option(fc.string({ maxLength: 300 }), { nil: null }),
        async (payload, encoding, lang, key) => {
          const headers: Record<string, string> = { ...alice.auth };
          if (key !== null)
            headers['idempotency-key'] =
              [...key].filter((ch) => ch >= ' ' && ch !== '\u007f').join('') || 'k';
          let body: unknown = payload;
          if (encoding === 'multipart') {
            const form = multipart(
              Object.fromEntries(
                Object.entries(payload).map(([k, v]) => [
                  k,
                  typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
                ]),
              ),
            );
            Object.assign(headers, form.headers);
            body = form.payload;
          }
          let res;
          try {
            res = await shop.app.inject({
              method: 'POST',
              url: `/${lang}/api/orders`,
              headers,
              payload: body as string,
            });
          } catch {
            return; // a header value inject itself refuses never reaches the server
          }
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          expect(() => JSON.parse(res.body)).not.toThrow();
        },
      ),
      { numRuns: 150 },
    );
    // Whatever was placed is a real order of Alice's; nothing half-written.
    const placed = await shop.database.db.select({ n: count() }).from(orders);
    expect(placed[0]!.n).toBeGreaterThanOrEqual(before!.n);
  });

  it('answers well-formed orders with random ids and quantities with 200 or 422, charging what the domain computes', async () => {
    const coupon = await newCoupon(shop.database, { type: 1, amount: 750 });
    const catalogue = [suit, abaya];
    /** Mostly the product's own colours and sizes, sometimes another product's or an unknown id. */
    const anyId = (own: number[], foreign: number[]) =>
      fc.oneof(
        { weight: 50, arbitrary: fc.constantFrom(...own) },
        { weight: 1, arbitrary: fc.constantFrom(...foreign) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
      );
    const product = fc.constantFrom(suit, abaya).chain((p) => {
      const other = p === suit ? abaya : suit;
      const size = fc.record({
        size_id: anyId(
          p.sizes.map((z) => z.id),
          other.sizes.map((z) => z.id),
        ),
        quantity: fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 0, max: 60 }) },
          { weight: 1, arbitrary: fc.integer({ min: 0, max: 3_000 }) },
        ),
      });
      const color = fc.record({
        color_id: anyId(
          p.pivot_colors.map((c) => c.id),
          other.pivot_colors.map((c) => c.id),
        ),
        sizes: fc.uniqueArray(size, { minLength: 1, maxLength: 3, selector: (z) => z.size_id }),
      });
      return fc.record({
        product_id: fc.oneof(
          { weight: 30, arbitrary: fc.constant(p.id) },
          { weight: 1, arbitrary: fc.constant(fx.inactiveProductId) },
        ),
        colors: fc.uniqueArray(color, { minLength: 1, maxLength: 3, selector: (c) => c.color_id }),
      });
    });
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(product, { minLength: 1, maxLength: 3, selector: (p) => p.product_id }),
        fc.constantFrom<string | null>(null, null, coupon.code, coupon.code, 'NOPE'),
        fc.constantFrom(aliceAddress, aliceAddress, aliceAddress, bobAddress, 999_999),
        async (products, couponCode, addressId) => {
          const res = await place(alice, {
            payment_method: 0,
            address_id: addressId,
            coupon_code: couponCode,
            products,
          });
          expect([200, 422], JSON.stringify(res.body)).toContain(res.status);
          if (res.status !== 200) return;
          placed += 1;
          const bill = expectShape(apiRoutes.order.answer, (await order(alice, res.body.data.id)).body).data;
          const bought = products
            .map((p) => ({
              ...p,
              colors: p.colors
                .map((c) => ({ ...c, sizes: c.sizes.filter((z) => z.quantity > 0) }))
                .filter((c) => c.sizes.length > 0),
            }))
            .filter((p) => p.colors.length > 0);
          const expected = computeTotals({
            lines: bought.map((p) => ({
              tiers: tiersOf(catalogue.find((c) => c.id === p.product_id)!),
              quantity: p.colors.reduce((n, c) => n + c.sizes.reduce((m, z) => m + z.quantity, 0), 0),
            })),
            coupon: couponCode ? { type: 1, amount: 750 } : null,
            shippingFeeHalalas: 2_550,
            taxBasisPoints: 1_500,
          });
          expect(bill.total).toBe(halalasToSar(expected.totalHalalas));
          expect(bill.tax).toBe(halalasToSar(expected.taxHalalas));
          expect(bill.coupon_value).toBe(halalasToSar(expected.couponValueHalalas));
          expect(bill.products.map((l) => l.id)).toEqual(bought.map((p) => p.product_id));
        },
      ),
      { numRuns: 80 },
    );
    // Some generated orders are good ones: the property checked real charges, not only refusals.
    expect(placed).toBeGreaterThan(0);
  });

  it('refuses an order too large to store instead of failing in the database', async () => {
    const kids = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.kidsId}` })).body
      .data as Product;
    // Every quantity passes the tier test: the amount is what is refused.
    await shop.database.db
      .update(priceTiers)
      .set({ toQty: 1_000_000, priceHalalas: 900_000 })
      .where(eq(priceTiers.productId, fx.kidsId));
    const res = await place(alice, {
      payment_method: 0,
      address_id: aliceAddress,
      products: [
        pick(kids, [
          [0, 0, 500_000],
          [1, 1, 400_000],
        ]),
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      products: ['This order is larger than the shop accepts online, please contact us'],
    });
  });
});
