/** Places with their shipping fees, and coupons, as staff edit them. */
import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminResources } from '@shop/contract';
import {
  couponStatus,
  halalasToSar,
  type AreaInput,
  type CityInput,
  type CountryInput,
  type CouponInput,
} from '@shop/domain';
import { addresses, areas, categories, cities, countries, coupons, products } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import { tableResource, type ResourceQuery } from './resource.js';

const placeNames = (input: { name_ar: string; name_en: string; sort_order: number }) => ({
  nameAr: input.name_ar,
  nameEn: input.name_en,
  sortOrder: input.sort_order,
});

async function mustExist(db: Executor, table: typeof countries | typeof cities, id: number, field: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new FieldErrors({ [field]: ['validation.idInvalid'] });
}

export const countryResource = tableResource<
  typeof countries,
  z.infer<typeof adminResources.countries.list.answer>['data'][number],
  ResourceQuery<'countries'>,
  CountryInput
>({
  table: countries,
  entity: 'country',
  notFound: 'notFound.country',
  answer: (row) => ({
    id: row.id,
    code: row.code,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    sort_order: row.sortOrder,
  }),
  values: (input) => ({ code: input.code, ...placeNames(input) }),
  search: [countries.nameAr, countries.nameEn, countries.code],
  sorts: {
    code: countries.code,
    name_ar: countries.nameAr,
    name_en: countries.nameEn,
    sort_order: countries.sortOrder,
  },
  defaultOrder: [asc(countries.sortOrder), asc(countries.id)],
  children: [{ column: cities.countryId, key: 'admin.countryHasCities' }],
  inUse: 'admin.placeInUse',
});

export const cityResource = tableResource<
  typeof cities,
  z.infer<typeof adminResources.cities.list.answer>['data'][number],
  ResourceQuery<'cities'>,
  CityInput
>({
  table: cities,
  entity: 'city',
  notFound: 'notFound.city',
  answer: (row) => ({
    id: row.id,
    country_id: row.countryId,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    shipping_fee: halalasToSar(row.shippingFeeHalalas),
    sort_order: row.sortOrder,
  }),
  values: (input) => ({
    countryId: input.country_id,
    shippingFeeHalalas: input.shipping_fee,
    ...placeNames(input),
  }),
  search: [cities.nameAr, cities.nameEn],
  sorts: {
    name_ar: cities.nameAr,
    name_en: cities.nameEn,
    sort_order: cities.sortOrder,
    shipping_fee: cities.shippingFeeHalalas,
    country_id: cities.countryId,
  },
  defaultOrder: [asc(cities.sortOrder), asc(cities.id)],
  filters: (query) => [query.country_id === undefined ? undefined : eq(cities.countryId, query.country_id)],
  check: (db, input) => mustExist(db, countries, input.country_id, 'country_id'),
  children: [
    { column: areas.cityId, key: 'admin.cityHasAreas' },
    { column: addresses.cityId, key: 'admin.placeInUse' },
  ],
  inUse: 'admin.placeInUse',
});

export const areaResource = tableResource<
  typeof areas,
  z.infer<typeof adminResources.areas.list.answer>['data'][number],
  ResourceQuery<'areas'>,
  AreaInput
>({
  table: areas,
  entity: 'area',
  notFound: 'notFound.area',
  answer: (row) => ({
    id: row.id,
    city_id: row.cityId,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    sort_order: row.sortOrder,
  }),
  values: (input) => ({ cityId: input.city_id, ...placeNames(input) }),
  search: [areas.nameAr, areas.nameEn],
  sorts: { name_ar: areas.nameAr, name_en: areas.nameEn, sort_order: areas.sortOrder, city_id: areas.cityId },
  defaultOrder: [asc(areas.sortOrder), asc(areas.id)],
  filters: (query) => [query.city_id === undefined ? undefined : eq(areas.cityId, query.city_id)],
  check: (db, input) => mustExist(db, cities, input.city_id, 'city_id'),
  children: [{ column: addresses.areaId, key: 'admin.placeInUse' }],
  inUse: 'admin.placeInUse',
});

type CouponRow = typeof coupons.$inferSelect;

/** Amounts as staff typed them: SAR for a fixed amount, percent for a percentage. */
const couponAmount = (row: CouponRow) => halalasToSar(row.amount);

export const couponResource = tableResource<
  typeof coupons,
  z.infer<typeof adminResources.coupons.list.answer>['data'][number],
  ResourceQuery<'coupons'>,
  CouponInput
>({
  table: coupons,
  entity: 'coupon',
  notFound: 'notFound.coupon',
  answer: (row) => ({
    id: row.id,
    code: row.code,
    type: row.type === 1 ? 1 : 0,
    amount: couponAmount(row),
    starts_at: row.startsAt ? row.startsAt.toISOString() : null,
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    per_customer_limit: row.perCustomerLimit,
    min_order: row.minOrderHalalas === null ? null : halalasToSar(row.minOrderHalalas),
    free_shipping: row.freeShipping,
    product_ids: row.productIds,
    category_ids: row.categoryIds,
    is_active: row.isActive,
    status: couponStatus({ ...row, type: row.type === 1 ? 1 : 0 }, new Date()),
    created_at: row.createdAt.toISOString(),
  }),
  values: (input) => ({
    code: input.code,
    type: input.type,
    amount: input.amount,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    minOrderHalalas: input.min_order,
    freeShipping: input.free_shipping,
    productIds: input.product_ids,
    categoryIds: input.category_ids,
    isActive: input.is_active,
    updatedAt: new Date(),
  }),
  // The products and categories named must exist now (the form offers only existing ones; a
  // forged id would silently limit the coupon to nothing).
  async check(db, input) {
    const missing = async (table: typeof products | typeof categories, ids: number[]) => {
      if (ids.length === 0) return false;
      const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, ids));
      return Number(row?.n ?? 0) !== ids.length;
    };
    const errors: Record<string, ['validation.scopeUnknown']> = {};
    if (await missing(products, input.product_ids)) errors.product_ids = ['validation.scopeUnknown'];
    if (await missing(categories, input.category_ids)) errors.category_ids = ['validation.scopeUnknown'];
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  },
  search: [coupons.code],
  sorts: {
    code: coupons.code,
    created_at: coupons.createdAt,
    used_count: coupons.usedCount,
    ends_at: coupons.endsAt,
  },
  defaultOrder: [asc(coupons.code)] as SQL[],
  unique: { coupons_code_uq: { field: 'code', key: 'admin.couponCodeTaken' } },
});
