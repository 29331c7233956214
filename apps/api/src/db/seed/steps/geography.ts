/** Seed step: Saudi Arabia, its cities with shipping fees, and a few districts per city. */
import { sarToHalalas } from '@shop/domain';
import * as s from '../../schema.js';
import { CITIES, COUNTRY } from '../content/geo.js';
import { insertBatched, type Tx } from '../write.js';

export async function writeGeography(tx: Tx): Promise<void> {
  await tx
    .insert(s.countries)
    .values({ id: 1, code: COUNTRY.code, nameAr: COUNTRY.ar, nameEn: COUNTRY.en, sortOrder: 0 });
  await insertBatched(
    tx,
    s.cities,
    CITIES.map((c, i) => ({
      id: i + 1,
      countryId: 1,
      nameAr: c.ar,
      nameEn: c.en,
      shippingFeeHalalas: sarToHalalas(c.fee),
      sortOrder: i,
    })),
  );
  let areaId = 0;
  await insertBatched(
    tx,
    s.areas,
    CITIES.flatMap((c, i) =>
      c.areas.map(([ar, en], k) => ({ id: ++areaId, cityId: i + 1, nameAr: ar, nameEn: en, sortOrder: k })),
    ),
  );
}
