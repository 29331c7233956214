/**
 * Customer accounts as staff see them: the list with each one's number of orders, one account
 * with its addresses and latest orders, and disabling an account, which ends its sessions at once
 * (a disabled customer cannot sign in again until enabled).
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminResources } from '@shop/contract';
import { halalasToSar } from '@shop/domain';
import { addresses, areas, cities, countries, customers, orders } from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { NotFoundError } from '../../shared/errors.js';
import { recordAudit } from '../audit.js';
import { MAX_DB_INT } from '../products.js';
import { revokeCustomerSessions } from '../sessions.js';
import { sortedBy, type SortColumns } from '../list-sort.js';
import { containsPattern, pageOfIds } from '../sql-rows.js';
import type { ResourceQuery, ResourceService } from './resource.js';

type CustomerRow = z.infer<typeof adminResources.customers.list.answer>['data'][number];
type CustomerDetail = z.infer<typeof adminResources.customers.one.answer>['data'];

/** The latest orders shown with an account. */
const RECENT_ORDERS = 20;

function customerAnswer(row: typeof customers.$inferSelect): CustomerRow {
  return {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    phone: row.phone,
    company_name: row.companyName,
    vat_number: row.vatNumber,
    lang: row.lang,
    is_active: row.isActive,
    orders_count: Number(row.ordersCount),
    created_at: row.createdAt.toISOString(),
  };
}

async function readCustomer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  if (id > MAX_DB_INT) return undefined;
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ? customerAnswer(row) : undefined;
}

async function readCustomerDetail(db: Executor, id: number): Promise<CustomerDetail | undefined> {
  const customer = await readCustomer(db, id);
  if (!customer) return undefined;
  const [saved, recent] = await Promise.all([
    db
      .select({
        address: addresses,
        country: { ar: countries.nameAr, en: countries.nameEn },
        city: { ar: cities.nameAr, en: cities.nameEn },
        area: { ar: areas.nameAr, en: areas.nameEn },
      })
      .from(addresses)
      .innerJoin(countries, eq(countries.id, addresses.countryId))
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .innerJoin(areas, eq(areas.id, addresses.areaId))
      .where(eq(addresses.customerId, id))
      .orderBy(asc(addresses.id)),
    db.select().from(orders).where(eq(orders.customerId, id)).orderBy(desc(orders.id)).limit(RECENT_ORDERS),
  ]);
  return {
    ...customer,
    addresses: saved.map(({ address, country, city, area }) => ({
      id: address.id,
      name: address.name,
      place_ar: `${area.ar}، ${city.ar}، ${country.ar}`,
      place_en: `${area.en}, ${city.en}, ${country.en}`,
      address: address.address,
      building: address.building,
      floor: address.floor,
      apartment: address.apartment,
      receiver_name: address.receiverName,
      receiver_phone: address.receiverPhone,
      postal_code: address.postalCode,
      additional_number: address.additionalNumber,
      short_address: address.shortAddress,
      note: address.note,
    })),
    orders: recent.map((order) => ({
      id: order.id,
      code: order.code,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      payment_status: order.paymentStatus,
      total: halalasToSar(order.totalHalalas),
    })),
  };
}

export const customerResource: ResourceService<
  CustomerRow,
  CustomerDetail,
  ResourceQuery<'customers'>,
  never,
  { is_active: boolean }
> = {
  async list(db, query) {
    let where: SQL | undefined;
    if (query.q) {
      const like = containsPattern(query.q);
      where = or(
        ilike(customers.email, like),
        ilike(customers.phone, like),
        ilike(sql`${customers.fname} || ' ' || ${customers.lname}`, like),
        ilike(customers.companyName, like),
      );
    }
    const sortable: SortColumns<NonNullable<ResourceQuery<'customers'>['sort']>> = {
      id: sql`${customers.id}`,
      created_at: sql`${customers.createdAt}`,
      email: sql`${customers.email}`,
      fname: sql`${customers.fname}`,
      orders_count: sql`${customers.ordersCount}`,
    };
    const sortBy = sortedBy(sortable, query);
    const order = sortBy
      ? [sortBy, desc(customers.id)]
      : // While searching, `id + 0` keeps the planner from walking the primary key backwards and
        // filtering every row until a page is found (slow for a rare term): the trigram indexes
        // find the matches, which are then sorted.
        [desc(where ? sql`${customers.id} + 0` : customers.id)];
    // The page's ids first, read from the narrow indexes, then only those rows.
    const page = pageOfIds(db, customers.id, where, order, query);
    const [rows, [total]] = await Promise.all([
      db
        .select({ customer: customers })
        .from(customers)
        .innerJoin(page, eq(page.id, customers.id))
        .orderBy(...order),
      db.select({ n: count() }).from(customers).where(where),
    ]);
    return {
      data: rows.map((r) => customerAnswer(r.customer)),
      total: Number(total?.n ?? 0),
    };
  },

  get: readCustomerDetail,

  async update(db, actor, id, input) {
    const before = await readCustomer(db, id);
    if (!before) throw new NotFoundError('notFound.customer');
    await withTransaction(db, async (tx) => {
      await tx
        .update(customers)
        .set({ isActive: input.is_active, updatedAt: new Date() })
        .where(and(eq(customers.id, id)));
      if (!input.is_active) await revokeCustomerSessions(tx, id);
      await recordAudit(tx, actor, {
        action: input.is_active ? 'enable' : 'disable',
        entity: 'customer',
        entityId: id,
        before: { is_active: before.is_active },
        after: { is_active: input.is_active },
      });
    });
    return (await readCustomerDetail(db, id))!;
  },
};
