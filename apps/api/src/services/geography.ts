/** Countries, cities (with their shipping fee in SAR) and areas, for the address form. */
import { asc, eq } from 'drizzle-orm';
import { halalasToSar } from '@shop/domain';
import { areas, cities, countries } from '../db/schema.js';
import type { Lang } from '../http/i18n.js';
import type { AppContext } from '../shared/context.js';
import { MAX_DB_INT } from './products.js';

export function listCountries(ctx: AppContext, lang: Lang) {
  return ctx.db
    .select({ id: countries.id, name: lang === 'ar' ? countries.nameAr : countries.nameEn })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.id));
}

/** An unknown country simply has no cities: the address form shows an empty list. */
export async function listCities(ctx: AppContext, lang: Lang, countryId: number) {
  if (countryId > MAX_DB_INT) return [];
  const rows = await ctx.db
    .select({
      id: cities.id,
      name: lang === 'ar' ? cities.nameAr : cities.nameEn,
      fee: cities.shippingFeeHalalas,
    })
    .from(cities)
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  return rows.map((r) => ({ id: r.id, name: r.name, shipping_fee: halalasToSar(r.fee) }));
}

export async function listAreas(ctx: AppContext, lang: Lang, cityId: number) {
  if (cityId > MAX_DB_INT) return [];
  return ctx.db
    .select({ id: areas.id, name: lang === 'ar' ? areas.nameAr : areas.nameEn })
    .from(areas)
    .where(eq(areas.cityId, cityId))
    .orderBy(asc(areas.sortOrder), asc(areas.id));
}
