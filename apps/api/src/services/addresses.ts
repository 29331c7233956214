/**
 * A customer's saved delivery addresses. Every read and write is scoped to the customer: another
 * customer's address id finds nothing (the route answers 404), exactly like an id that does not
 * exist, so ids cannot be probed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SavedAddress } from '@shop/contract';
import { halalasToSar, type AddressInput } from '@shop/domain';
import { addresses, areas, cities, countries } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import type { Lang, MessageKey } from '../shared/i18n.js';
import { rowsOf } from '../db/rows.js';
import { localized } from './localized.js';

/** Field → message keys of places that do not exist or do not belong together. */
export type PlaceErrors = Partial<Record<'country_id' | 'city_id' | 'area_id', MessageKey[]>>;

function addressColumns(lang: Lang) {
  return {
    id: addresses.id,
    name: addresses.name,
    countryId: addresses.countryId,
    cityId: addresses.cityId,
    areaId: addresses.areaId,
    countryName: localized({ ar: countries.nameAr, en: countries.nameEn }, lang),
    cityName: localized({ ar: cities.nameAr, en: cities.nameEn }, lang),
    cityFee: cities.shippingFeeHalalas,
    areaName: localized({ ar: areas.nameAr, en: areas.nameEn }, lang),
    address: addresses.address,
    building: addresses.building,
    floor: addresses.floor,
    apartment: addresses.apartment,
    receiverName: addresses.receiverName,
    receiverPhone: addresses.receiverPhone,
    postalCode: addresses.postalCode,
    additionalNumber: addresses.additionalNumber,
    shortAddress: addresses.shortAddress,
    note: addresses.note,
  };
}

type AddressRow = {
  id: number;
  name: string;
  countryId: number;
  cityId: number;
  areaId: number;
  countryName: string;
  cityName: string;
  cityFee: number;
  areaName: string;
  address: string;
  building: string;
  floor: string;
  apartment: string;
  receiverName: string | null;
  receiverPhone: string | null;
  postalCode: string | null;
  additionalNumber: string | null;
  shortAddress: string | null;
  note: string | null;
};

function toAnswer(r: AddressRow): SavedAddress {
  return {
    id: r.id,
    name: r.name,
    country_id: r.countryId,
    city_id: r.cityId,
    area_id: r.areaId,
    country: { id: r.countryId, name: r.countryName },
    city: { id: r.cityId, name: r.cityName, shipping_fee: halalasToSar(r.cityFee) },
    area: { id: r.areaId, name: r.areaName },
    address: r.address,
    building: r.building,
    floor: r.floor,
    apartment: r.apartment,
    receiver_name: r.receiverName,
    receiver_phone: r.receiverPhone,
    postal_code: r.postalCode,
    additional_number: r.additionalNumber,
    short_address: r.shortAddress,
    note: r.note,
  };
}

function selectAddresses(db: Executor, lang: Lang) {
  return db
    .select(addressColumns(lang))
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(areas, eq(areas.id, addresses.areaId));
}

/** The customer's addresses, oldest first (the storefront preselects the first). */
export async function listAddresses(db: Executor, lang: Lang, customerId: number): Promise<SavedAddress[]> {
  const rows = await selectAddresses(db, lang)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAnswer);
}

/** One of the customer's addresses; undefined when it does not exist or is someone else's. */
export async function getAddress(
  db: Executor,
  lang: Lang,
  customerId: number,
  id: number,
): Promise<SavedAddress | undefined> {
  const [row] = await selectAddresses(db, lang)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .limit(1);
  return row ? toAnswer(row) : undefined;
}

/**
 * Whether the country exists, the city is in that country and the area in that city, in one
 * statement; the errors name the first place that breaks the chain (a wrong city makes its area
 * meaningless, so the area is not reported as well).
 */
export async function checkPlaces(db: Executor, input: AddressInput): Promise<PlaceErrors | null> {
  const [row] = await rowsOf<{
    country: number | null;
    city_country: number | null;
    area_city: number | null;
  }>(
    db,
    sql`select
      (select id from countries where id = ${input.country_id}) as country,
      (select country_id from cities where id = ${input.city_id}) as city_country,
      (select city_id from areas where id = ${input.area_id}) as area_city`,
  );
  if (row?.country == null) return { country_id: ['address.countryUnknown'] };
  if (row.city_country == null || Number(row.city_country) !== input.country_id) {
    return { city_id: ['address.cityNotInCountry'] };
  }
  if (row.area_city == null || Number(row.area_city) !== input.city_id) {
    return { area_id: ['address.areaNotInCity'] };
  }
  return null;
}

function columnsOf(input: AddressInput) {
  return {
    name: input.name,
    countryId: input.country_id,
    cityId: input.city_id,
    areaId: input.area_id,
    address: input.address,
    building: input.building,
    floor: input.floor,
    apartment: input.apartment,
    receiverName: input.receiver_name,
    receiverPhone: input.receiver_phone,
    postalCode: input.postal_code,
    additionalNumber: input.additional_number,
    shortAddress: input.short_address,
    note: input.note,
  };
}

/** Saves a new address (places already checked) and answers its id. */
export async function createAddress(db: Executor, customerId: number, input: AddressInput): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ customerId, ...columnsOf(input) })
    .returning({ id: addresses.id });
  return row!.id;
}

/** Changes one of the customer's addresses; false when it is not theirs (or does not exist). */
export async function updateAddress(
  db: Executor,
  customerId: number,
  id: number,
  input: AddressInput,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/**
 * Deletes one of the customer's addresses; false when it is not theirs. Placed orders keep their
 * own copy of the address, so deleting never changes an order or its bill.
 */
export async function deleteAddress(db: Executor, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
