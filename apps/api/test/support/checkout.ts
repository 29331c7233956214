/**
 * Customers, sessions and coupons for the checkout tests. Customers are inserted directly with a
 * stored hash (these tests never sign in with a password; hashing costs hundreds of milliseconds
 * by design) and signed in with the real session service, so the bearer guard is the real one.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Product } from '@shop/contract';
import type { Selection } from '@shop/domain';
import type { Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema.js';
import { createSession } from '../../src/services/sessions.js';

let sequence = 0;

export interface TestCustomer {
  id: number;
  token: string;
  auth: { authorization: string };
  email: string;
}

/** A new active customer with an open session. */
export async function newCustomer(
  database: Database,
  values: Partial<typeof t.customers.$inferInsert> = {},
): Promise<TestCustomer> {
  sequence += 1;
  const stamp = `${process.pid}${sequence}`;
  const email = values.email ?? `checkout.${stamp}@example.com`;
  const [row] = await database.db
    .insert(t.customers)
    .values({
      fname: 'Checkout',
      lname: `Tester ${sequence}`,
      email,
      phone: `05${String(10_000_000 + sequence).slice(-8)}`,
      passwordHash: 'not-a-real-hash',
      ...values,
    })
    .returning();
  const token = await createSession(database.db, row!.id);
  return { id: row!.id, token, auth: { authorization: `Bearer ${token}` }, email };
}

/** A saved address of the customer in a place of the demo seed (or the given one). */
export async function newAddress(
  database: Database,
  customerId: number,
  place?: { countryId: number; cityId: number; areaId: number },
  values: Partial<typeof t.addresses.$inferInsert> = {},
): Promise<number> {
  const where = place ?? (await firstPlace(database));
  const [row] = await database.db
    .insert(t.addresses)
    .values({
      customerId,
      name: 'Head office',
      ...where,
      address: 'King Fahd Road',
      building: '12',
      floor: '3',
      apartment: '7',
      note: null,
      ...values,
    })
    .returning({ id: t.addresses.id });
  return row!.id;
}

/** The first city with a shipping fee, with its country and first area. */
export async function firstPlace(database: Database) {
  const [city] = await database.db.select().from(t.cities).orderBy(t.cities.id).limit(1);
  const [area] = await database.db.select().from(t.areas).where(eq(t.areas.cityId, city!.id)).limit(1);
  return {
    countryId: city!.countryId,
    cityId: city!.id,
    areaId: area!.id,
    feeHalalas: city!.shippingFeeHalalas,
  };
}

/** A coupon with a unique code. */
export async function newCoupon(
  database: Database,
  values: Partial<typeof t.coupons.$inferInsert> & Pick<typeof t.coupons.$inferInsert, 'type' | 'amount'>,
): Promise<typeof t.coupons.$inferSelect> {
  sequence += 1;
  const [row] = await database.db
    .insert(t.coupons)
    .values({ code: `TEST${process.pid}X${sequence}`, ...values })
    .returning();
  return row!;
}

export interface Answer {
  status: number;
  body: any;
}

/** app.inject answering status and parsed JSON body. */
export async function call(app: FastifyInstance, options: InjectOptions): Promise<Answer> {
  const res = await app.inject(options);
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body };
}

/** A multipart body the way the storefront's FormData sends it (every value as text). */
export function multipart(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  const boundary = '----checkout-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let orderKeys = 0;

/**
 * Places an order through the storefront API as `customer` (a new address in the demo's first
 * place): the first tier's least pieces of `product`'s first colour and size. Answers the created
 * order's id and code.
 */
export async function placeTestOrder(
  app: FastifyInstance,
  database: Database,
  customer: TestCustomer,
  product: {
    id: number;
    pivot_colors: { id: number }[];
    sizes: { id: number }[];
    pieces: { from: number }[];
  },
  options: {
    method?: 0 | 1;
    coupon?: string | null;
    lang?: 'ar' | 'en';
    /** The saved address's own values (a national address). */
    address?: Partial<typeof t.addresses.$inferInsert>;
    /** The company's details of the order (purchase order number, delivery day, note). */
    details?: { po_number?: string; requested_delivery_date?: string; note?: string };
    /** The buyer's logos on the order's product (uploaded artworks and where they go). */
    artworks?: { product_id: number; artwork_id: number; placement: string }[];
  } = {},
): Promise<{ id: number; code: string }> {
  const address = await newAddress(database, customer.id, undefined, options.address);
  const res = await call(app, {
    method: 'POST',
    url: `/${options.lang ?? 'ar'}/api/orders`,
    headers: { ...customer.auth, 'idempotency-key': `test-order-${process.pid}-${(orderKeys += 1)}` },
    payload: {
      payment_method: options.method ?? 0,
      address_id: address,
      coupon_code: options.coupon ?? null,
      ...options.details,
      ...(options.artworks ? { artworks: options.artworks } : {}),
      products: [
        {
          product_id: product.id,
          colors: [
            {
              color_id: product.pivot_colors[0]!.id,
              sizes: [{ size_id: product.sizes[0]!.id, quantity: product.pieces[0]!.from }],
            },
          ],
        },
      ],
    },
  });
  if (res.status !== 200) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, code: res.body.data.code };
}

/** A selection of `product` as an order or a quote carries it: pieces per colour index and size index. */
export function pick(product: Product, pieces: [color: number, size: number, quantity: number][]): Selection {
  const colors: Selection['colors'] = [];
  for (const [c, s, quantity] of pieces) {
    const colorId = product.pivot_colors[c]!.id;
    let color = colors.find((x) => x.color_id === colorId);
    if (!color) colors.push((color = { color_id: colorId, sizes: [] }));
    color.sizes.push({ size_id: product.sizes[s]!.id, quantity });
  }
  return { product_id: product.id, colors };
}
