/**
 * Input hygiene through the API, on every backend.
 *
 * The one text rule (docs/decisions.md, Text rule): what a customer or staff member sends to be
 * stored loses its control characters (a multi-line field keeps its line breaks, as LF), and text
 * carrying a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which
 * would reorder what the tax invoice, a mail or a review prints, is refused with a translated 422
 * on its field. A NUL, which PostgreSQL cannot store, never reaches the database.
 *
 * A product import must be UTF-8 (a UTF-8 byte order mark is fine): a file saved in another
 * encoding is refused as a whole, saying how to save it, rather than imported with U+FFFD where
 * its accented or Arabic letters were.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_COOKIE,
  adminRoutes,
  apiRoutes,
  productImportLineSchema,
  validationErrorAnswerSchema,
} from '@shop/contract';
import { validationText } from '@shop/domain';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { customerApi } from './support/accounts.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { newCustomer, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

const RLO = '\u202E';
const bidiMessage = (lang: 'ar' | 'en') => [validationText('validation.bidiControls', lang)];

describe.each(backends)('the text rule on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let customer: TestCustomer;
  let owner: AdminSessionClient;
  const api = () => customerApi(shop.app);

  beforeAll(async () => {
    shop = await startTestShop(backend, {
      from: 'fixtures',
      then: (database) =>
        database.db.insert(t.settings).values({ id: 1, appNameAr: 'زيتا', appNameEn: 'Zeta' }),
    });
    fx = shop.fixtures;
    customer = await newCustomer(shop.database, { email: 'hygiene@example.com', phone: '0551112233' });
    owner = await signInStaff(shop.app, await makeStaff(shop.database, 'owner@shop.test', 'owner'), 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const profile = { fname: 'Huda', lname: 'Zeta', email: 'hygiene@example.com', phone: '0551112233' };

  it('refuses a bidi override in the company name printed on the tax invoice, in both languages', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const res = await api().post(
        lang,
        'update/profile',
        { ...profile, company_name: `ACME ${RLO}gnidarT` },
        { token: customer.token },
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, res.json()).errors).toEqual({
        company_name: bidiMessage(lang),
      });
    }
    for (const fname of [`\u2067Huda\u2069`, `Hu\u202Ada`]) {
      const res = await api().post('en', 'update/profile', { ...profile, fname }, { token: customer.token });
      expect(res.json().errors, fname).toEqual({ fname: bidiMessage('en') });
    }
    const [row] = await shop.database.db.select().from(t.customers).where(eq(t.customers.id, customer.id));
    expect(row!.companyName).toBeNull();
  });

  it('strips control characters, NUL included, from the profile instead of storing them', async () => {
    const res = await api().post(
      'en',
      'update/profile',
      {
        ...profile,
        fname: 'Hu\u0000da\u0007',
        company_name: 'ACME\u0000\tTrading\u001b[31m\r\nCo',
        vat_number: '',
      },
      { token: customer.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(expectShape(apiRoutes.updateProfile.answer, res.json()).data).toMatchObject({
      fname: 'Huda',
      company_name: 'ACME Trading[31m Co',
    });
    const [row] = await shop.database.db.select().from(t.customers).where(eq(t.customers.id, customer.id));
    expect(row).toMatchObject({ fname: 'Huda', companyName: 'ACME Trading[31m Co' });
  });

  const address = () => ({
    name: 'Office',
    country_id: fx.countryId,
    city_id: fx.cityId,
    area_id: fx.areaId,
    building: '12',
    floor: '3',
    apartment: '7',
    address: 'King Fahd Road',
    note: 'Ring twice',
  });

  it('refuses bidi controls in an address and cleans its lines, keeping the line breaks of the note', async () => {
    const refused = await api().post(
      'ar',
      'addresses',
      { ...address(), address: `\u2066King Fahd Road\u2069` },
      {
        token: customer.token,
      },
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ address: bidiMessage('ar') });

    const res = await api().post(
      'en',
      'addresses',
      {
        ...address(),
        building: '12\u0000',
        address: 'King\u0007 Fahd\nRoad',
        note: 'Ring\r\ntwice\rthen\u0000 wait\u000b',
      },
      { token: customer.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await shop.database.db
      .select()
      .from(t.addresses)
      .where(eq(t.addresses.customerId, customer.id));
    expect(row).toMatchObject({ building: '12', address: 'King Fahd Road', note: 'Ring\ntwice\nthen wait' });
  });

  it('refuses bidi controls in a review and keeps its paragraphs without control characters', async () => {
    const rate = (comment: string, lang: 'ar' | 'en' = 'en') =>
      shop.app.inject({
        method: 'POST',
        url: `/${lang}/api/rate`,
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { rate: 4, comment, product_id: fx.suitId },
      });
    const refused = await rate(`Great ${RLO}tif`, 'ar');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ comment: bidiMessage('ar') });

    const saved = await rate('Great fit.\r\n\r\nWill\u0000 buy\u001b again.\t');
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await shop.database.db
      .select()
      .from(t.reviews)
      .where(eq(t.reviews.customerId, customer.id));
    expect(row!.comment).toBe('Great fit.\n\nWill buy again.');
  });

  it('refuses bidi controls in a contact message and stores its lines with LF only', async () => {
    const contact = { first_name: 'Sara', last_name: 'Ali', email: 'sara@example.com', phone: '0501234567' };
    const send = (message: string, lang: 'ar' | 'en' = 'en') =>
      shop.app.inject({ method: 'POST', url: `/${lang}/api/contact`, payload: { ...contact, message } });
    const refused = await send(`Please call ${RLO}0501234567`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ message: bidiMessage('en') });

    expect((await send('Line one\r\nLine two\u0000\u0008')).statusCode).toBe(200);
    const rows = await shop.database.db.select().from(t.contactMessages);
    expect(rows.map((r) => r.message)).toEqual(['Line one\nLine two']);
  });

  it('refuses bidi controls in what staff write, rich text included, and strips control characters', async () => {
    const product = {
      name_ar: 'قميص',
      name_en: 'Shirt',
      description_ar: '<p>وصف</p>',
      description_en: '<p>Text</p>',
      category_id: fx.rootCategoryId,
      tiers: [{ from: 1, to: 10, price: '50' }],
    };
    for (const [field, value] of [
      ['name_en', `Shirt ${RLO}`],
      ['description_en', `<p>a\u2068b</p>`],
      ['description_ar', '<p>a&#x202e;b</p>'],
      ['description_ar', '<p>a&#8238b</p>'],
    ] as const) {
      const res = await owner.request('POST', '/products', { ...product, [field]: value });
      expect(res.statusCode, `${field} ${res.body}`).toBe(422);
      expect(res.json().errors, field).toEqual({ [field]: bidiMessage('en') });
    }
    const created = await owner.request('POST', '/products', {
      ...product,
      name_en: 'Shirt\u0000 blue\u0007',
      description_en: '<p>one\u0001 &#x1b;two</p>\r\n<p>three</p>',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      name_en: 'Shirt blue',
      description_en: '<p>one two</p>\n<p>three</p>',
    });

    const category = await owner.request('POST', '/categories', {
      name_ar: 'قسم',
      name_en: 'Section',
      desc_en: `Line\r\none ${RLO}`,
    });
    expect(category.json().errors).toEqual({ desc_en: bidiMessage('en') });
  });

  it('refuses a bidi override in the seller name of the settings, printed on every tax invoice', async () => {
    const settings = {
      app_name_ar: 'زيتا',
      app_name_en: 'Zeta',
      email: '',
      chat_number: '',
      tax_percent: '0',
      vat_number: '',
      iban: '',
      facebook: '',
      google: '',
      twitter: '',
      vimeo: '',
      instagram: '',
    };
    const res = await owner.request('PUT', '/settings', { ...settings, seller_name_ar: `مؤسسة ${RLO}زيتا` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ seller_name_ar: bidiMessage('en') });
    const saved = await owner.request('PUT', '/settings', {
      ...settings,
      address_en: 'Riyadh\u0000\r\n12211',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(expectShape(adminRoutes.settingsUpdate.answer, saved.json()).data.address_en).toBe('Riyadh 12211');
  });

  it('answers a NUL in a staff list filter with a 422 or a match, never a 500', async () => {
    for (const path of [
      '/audit?entity=%00',
      '/audit?entity_id=a%00b',
      '/customers?q=%00',
      '/orders?q=a%00',
    ]) {
      const res = await owner.request('GET', path);
      expect([200, 422], `${path} ${res.body}`).toContain(res.statusCode);
    }
  });

  describe('a product import', () => {
    const header =
      'id,name_ar,name_en,description_ar,description_en,category_id,is_men,is_women,is_child,published,sort_order,image,hover_image,colors,sizes,tiers,photos';
    const row = (nameEn: string, nameAr = 'قميص') =>
      `,${nameAr},${nameEn},,,${fx.rootCategoryId},1,0,0,1,0,,,,,1-10:50.00,`;
    const send = (file: Buffer, lang: 'ar' | 'en' = 'en') =>
      shop.app.inject({
        method: 'POST',
        url: '/admin/api/products/import',
        headers: {
          'content-type': 'text/csv',
          'accept-language': lang,
          cookie: `${ADMIN_SESSION_COOKIE}=${owner.cookie}`,
          [ADMIN_CSRF_HEADER]: owner.csrf,
        },
        payload: file,
      });
    const reportOf = (body: string) =>
      body
        .trim()
        .split('\n')
        .map((line) => expectShape(productImportLineSchema, JSON.parse(line)))
        .at(-1)!;

    it('refuses a Latin-1 file, saying to save it as UTF-8 CSV, and writes nothing', async () => {
      // "Café" with é as the single byte 0xE9, as a spreadsheet saves "CSV" in a Western encoding.
      const latin1 = Buffer.from(`${header}\r\n${row('Caf\u00e9', 'Caf\u00e9')}\r\n`, 'latin1');
      expect(latin1.includes(0xe9)).toBe(true);
      for (const lang of ['en', 'ar'] as const) {
        const res = await send(latin1, lang);
        expect(res.statusCode, res.body).toBe(422);
        const body = expectShape(validationErrorAnswerSchema, res.json());
        expect(body.errors).toEqual({ file: [translate(lang, 'import.notUtf8')] });
      }
      // UTF-16, Excel's "Unicode text", is not UTF-8 either.
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${header}\r\n`, 'utf16le')]);
      expect((await send(utf16)).json().errors).toEqual({ file: [translate('en', 'import.notUtf8')] });
      const names = await shop.database.db.select({ name: t.products.nameEn }).from(t.products);
      expect(names.map((n) => n.name)).not.toContain('Caf\uFFFD');
    });

    it('imports a UTF-8 file with or without a byte order mark, accents and Arabic intact', async () => {
      const withBom = Buffer.from(`\uFEFF${header}\r\n${row('Café bleu')}\r\n`, 'utf8');
      expect([...withBom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const res = await send(withBom);
      expect(res.statusCode, res.body).toBe(200);
      const last = reportOf(res.body);
      expect('report' in last && last.report).toMatchObject({ created: 1, failed: 0 });

      const plain = await send(Buffer.from(`${header}\n${row('Crème')}\n`, 'utf8'));
      expect(plain.statusCode, plain.body).toBe(200);
      const names = await shop.database.db
        .select({ ar: t.products.nameAr, en: t.products.nameEn })
        .from(t.products);
      expect(names).toEqual(
        expect.arrayContaining([
          { ar: 'قميص', en: 'Café bleu' },
          { ar: 'قميص', en: 'Crème' },
        ]),
      );
    });
  });
});
