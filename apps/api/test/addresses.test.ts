/**
 * Saved addresses on every available database: the customer's own only (another customer's id
 * answers 404 on every verb), places that must exist and belong together, JSON, multipart and
 * url-encoded bodies, answers in the path's language parsed with the contract's strict schemas.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { addresses as addressesTable } from '../src/db/schema.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, multipart, newCustomer, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

describe.each(backends)('addresses API on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let alice: TestCustomer;
  let bob: TestCustomer;
  /** A seeded country, city and area that belong together (Saudi Arabia, Riyadh, Al Olaya). */
  const riyadh = { country_id: 1, city_id: 1, area_id: 1 };

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    alice = await newCustomer(shop.database);
    bob = await newCustomer(shop.database);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Head office',
    ...riyadh,
    address: 'King Fahd Road',
    building: '12',
    floor: 3,
    apartment: '7B',
    note: '',
    ...over,
  });

  it('answers 401 without a valid token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-token-at-all-xxxxxxxxxxxx' },
      { authorization: 'Basic x' },
    ]) {
      const res = await call(shop.app, { method: 'GET', url: '/en/api/addresses', headers });
      expect(res.status).toBe(401);
      expectShape(messageAnswerSchema, res.body);
    }
    const post = await call(shop.app, { method: 'POST', url: '/en/api/addresses', payload: body() });
    expect(post.status).toBe(401);
  });

  it('creates, lists (oldest first), reads, updates and deletes an address', async () => {
    const carol = await newCustomer(shop.database);
    const empty = await call(shop.app, { method: 'GET', url: '/en/api/addresses', headers: carol.auth });
    expect(empty.status).toBe(200);
    expect(expectShape(apiRoutes.addresses.answer, empty.body).data).toEqual([]);

    const created = await call(shop.app, {
      method: 'POST',
      url: '/en/api/addresses',
      headers: carol.auth,
      payload: body({ note: '  Ring twice  ' }),
    });
    expect(created.status).toBe(200);
    const first = expectShape(apiRoutes.addressCreate.answer, created.body);
    expect(first.message).toBe('Address saved successfully');
    expect(first.data).toMatchObject({
      name: 'Head office',
      ...riyadh,
      country: { id: 1, name: 'Saudi Arabia' },
      city: { id: 1, name: 'Riyadh', shipping_fee: 25 },
      area: { id: 1, name: 'Al Olaya' },
      address: 'King Fahd Road',
      building: '12',
      floor: '3',
      apartment: '7B',
      note: 'Ring twice',
    });

    // The storefront's add form posts multipart; a blank note is stored as null.
    const form = multipart({
      ...Object.fromEntries(
        Object.entries(body({ name: 'Warehouse', area_id: 2 })).map(([k, v]) => [k, String(v)]),
      ),
    });
    const second = await call(shop.app, {
      method: 'POST',
      url: '/ar/api/addresses',
      headers: { ...carol.auth, ...form.headers },
      payload: form.payload,
    });
    expect(second.status).toBe(200);
    const secondAddress = expectShape(apiRoutes.addressCreate.answer, second.body).data;
    expect(secondAddress.note).toBeNull();
    expect(secondAddress.city.name).toBe('الرياض');
    expect(second.body.message).toBe('تم حفظ العنوان بنجاح');

    const list = await call(shop.app, { method: 'GET', url: '/ar/api/addresses', headers: carol.auth });
    const listed = expectShape(apiRoutes.addresses.answer, list.body).data;
    expect(listed.map((a) => a.id)).toEqual([first.data.id, secondAddress.id]);
    expect(listed[0]!.country.name).toBe('المملكة العربية السعودية');

    const one = await call(shop.app, {
      method: 'GET',
      url: `/en/api/addresses/${first.data.id}`,
      headers: carol.auth,
    });
    expect(one.status).toBe(200);
    expect(expectShape(apiRoutes.address.answer, one.body).data).toEqual(first.data);

    // PUT takes JSON (the storefront's edit form); url-encoded works too.
    const updated = await call(shop.app, {
      method: 'PUT',
      url: `/en/api/addresses/${first.data.id}`,
      headers: carol.auth,
      payload: body({
        name: 'Main office',
        city_id: fx.cityId,
        country_id: fx.countryId,
        area_id: fx.areaId,
      }),
    });
    expect(updated.status).toBe(200);
    const changed = expectShape(apiRoutes.addressUpdate.answer, updated.body).data;
    expect(changed).toMatchObject({
      id: first.data.id,
      name: 'Main office',
      country: { id: fx.countryId, name: 'Zetaland' },
      city: { id: fx.cityId, name: 'Zeta City', shipping_fee: 25.5 },
    });
    const encoded = await call(shop.app, {
      method: 'PUT',
      url: `/en/api/addresses/${first.data.id}`,
      headers: { ...carol.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(body({ name: 'Encoded office' })).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
    });
    expect(encoded.status).toBe(200);
    expect(encoded.body.data.name).toBe('Encoded office');

    const deleted = await call(shop.app, {
      method: 'DELETE',
      url: `/en/api/addresses/${first.data.id}`,
      headers: carol.auth,
    });
    expect(deleted.status).toBe(200);
    expect(expectShape(apiRoutes.addressDelete.answer, deleted.body).message).toBe(
      'Address deleted successfully',
    );
    const after = await call(shop.app, { method: 'GET', url: '/en/api/addresses', headers: carol.auth });
    expect(after.body.data.map((a: { id: number }) => a.id)).toEqual([secondAddress.id]);
    const again = await call(shop.app, {
      method: 'DELETE',
      url: `/en/api/addresses/${first.data.id}`,
      headers: carol.auth,
    });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another customer's address on every verb, and changes nothing", async () => {
    const created = await call(shop.app, {
      method: 'POST',
      url: '/en/api/addresses',
      headers: alice.auth,
      payload: body(),
    });
    const id = created.body.data.id as number;
    for (const lang of ['en', 'ar'] as const) {
      const read = await call(shop.app, {
        method: 'GET',
        url: `/${lang}/api/addresses/${id}`,
        headers: bob.auth,
      });
      expect(read.status).toBe(404);
      expect(expectShape(messageAnswerSchema, read.body).message).toBe(
        lang === 'en' ? 'Address not found' : 'العنوان غير موجود',
      );
      const put = await call(shop.app, {
        method: 'PUT',
        url: `/${lang}/api/addresses/${id}`,
        headers: bob.auth,
        payload: body({ name: 'Stolen' }),
      });
      expect(put.status).toBe(404);
      // Even an invalid body answers 404: nothing tells whether the id exists.
      const badPut = await call(shop.app, {
        method: 'PUT',
        url: `/${lang}/api/addresses/${id}`,
        headers: bob.auth,
        payload: {},
      });
      expect(badPut.status).toBe(404);
      const del = await call(shop.app, {
        method: 'DELETE',
        url: `/${lang}/api/addresses/${id}`,
        headers: bob.auth,
      });
      expect(del.status).toBe(404);
    }
    const bobsList = await call(shop.app, { method: 'GET', url: '/en/api/addresses', headers: bob.auth });
    expect(bobsList.body.data.some((a: { id: number }) => a.id === id)).toBe(false);
    const still = await call(shop.app, {
      method: 'GET',
      url: `/en/api/addresses/${id}`,
      headers: alice.auth,
    });
    expect(still.body.data.name).toBe('Head office');
    // Unknown and absurd ids are 404 / 422 too, never a 500.
    expect(
      (await call(shop.app, { method: 'GET', url: '/en/api/addresses/999999', headers: alice.auth })).status,
    ).toBe(404);
    expect(
      (
        await call(shop.app, {
          method: 'GET',
          url: '/en/api/addresses/99999999999999999999',
          headers: alice.auth,
        })
      ).status,
    ).toBe(422);
    expect(
      (await call(shop.app, { method: 'GET', url: '/en/api/addresses/abc', headers: alice.auth })).status,
    ).toBe(422);
  });

  it('requires the form fields, with the translated texts', async () => {
    const [before] = await shop.database.db.select({ n: count() }).from(addressesTable);
    for (const lang of ['en', 'ar'] as const) {
      const res = await call(shop.app, {
        method: 'POST',
        url: `/${lang}/api/addresses`,
        headers: alice.auth,
        payload: {},
      });
      expect(res.status).toBe(422);
      const { errors } = expectShape(validationErrorAnswerSchema, res.body);
      expect(Object.keys(errors).sort()).toEqual(
        ['address', 'area_id', 'building', 'city_id', 'country_id', 'name'].sort(),
      );
      expect(errors.name).toEqual([lang === 'en' ? 'Name is required' : 'الاسم مطلوب']);
      expect(errors.city_id).toEqual([lang === 'en' ? 'City is required' : 'المدينة مطلوبة']);
    }
    const [after] = await shop.database.db.select({ n: count() }).from(addressesTable);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps the national address and the receiver, in one form, and answers bad codes in the path language', async () => {
    const created = await call(shop.app, {
      method: 'POST',
      url: '/ar/api/addresses',
      headers: alice.auth,
      payload: body({
        building: '٢٩٢٩',
        floor: '',
        apartment: null,
        postal_code: '12345',
        additional_number: 7788,
        short_address: 'rrrd2929',
        receiver_name: 'Warehouse keeper',
        receiver_phone: '+966 55 123 4567',
      }),
    });
    expect(created.status).toBe(200);
    const saved = expectShape(apiRoutes.addressCreate.answer, created.body).data;
    expect(saved).toMatchObject({
      building: '2929',
      floor: '',
      apartment: '',
      postal_code: '12345',
      additional_number: '7788',
      short_address: 'RRRD2929',
      receiver_name: 'Warehouse keeper',
      receiver_phone: '0551234567',
    });
    const read = await call(shop.app, {
      method: 'GET',
      url: `/en/api/addresses/${saved.id}`,
      headers: alice.auth,
    });
    expect(expectShape(apiRoutes.address.answer, read.body).data).toEqual({
      ...saved,
      country: expect.any(Object),
      city: expect.any(Object),
      area: expect.any(Object),
    });

    for (const lang of ['en', 'ar'] as const) {
      const refused = await call(shop.app, {
        method: 'PUT',
        url: `/${lang}/api/addresses/${saved.id}`,
        headers: alice.auth,
        payload: body({
          postal_code: '1234',
          additional_number: '12a4',
          short_address: 'RRRD\u202e2929',
          receiver_phone: '12',
        }),
      });
      expect(refused.status).toBe(422);
      const { errors } = expectShape(validationErrorAnswerSchema, refused.body);
      expect(Object.keys(errors).sort()).toEqual([
        'additional_number',
        'postal_code',
        'receiver_phone',
        'short_address',
      ]);
      expect(errors.postal_code).toEqual([
        lang === 'en' ? 'The postal code is five digits' : 'الرمز البريدي من خمسة أرقام',
      ]);
    }
    const unchanged = await call(shop.app, {
      method: 'GET',
      url: `/en/api/addresses/${saved.id}`,
      headers: alice.auth,
    });
    expect(expectShape(apiRoutes.address.answer, unchanged.body).data.postal_code).toBe('12345');
  });

  it('refuses places that do not exist or do not belong together, on the offending field', async () => {
    const cases: [Record<string, number>, string, string][] = [
      [
        { country_id: 999_999 },
        'country_id',
        'This country is not available, please choose one from the list',
      ],
      // Zeta City is a real city, but not in Saudi Arabia.
      [{ city_id: fx.cityId }, 'city_id', 'This city is not in the chosen country'],
      [{ city_id: 999_999 }, 'city_id', 'This city is not in the chosen country'],
      // Zeta District is a real area, but not in Riyadh.
      [{ area_id: fx.areaId }, 'area_id', 'This area is not in the chosen city'],
      [{ area_id: 999_999 }, 'area_id', 'This area is not in the chosen city'],
      [
        { country_id: fx.countryId, city_id: fx.cityId, area_id: 1 },
        'area_id',
        'This area is not in the chosen city',
      ],
    ];
    for (const [over, field, text] of cases) {
      const res = await call(shop.app, {
        method: 'POST',
        url: '/en/api/addresses',
        headers: alice.auth,
        payload: body(over),
      });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, res.body).errors).toEqual({ [field]: [text] });
    }
    const ar = await call(shop.app, {
      method: 'POST',
      url: '/ar/api/addresses',
      headers: alice.auth,
      payload: body({ area_id: fx.areaId }),
    });
    expect(ar.body.errors.area_id).toEqual(['هذا الحي ليس ضمن المدينة المختارة']);

    // The same rule on an update, and the address is left as it was.
    const created = await call(shop.app, {
      method: 'POST',
      url: '/en/api/addresses',
      headers: alice.auth,
      payload: body({ name: 'Keep me' }),
    });
    const id = created.body.data.id;
    const put = await call(shop.app, {
      method: 'PUT',
      url: `/en/api/addresses/${id}`,
      headers: alice.auth,
      payload: body({ name: 'Changed', city_id: fx.cityId }),
    });
    expect(put.status).toBe(422);
    expect(put.body.errors).toEqual({ city_id: ['This city is not in the chosen country'] });
    const [row] = await shop.database.db.select().from(addressesTable).where(eq(addressesTable.id, id));
    expect(row!.name).toBe('Keep me');
  });

  it('stores hostile text safely: NUL and controls stripped, bidi overrides refused, no 500', async () => {
    const nul = await call(shop.app, {
      method: 'POST',
      url: '/en/api/addresses',
      headers: alice.auth,
      payload: body({ address: 'Road\u0000 1' }),
    });
    expect(nul.status).toBe(200);
    expect(nul.body.data.address).toBe('Road 1');
    const bidi = await call(shop.app, {
      method: 'POST',
      url: '/en/api/addresses',
      headers: alice.auth,
      payload: body({ name: '\u202EHome\u202C' }),
    });
    expect(bidi.status).toBe(422);
    expect(bidi.body.errors.name).toEqual([
      'This field contains hidden text-direction characters that change how it is printed. Please type it again without them',
    ]);
    const marks = await call(shop.app, {
      method: 'POST',
      url: '/en/api/addresses',
      headers: alice.auth,
      payload: body({ name: '\u200FHome\u200B' }),
    });
    expect(marks.body.data.name).toBe('Home');
    const huge = await call(shop.app, {
      method: 'POST',
      url: '/en/api/addresses',
      headers: alice.auth,
      payload: body({ country_id: 1e30, city_id: -1, area_id: 'x' }),
    });
    expect(huge.status).toBe(422);
  });
});
