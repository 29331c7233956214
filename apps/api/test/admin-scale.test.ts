/**
 * What the staff API does to answer fast with 100,000 orders, checked for staying right on every
 * backend: customers' order counts are kept by the database whoever writes orders; an order search
 * counts each matching order once, however its code and its customer match; the audit search finds
 * entries whatever the case typed; the dashboard's figures are cached, and an order placed or moved
 * shows in them at once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, type Product } from '@shop/contract';
import * as t from '../src/db/schema.js';
import { rowsOf } from '../src/db/rows.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCustomer, placeTestOrder, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

describe.each(backends)('staff lists at scale stay right on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: AdminSessionClient;
  let suit: Product;
  let trader: TestCustomer;
  let other: TestCustomer;
  const placed: { id: number; code: string }[] = [];

  const ordersCountOf = async (id: number) =>
    (
      await shop.database.db
        .select({ n: t.customers.ordersCount })
        .from(t.customers)
        .where(eq(t.customers.id, id))
    )[0]!.n;
  const dashboard = async () =>
    expectShape(adminRoutes.dashboard.answer, (await staff.request('GET', '/dashboard')).json()).data;

  beforeAll(async () => {
    // The content cache on, as in production: the dashboard's figures are kept in it.
    shop = await startTestShop(backend, 'demo+fixtures', { CONTENT_CACHE_SECONDS: '600' });
    fx = shop.fixtures;
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    // A name that matches the prefix of every order code too.
    trader = await newCustomer(shop.database, { fname: 'UA-Trading', lname: 'Est' });
    other = await newCustomer(shop.database, { fname: 'Salma', lname: 'Zahrani' });
    for (const customer of [trader, trader, other])
      placed.push(await placeTestOrder(shop.app, shop.database, customer, suit));
    staff = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'scale-clerk@shop.test', 'staff'),
      'en',
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("keeps each customer's number of orders, and sorts customers by it", async () => {
    expect(await ordersCountOf(trader.id)).toBe(2);
    expect(await ordersCountOf(other.id)).toBe(1);
    const sorted = (await staff.request('GET', '/customers?sort=orders_count&order=desc&per_page=2')).json();
    expect(sorted.data.map((c: { id: number; orders_count: number }) => [c.id, c.orders_count])).toEqual([
      [trader.id, 2],
      [other.id, 1],
    ]);
    const one = (await staff.request('GET', `/customers/${other.id}`)).json().data;
    expect(one.orders_count).toBe(1);

    // Whoever writes orders: an order handed to another customer, an order deleted.
    const db = shop.database.db;
    await db.update(t.orders).set({ customerId: other.id }).where(eq(t.orders.id, placed[0]!.id));
    expect([await ordersCountOf(trader.id), await ordersCountOf(other.id)]).toEqual([1, 2]);
    await db.update(t.orders).set({ customerId: trader.id }).where(eq(t.orders.id, placed[0]!.id));
    const [extra] = await rowsOf<{ id: number }>(
      db,
      sql`insert into orders (code, customer_id, payment_method, address, buyer, regular_halalas, discounted_halalas,
            discount_halalas, tax_basis_points, tax_halalas, total_halalas)
          select 'UA-COPY-' || id, customer_id, payment_method, address, buyer, regular_halalas, discounted_halalas,
            discount_halalas, tax_basis_points, tax_halalas, total_halalas
          from orders where id = ${placed[2]!.id}
          returning id`,
    );
    expect(await ordersCountOf(other.id)).toBe(2);
    await db.delete(t.orders).where(eq(t.orders.id, extra!.id));
    expect([await ordersCountOf(trader.id), await ordersCountOf(other.id)]).toEqual([2, 1]);
  });

  it('counts every order a search finds once, by its code or its customer, whatever the case', async () => {
    const countOf = async (q: string) => {
      const res = await staff.request('GET', `/orders?q=${encodeURIComponent(q)}&per_page=100`);
      const body = expectShape(adminRoutes.orderList.answer, res.json());
      expect(body.data).toHaveLength(body.total);
      return body.total;
    };
    const all = placed.length;
    // Every code starts with "UA-", and so does one customer's name: still each order once.
    expect(await countOf('ua-')).toBe(all);
    expect(await countOf('UA-Trading')).toBe(2);
    expect(await countOf(placed[2]!.code.toLowerCase())).toBe(1);
    expect(await countOf('zahrani')).toBe(1);
    expect(await countOf('zzqx')).toBe(0);
    // The same search with a filter: both arms are filtered.
    await staff.request('PUT', `/orders/${placed[1]!.id}/status`, { status: 'processing' });
    const filtered = (await staff.request('GET', '/orders?q=ua-&status=processing')).json();
    expect([filtered.total, filtered.data.map((o: { id: number }) => o.id)]).toEqual([1, [placed[1]!.id]]);
    const byName = (await staff.request('GET', '/orders?q=ua-trading&status=pending')).json();
    expect(byName.total).toBe(1);
  });

  it('finds audit entries whatever the case of the search', async () => {
    const owner = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'scale-owner@shop.test', 'owner'),
    );
    expect((await owner.request('GET', '/audit?q=PROCESSING')).json().total).toBe(0);
    const lower = (await owner.request('GET', '/audit?q=status')).json();
    expect(lower.total).toBeGreaterThan(0);
    const shouting = (await owner.request('GET', '/audit?q=STATUS')).json();
    expect(shouting.total).toBe(lower.total);
    expect((await owner.request('GET', '/audit?q=SCALE-CLERK@SHOP')).json().total).toBe(lower.total);
  });

  it('keeps the dashboard figures until an order changes, and shows an order placed or moved at once', async () => {
    const before = await dashboard();
    // Written behind the API's back: the cached figures do not see it.
    await shop.database.db.execute(sql`update orders set status = 'on_hold' where id = ${placed[2]!.id}`);
    const cached = await dashboard();
    expect(cached.orders_by_status).toEqual(before.orders_by_status);

    // A staff move drops the cached figures: both changes show.
    await staff.request('PUT', `/orders/${placed[0]!.id}/status`, { status: 'processing' });
    const moved = await dashboard();
    expect(moved.orders_by_status.on_hold).toBe(before.orders_by_status.on_hold + 1);
    expect(moved.orders_by_status.processing).toBe(before.orders_by_status.processing + 1);
    expect(moved.orders_by_status.pending).toBe(before.orders_by_status.pending - 2);

    // An order placed through the checkout shows in the figures at once.
    await placeTestOrder(shop.app, shop.database, other, suit);
    const after = await dashboard();
    expect(after.orders_by_status.pending).toBe(moved.orders_by_status.pending + 1);
    // Placed is not received: it waits for its money, and the money received is unchanged.
    expect(after.unpaid_orders).toBe(moved.unpaid_orders + 1);
    expect(after.sales.today).toEqual(moved.sales.today);
    const counted = await rowsOf<{ n: number }>(shop.database.db, sql`select count(*)::int as n from orders`);
    expect(Object.values(after.orders_by_status).reduce((a, b) => a + b, 0)).toBe(counted[0]!.n);
  });
});
