/**
 * The staff API's plain resources on every backend: places with shipping fees, coupons, customer
 * accounts, reviews, newsletter subscribers, contact messages and the mail outbox. Changes show on
 * the storefront at once, refused changes answer translated field errors and write nothing, and
 * every change is in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminResources, validationErrorAnswerSchema } from '@shop/contract';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newAddress, newCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

describe.each(backends)('staff resources on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    staff = await signInStaff(shop.app, await makeStaff(shop.database, 'desk@shop.test', 'staff'), 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const auditOf = (entity: string, id: number) =>
    shop.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, String(id))))
      .orderBy(t.auditLog.id);

  it('adds a country, a city with its shipping fee and an area, which the storefront offers at once', async () => {
    const country = await staff.request('POST', '/countries', {
      code: 'ae',
      name_ar: ' الإمارات ',
      name_en: 'UAE',
      sort_order: 9,
    });
    expect(country.statusCode, country.body).toBe(200);
    const c = expectShape(adminResources.countries.create!.answer, country.json()).data;
    expect(c).toMatchObject({ code: 'AE', name_ar: 'الإمارات', name_en: 'UAE' });

    const city = await staff.request('POST', '/cities', {
      country_id: c.id,
      name_ar: 'دبي',
      name_en: 'Dubai',
      shipping_fee: '٤٥٫٥٠',
    });
    expect(city.statusCode, city.body).toBe(200);
    const dubai = expectShape(adminResources.cities.create!.answer, city.json()).data;
    expect(dubai.shipping_fee).toBe(45.5);
    const area = await staff.request('POST', '/areas', {
      city_id: dubai.id,
      name_ar: 'مرسى دبي',
      name_en: 'Dubai Marina',
    });
    expect(area.statusCode, area.body).toBe(200);

    const cities = await call(shop.app, { method: 'GET', url: `/en/api/cities/${c.id}` });
    expect(cities.body.data).toEqual([
      expect.objectContaining({ id: dubai.id, name: 'Dubai', shipping_fee: 45.5 }),
    ]);

    // Filtered lists and search.
    const list = expectShape(
      adminResources.cities.list.answer,
      (await staff.request('GET', `/cities?country_id=${c.id}`)).json(),
    );
    expect(list.data.map((x) => x.id)).toEqual([dubai.id]);
    expect((await staff.request('GET', '/countries?q=uae')).json().total).toBe(1);

    const changed = await staff.request('PUT', `/cities/${dubai.id}`, {
      country_id: c.id,
      name_ar: 'دبي',
      name_en: 'Dubai',
      shipping_fee: 30,
    });
    expect(changed.json().data.shipping_fee).toBe(30);
    expect(
      (await call(shop.app, { method: 'GET', url: `/en/api/cities/${c.id}` })).body.data[0].shipping_fee,
    ).toBe(30);
    expect((await auditOf('city', dubai.id)).map((e) => e.action)).toEqual(['create', 'update']);

    // A country with cities, and a city with areas, are not deleted from under them.
    const refused = await staff.request('DELETE', `/countries/${c.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toEqual([translate('en', 'admin.countryHasCities')]);
    expect((await staff.request('DELETE', `/cities/${dubai.id}`)).json().errors.id).toEqual([
      translate('en', 'admin.cityHasAreas'),
    ]);
    expect((await staff.request('DELETE', `/areas/${area.json().data.id}`)).statusCode).toBe(200);
    expect((await staff.request('DELETE', `/cities/${dubai.id}`)).statusCode).toBe(200);
    expect((await staff.request('DELETE', `/countries/${c.id}`)).statusCode).toBe(200);
    expect((await staff.request('GET', `/countries/${c.id}`)).statusCode).toBe(404);
  });

  it('reads the records named by ids in one request: unknown ids are absent, malformed or too many ids answer 422', async () => {
    const firstCities = (await staff.request('GET', '/cities?per_page=3'))
      .json()
      .data.map((c: { id: number }) => c.id);
    expect(firstCities).toHaveLength(3);
    const [a, b] = firstCities as number[];
    // An id that names no record is simply absent, as a record deleted a moment ago would be.
    const cities = expectShape(
      adminResources.cities.list.answer,
      (await staff.request('GET', `/cities?ids=${b},${a},2147483647`)).json(),
    );
    expect(cities.data.map((c) => c.id).sort()).toEqual([a, b].sort());
    expect(cities.total).toBe(2);

    // The catalogue's small tables filter the same way (they are paged in memory).
    const colors = (await staff.request('GET', '/colors?per_page=2'))
      .json()
      .data.map((c: { id: number }) => c.id);
    const named = expectShape(
      adminResources.colors.list.answer,
      (await staff.request('GET', `/colors?ids=${colors.join(',')}`)).json(),
    );
    expect(named.data.map((c) => c.id).sort()).toEqual([...colors].sort());

    // Blank is no filter.
    const all = (await staff.request('GET', '/countries?ids=')).json();
    expect(all.total).toBeGreaterThan(0);

    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await staff.request('GET', `/countries?ids=${hundred}`)).statusCode).toBe(200);
    const tooMany = await staff.request('GET', `/countries?ids=${hundred},101`);
    expect(tooMany.statusCode).toBe(422);
    expect(expectShape(validationErrorAnswerSchema, tooMany.json()).errors.ids).toEqual([
      translate('en', 'validation.idsTooMany'),
    ]);
    for (const malformed of ['1,x', '0', '1,,2', '-3', '2147483648', '1.5']) {
      const refused = await staff.request('GET', `/categories?ids=${encodeURIComponent(malformed)}`);
      expect(refused.statusCode, malformed).toBe(422);
      expect(refused.json().errors.ids, malformed).toEqual([translate('en', 'validation.idInvalid')]);
    }
  });

  it('refuses places that do not hold together, and places still in customers’ addresses', async () => {
    const bad = await staff.request(
      'POST',
      '/cities',
      { country_id: 999_999, name_ar: '', name_en: 'X', shipping_fee: -1 },
      { lang: 'ar' },
    );
    expect(bad.statusCode).toBe(422);
    const body = expectShape(validationErrorAnswerSchema, bad.json());
    expect(body.errors.name_ar).toEqual([translate('ar', 'validation.nameArRequired')]);
    expect(body.errors.shipping_fee).toEqual([translate('ar', 'validation.amountInvalid')]);
    const unknown = await staff.request('POST', '/cities', {
      country_id: 999_999,
      name_ar: 'س',
      name_en: 'X',
      shipping_fee: 1,
    });
    expect(Object.keys(unknown.json().errors)).toEqual(['country_id']);

    const customer = await newCustomer(shop.database);
    await newAddress(shop.database, customer.id, {
      countryId: fx.countryId,
      cityId: fx.cityId,
      areaId: fx.areaId,
    });
    const inUse = await staff.request('DELETE', `/areas/${fx.areaId}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors.id).toEqual([translate('en', 'admin.placeInUse')]);
  });

  it('creates coupons in SAR or percent that the checkout applies, with dates, limits and unique codes', async () => {
    const fixed = await staff.request('POST', '/coupons', {
      code: ' summer-25 ',
      type: 0,
      amount: '25.50',
      usage_limit: 10,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const coupon = expectShape(adminResources.coupons.create!.answer, fixed.json()).data;
    expect(coupon).toMatchObject({
      code: 'SUMMER-25',
      type: 0,
      amount: 25.5,
      usage_limit: 10,
      used_count: 0,
      status: 'valid',
    });
    const [stored] = await shop.database.db.select().from(t.coupons).where(eq(t.coupons.id, coupon.id));
    expect(stored!.amount).toBe(2550);
    const shopper = await newCustomer(shop.database);
    const storefront = await call(shop.app, {
      method: 'GET',
      url: '/en/api/coupon?coupon_code=summer-25',
      headers: shopper.auth,
    });
    expect(storefront.status).toBe(200);

    const percent = await staff.request('POST', '/coupons', {
      code: 'TEN',
      type: 1,
      amount: 12.5,
      starts_at: '2030-01-01T00:00:00+03:00',
      ends_at: '2030-02-01T00:00:00+03:00',
    });
    expect(percent.statusCode, percent.body).toBe(200);
    expect(percent.json().data).toMatchObject({ amount: 12.5, status: 'notStarted' });

    const refused = await staff.request('POST', '/coupons', {
      code: 'summer-25',
      type: 1,
      amount: 120,
      starts_at: '2030-02-01T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount).toEqual([translate('en', 'validation.percentInvalid')]);
    const duplicate = await staff.request('POST', '/coupons', { code: 'Summer-25', type: 0, amount: 5 });
    expect(duplicate.json().errors.code).toEqual([translate('en', 'admin.couponCodeTaken')]);
    const dates = await staff.request('POST', '/coupons', {
      code: 'LATE',
      type: 0,
      amount: 5,
      starts_at: '2030-02-01T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(dates.json().errors.ends_at).toEqual([translate('en', 'validation.endsBeforeStart')]);
    const nothing = await staff.request('POST', '/coupons', { code: 'ZERO', type: 0, amount: 0 });
    expect(nothing.json().errors.amount).toEqual([translate('en', 'validation.couponGivesNothing')]);
    const freeDelivery = await staff.request('POST', '/coupons', {
      code: 'SHIPFREE',
      type: 0,
      amount: 0,
      free_shipping: true,
    });
    expect(freeDelivery.statusCode, freeDelivery.body).toBe(200);
    const limits = await staff.request('POST', '/coupons', {
      code: 'LIMITS',
      type: 1,
      amount: 10,
      usage_limit: 5,
      per_customer_limit: 9,
    });
    expect(limits.json().errors.per_customer_limit).toEqual([
      translate('en', 'validation.perCustomerOverTotal'),
    ]);

    const off = await staff.request('PUT', `/coupons/${coupon.id}`, {
      code: 'SUMMER-25',
      type: 0,
      amount: 25.5,
      is_active: false,
    });
    expect(off.json().data.status).toBe('inactive');
    const refusedNow = await call(shop.app, {
      method: 'GET',
      url: '/en/api/coupon?coupon_code=summer-25',
      headers: shopper.auth,
    });
    expect(refusedNow.status).toBe(422);
  });

  it('saves a coupon’s conditions, refusing products and categories that do not exist', async () => {
    const created = await staff.request('POST', '/coupons', {
      code: 'workwear-once',
      type: 1,
      amount: 10,
      per_customer_limit: '١',
      min_order: '٥٠٠',
      free_shipping: true,
      product_ids: [fx.kidsId, fx.kidsId],
      category_ids: [fx.rootCategoryId],
    });
    expect(created.statusCode, created.body).toBe(200);
    const coupon = expectShape(adminResources.coupons.create!.answer, created.json()).data;
    expect(coupon).toMatchObject({
      per_customer_limit: 1,
      min_order: 500,
      free_shipping: true,
      product_ids: [fx.kidsId],
      category_ids: [fx.rootCategoryId],
    });
    const [stored] = await shop.database.db.select().from(t.coupons).where(eq(t.coupons.id, coupon.id));
    expect(stored!.minOrderHalalas).toBe(50_000);

    const refused = await staff.request('PUT', `/coupons/${coupon.id}`, {
      code: 'WORKWEAR-ONCE',
      type: 1,
      amount: 10,
      per_customer_limit: 0,
      min_order: '-5',
      product_ids: [2_000_000_000],
      category_ids: ['x'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      per_customer_limit: [translate('en', 'validation.usageLimitInvalid')],
      min_order: [translate('en', 'validation.amountInvalid')],
    });
    const unknown = await staff.request('PUT', `/coupons/${coupon.id}`, {
      code: 'WORKWEAR-ONCE',
      type: 1,
      amount: 10,
      product_ids: [2_000_000_000],
      category_ids: [fx.rootCategoryId, 2_000_000_001],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      product_ids: [translate('en', 'validation.scopeUnknown')],
      category_ids: [translate('en', 'validation.scopeUnknown')],
    });
    // Cleared again: every product, no conditions.
    const cleared = await staff.request('PUT', `/coupons/${coupon.id}`, {
      code: 'WORKWEAR-ONCE',
      type: 1,
      amount: 10,
      per_customer_limit: '',
      min_order: '',
    });
    expect(cleared.json().data).toMatchObject({
      per_customer_limit: null,
      min_order: null,
      free_shipping: false,
      product_ids: [],
      category_ids: [],
    });
  });

  it('disables a customer account: its sessions end and it cannot sign in until enabled again', async () => {
    const customer = await newCustomer(shop.database, { fname: 'Salem', lname: 'Zeta' });
    const list = expectShape(
      adminResources.customers.list.answer,
      (await staff.request('GET', '/customers?q=salem')).json(),
    );
    expect(list.data.map((c) => c.id)).toEqual([customer.id]);
    await newAddress(shop.database, customer.id);
    const detail = expectShape(
      adminResources.customers.one.answer,
      (await staff.request('GET', `/customers/${customer.id}`)).json(),
    );
    expect(detail.data.addresses).toHaveLength(1);
    expect(detail.data.addresses[0]!.place_ar).toMatch(/[\u0600-\u06FF]/);

    const off = await staff.request('PUT', `/customers/${customer.id}`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    const profile = await call(shop.app, { method: 'GET', url: '/en/api/profile', headers: customer.auth });
    expect(profile.status).toBe(401);
    expect((await auditOf('customer', customer.id)).map((e) => e.action)).toEqual(['disable']);
    expect((await staff.request('PUT', `/customers/${customer.id}`, { is_active: 'no' })).statusCode).toBe(
      422,
    );
  });

  it('hides a review from the storefront and its product rating, and shows it again', async () => {
    const reviews = expectShape(
      adminResources.reviews.list.answer,
      (await staff.request('GET', `/reviews?product_id=${fx.abayaId}`)).json(),
    );
    expect(reviews.total).toBe(1);
    const review = reviews.data[0]!;
    expect(review).toMatchObject({
      rate: 4,
      is_hidden: false,
      product_name_en: expect.stringContaining('Zeta'),
    });
    const rating = async () =>
      (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.abayaId}` })).body.data.avg_rate;
    expect(await rating()).toBe(4);
    const hidden = await staff.request('PUT', `/reviews/${review.id}`, { is_hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await rating()).toBe(0);
    await staff.request('PUT', `/reviews/${review.id}`, { is_hidden: false });
    expect(await rating()).toBe(4);
    expect((await auditOf('review', review.id)).map((e) => e.action)).toEqual(['hide', 'show']);
  });

  it('lists newsletter subscribers and contact messages, marks messages handled and reads the outbox', async () => {
    await call(shop.app, {
      method: 'POST',
      url: '/ar/api/subscribe',
      payload: { email: 'reader.zeta@example.com' },
    });
    await call(shop.app, {
      method: 'POST',
      url: '/en/api/contact',
      payload: {
        first_name: 'Nada',
        last_name: 'Zeta',
        email: 'nada.zeta@example.com',
        phone: '0555555555',
        message: 'Zeta question',
      },
    });
    const subscribers = expectShape(
      adminResources.subscribers.list.answer,
      (await staff.request('GET', '/subscribers?q=reader.zeta')).json(),
    );
    expect(subscribers.data).toEqual([
      expect.objectContaining({ email: 'reader.zeta@example.com', lang: 'ar' }),
    ]);
    expect((await staff.request('DELETE', `/subscribers/${subscribers.data[0]!.id}`)).statusCode).toBe(200);

    const messages = expectShape(
      adminResources.messages.list.answer,
      (await staff.request('GET', '/messages?q=zeta%20question')).json(),
    );
    const message = messages.data[0]!;
    expect(message).toMatchObject({ first_name: 'Nada', handled: false });
    const handled = await staff.request('PUT', `/messages/${message.id}`, { handled: true });
    expect(handled.json().data).toMatchObject({ handled: true });
    expect(handled.json().data.read_at).not.toBeNull();

    await shop.app.mailer.queue(shop.database.db, {
      to: 'nada.zeta@example.com',
      kind: 'welcome',
      lang: 'en',
      subject: 'Zeta welcome',
      text: 'Welcome to the Zeta shop',
      html: '<p>Welcome to the Zeta shop</p>',
    });
    await shop.app.mailer.settled();
    const mail = expectShape(
      adminResources.mail.list.answer,
      (await staff.request('GET', '/mail?q=zeta%20welcome')).json(),
    );
    const detail = expectShape(
      adminResources.mail.one.answer,
      (await staff.request('GET', `/mail/${mail.data[0]?.id ?? 0}`)).json(),
    );
    expect(detail.data).toMatchObject({
      to: 'nada.zeta@example.com',
      text: 'Welcome to the Zeta shop',
      status: 'kept',
    });
    // The outbox is read-only.
    expect((await staff.request('DELETE', `/mail/${detail.data.id}`)).statusCode).toBe(404);
  });

  it('edits the home page: a sponsor and a section of chosen products in the chosen order', async () => {
    const noImage = await staff.request('POST', '/sponsors', {
      name_en: 'Zeta Mills',
      url: 'ftp://zeta',
      image: '',
    });
    expect(noImage.statusCode).toBe(422);
    expect(Object.keys(noImage.json().errors).sort()).toEqual(['image', 'url']);
    const sponsor = await staff.request('POST', '/sponsors', {
      name_ar: 'مصانع زيتا',
      name_en: 'Zeta Mills',
      image: '/media/sponsors/zeta-640.webp',
      url: 'https://zeta.example',
      sort_order: 0,
    });
    expect(sponsor.statusCode, sponsor.body).toBe(200);

    const section = await staff.request('POST', '/home-sections', {
      name_ar: 'زيتا مختارات',
      name_en: 'Zeta picks',
      sort_order: 0,
      product_ids: [fx.kidsId, fx.suitId],
    });
    expect(section.statusCode, section.body).toBe(200);
    const created = expectShape(adminResources.homeSections.create!.answer, section.json()).data;
    expect(created.product_ids).toEqual([fx.kidsId, fx.suitId]);
    const unknown = await staff.request('PUT', `/home-sections/${created.id}`, {
      ...created,
      product_ids: [999_999],
    });
    expect(unknown.json().errors.product_ids).toEqual([translate('en', 'validation.productIdsInvalid')]);

    const home = (await call(shop.app, { method: 'GET', url: '/en/api/home' })).body.data;
    const shown = home.sections.find((s: { id: number }) => s.id === created.id);
    expect(shown.name).toBe('Zeta picks');
    expect(shown.products.map((p: { id: number }) => p.id)).toEqual([fx.kidsId, fx.suitId]);
    expect(home.sponsors.map((s: { name: string }) => s.name)).toContain('Zeta Mills');

    const reordered = await staff.request('PUT', `/home-sections/${created.id}`, {
      ...created,
      product_ids: [fx.suitId],
    });
    expect(reordered.json().data.product_ids).toEqual([fx.suitId]);
    expect((await staff.request('DELETE', `/home-sections/${created.id}`)).statusCode).toBe(200);

    const categories = (await staff.request('GET', '/blog-categories')).json();
    const used = categories.data.find((c: { id: number }) => c.id === fx.blogCategoryId);
    expect(used).toBeDefined();
    const refused = await staff.request('DELETE', `/blog-categories/${fx.blogCategoryId}`);
    expect(refused.json().errors.id).toEqual([translate('en', 'admin.blogCategoryInUse')]);
  });

  it('edits pages, slides, vision items and blog posts, sanitising their rich text, and the storefront shows them', async () => {
    const about = expectShape(
      adminResources.pages.one.answer,
      (await staff.request('GET', '/pages/1')).json(),
    ).data;
    const page = await staff.request('PUT', '/pages/1', {
      ...about,
      title_en: 'About Zeta',
      content_en:
        '<h2>Zeta story</h2><p onclick="steal()">We sew <img src=x onerror=alert(1)>uniforms</p><script>alert(1)</script>',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.content_en).toBe('<h2>Zeta story</h2><p>We sew uniforms</p>');
    const shown = (await call(shop.app, { method: 'GET', url: '/en/api/page/1' })).body.data;
    expect(shown).toMatchObject({
      title: 'About Zeta',
      content: '<h2>Zeta story</h2><p>We sew uniforms</p>',
    });

    const post = await staff.request('POST', '/blog-posts', {
      title_ar: 'زيتا مقال جديد',
      title_en: 'Zeta new article',
      category_id: fx.blogCategoryId,
      content_ar: '<p>نص</p>',
      content_en: '<p>How to choose <a href="javascript:alert(1)">scrubs</a> for a clinic</p>',
      image: '',
      is_featured: true,
    });
    expect(post.statusCode, post.body).toBe(200);
    const created = expectShape(adminResources.blogPosts.create!.answer, post.json()).data;
    expect(created.content_en).not.toContain('javascript');
    const blogs = (
      await call(shop.app, {
        method: 'GET',
        url: `/en/api/blogs?search=${encodeURIComponent('how to choose')}`,
      })
    ).body.data;
    expect(blogs.data.map((b: { id: number }) => b.id)).toContain(created.id);
    // Staff list the posts of one category: the new post is among its own, not another's.
    const otherCategory = (
      await staff.request('POST', '/blog-categories', { name_ar: 'زيتا أخرى', name_en: 'Zeta other' })
    ).json().data.id as number;
    const postsOf = async (categoryId: number) =>
      expectShape(
        adminResources.blogPosts.list.answer,
        (await staff.request('GET', `/blog-posts?category_id=${categoryId}&per_page=100`)).json(),
      ).data;
    const inCategory = await postsOf(fx.blogCategoryId);
    expect(inCategory.map((p) => p.id)).toContain(created.id);
    expect(new Set(inCategory.map((p) => p.category_id))).toEqual(new Set([fx.blogCategoryId]));
    expect(await postsOf(otherCategory)).toEqual([]);
    const badCategory = await staff.request('POST', '/blog-posts', { ...created, category_id: 999_999 });
    expect(Object.keys(badCategory.json().errors)).toEqual(['category_id']);

    const slide = await staff.request('POST', '/slides', { title_ar: 'ش', title_en: 'S', image: '' });
    expect(slide.json().errors.image).toEqual([translate('en', 'validation.imageRequired')]);
    const vision = await staff.request('POST', '/vision-items', {
      title_ar: 'رؤية',
      title_en: 'Vision',
      description_en: '<p>Zeta</p>',
    });
    expect(vision.statusCode, vision.body).toBe(200);
    expect((await staff.request('POST', '/pages', {})).statusCode).toBe(404);
  });

  it('never answers 500 to generated payloads on any resource', async () => {
    const paths = ['/countries', '/cities', '/areas', '/coupons'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            'code',
            'name_ar',
            'name_en',
            'country_id',
            'city_id',
            'shipping_fee',
            'type',
            'amount',
            'starts_at',
            'ends_at',
            'usage_limit',
            'sort_order',
          ),
          fc.oneof(
            fc.string(),
            fc.integer(),
            fc.double(),
            fc.constant(null),
            fc.constant('\u0000'),
            fc.boolean(),
          ),
        ),
        async (path, payload) => {
          const res = await staff.request('POST', path, payload);
          expect([200, 422]).toContain(res.statusCode);
        },
      ),
      { numRuns: 40 },
    );
    for (const query of [
      'page=0',
      'per_page=1000',
      'sort=drop%20table',
      'order=sideways',
      'q=%00',
      'country_id=-1',
    ]) {
      expect((await staff.request('GET', `/cities?${query}`)).statusCode).toBe(422);
    }
  });
});
