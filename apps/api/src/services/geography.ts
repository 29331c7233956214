/** Countries, cities (with their shipping fee in SAR) and areas, for the address form. */
import { asc, eq } from 'drizzle-orm';
import type { Area, City, Country } from '@shop/contract';
import { halalasToSar } from '@shop/domain';
import { areas, cities, countries } from '../db/schema.js';
import type { Lang } from '../shared/i18n.js';
import type { ServiceContext } from '../shared/context.js';
import { MAX_DB_INT } from './products.js';
import { localized } from './localized.js';

export function listCountries(ctx: ServiceContext, lang: Lang): Promise<Country[]> {
  return ctx.db
    .select({ id: countries.id, name: localized({ ar: countries.nameAr, en: countries.nameEn }, lang) })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.id));
}

/** A country's cities; undefined when the country does not exist (the route answers 404). */
export async function listCities(
  ctx: ServiceContext,
  lang: Lang,
  countryId: number,
): Promise<City[] | undefined> {
  if (countryId > MAX_DB_INT) return undefined;
  const rows = await ctx.db
    .select({
      id: cities.id,
      name: localized({ ar: cities.nameAr, en: cities.nameEn }, lang),
      fee: cities.shippingFeeHalalas,
    })
    .from(cities)
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  // An empty list is either a country without cities or no country: only then ask which.
  if (rows.length === 0 && !(await exists(ctx, countries, countryId))) return undefined;
  return rows.map((r) => ({ id: r.id, name: r.name, shipping_fee: halalasToSar(r.fee) }));
}

async function exists(
  ctx: ServiceContext,
  table: typeof countries | typeof cities,
  id: number,
): Promise<boolean> {
  const rows = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/** A city's areas; undefined when the city does not exist (the route answers 404). */
export async function listAreas(
  ctx: ServiceContext,
  lang: Lang,
  cityId: number,
): Promise<Area[] | undefined> {
  if (cityId > MAX_DB_INT) return undefined;
  const rows = await ctx.db
    .select({ id: areas.id, name: localized({ ar: areas.nameAr, en: areas.nameEn }, lang) })
    .from(areas)
    .where(eq(areas.cityId, cityId))
    .orderBy(asc(areas.sortOrder), asc(areas.id));
  if (rows.length === 0 && !(await exists(ctx, cities, cityId))) return undefined;
  return rows;
}
