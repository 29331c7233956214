/**
 * The audit log: every change staff make, with who, what, when, and the record before and after.
 * Services write the entry with the change, in the change's own transaction, so the log never
 * misses a change that happened nor records one that was rolled back.
 */
import { and, asc, count, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntry as AuditAnswer } from '@shop/contract';
import {
  areas,
  auditLog,
  categories,
  cities,
  colors,
  countries,
  coupons,
  customers,
  orders,
  products,
  sizes,
  staffUsers,
} from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import type { Lang } from '../shared/i18n.js';
import { localized } from './localized.js';
import { sortedBy, type SortColumns } from './list-sort.js';
import { containsPattern } from './sql-rows.js';

/** Who made a change: the signed-in staff member (id null for the command line, e.g. create-admin). */
export interface StaffActor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  /** create, update, delete, or a named action (status, confirm-payment, disable…). */
  action: string;
  /** The kind of record: product, category, order, settings… */
  entity: string;
  entityId?: string | number | null;
  /** The record before the change (null for a creation). */
  before?: unknown;
  /** The record after the change (null for a deletion). */
  after?: unknown;
}

/** Writes one entry of the audit log with `db` (the change's transaction). */
export async function recordAudit(db: Executor, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffUserId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditQuery {
  page: number;
  perPage: number;
  /** Searches the staff email, entity and action. */
  q?: string;
  entity?: string;
  entityId?: string;
  /** Newest first unless sorted by time or id, either way. */
  sort?: 'id' | 'created_at';
  order?: 'asc' | 'desc';
}

const AUDIT_SORTS: SortColumns<NonNullable<AuditQuery['sort']>> = {
  id: auditLog.id,
  created_at: auditLog.createdAt,
};

/** How each kind of record is named in the log: its table, id and a name in the staff's language. */
const NAMED_ENTITIES: Record<string, { table: PgTable; id: PgColumn; name: (lang: Lang) => SQL | PgColumn }> =
  {
    order: { table: orders, id: orders.id, name: () => orders.code },
    product: {
      table: products,
      id: products.id,
      name: (lang) => localized({ ar: products.nameAr, en: products.nameEn }, lang),
    },
    category: {
      table: categories,
      id: categories.id,
      name: (lang) => localized({ ar: categories.nameAr, en: categories.nameEn }, lang),
    },
    color: {
      table: colors,
      id: colors.id,
      name: (lang) => localized({ ar: colors.nameAr, en: colors.nameEn }, lang),
    },
    size: { table: sizes, id: sizes.id, name: () => sizes.name },
    customer: { table: customers, id: customers.id, name: () => customers.email },
    coupon: { table: coupons, id: coupons.id, name: () => coupons.code },
    staff: { table: staffUsers, id: staffUsers.id, name: () => staffUsers.email },
    country: {
      table: countries,
      id: countries.id,
      name: (lang) => localized({ ar: countries.nameAr, en: countries.nameEn }, lang),
    },
    city: {
      table: cities,
      id: cities.id,
      name: (lang) => localized({ ar: cities.nameAr, en: cities.nameEn }, lang),
    },
    area: {
      table: areas,
      id: areas.id,
      name: (lang) => localized({ ar: areas.nameAr, en: areas.nameEn }, lang),
    },
  };

/** The current names of the records a page of the log refers to: `entity:id` → name. */
async function entityNames(
  db: Executor,
  rows: { entity: string; entityId: string | null }[],
  lang: Lang,
): Promise<Map<string, string>> {
  const idsByEntity = new Map<string, Set<number>>();
  for (const row of rows) {
    const id = Number(row.entityId);
    if (
      !Object.hasOwn(NAMED_ENTITIES, row.entity) ||
      !Number.isSafeInteger(id) ||
      id < 1 ||
      id > 2_147_483_647
    )
      continue;
    const ids = idsByEntity.get(row.entity) ?? new Set<number>();
    ids.add(id);
    idsByEntity.set(row.entity, ids);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      const named = NAMED_ENTITIES[entity]!;
      const found = await db
        .select({ id: named.id, name: named.name(lang) })
        .from(named.table)
        .where(inArray(named.id, [...ids]));
      for (const row of found) names.set(`${entity}:${String(row.id)}`, String(row.name));
    }),
  );
  return names;
}

/** A page of the audit log, newest first, with the number of entries that match. */
export async function listAudit(
  db: Executor,
  query: AuditQuery,
  lang: Lang = 'ar',
): Promise<{ data: AuditAnswer[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    // The three columns are lower case by construction (staff emails are stored lower-cased by
    // the domain's email field; entities and actions are the code's names), so LIKE on the
    // lower-cased text finds what ILIKE would: several times cheaper when a common term makes the
    // count read the whole log instead of the trigram indexes.
    const pattern = containsPattern(query.q.toLowerCase());
    conditions.push(
      or(like(auditLog.staffEmail, pattern), like(auditLog.entity, pattern), like(auditLog.action, pattern)),
    );
  }
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  const where = and(...conditions);
  const sorted = sortedBy(AUDIT_SORTS, { sort: query.sort, order: query.order ?? 'asc' });
  // Entries written in one transaction share a time: the id keeps them in the order written.
  const order = sorted
    ? [sorted, query.order === 'desc' ? desc(auditLog.id) : asc(auditLog.id)]
    : [desc(auditLog.createdAt), desc(auditLog.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const names = await entityNames(db, rows, lang);
  return {
    data: rows.map((row): AuditAnswer => ({
      id: row.id,
      staff_id: row.staffUserId,
      staff_email: row.staffEmail,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      entity_name: names.get(`${row.entity}:${row.entityId}`) ?? null,
      before: row.before ?? null,
      after: row.after ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
