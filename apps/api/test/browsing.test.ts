/**
 * The public browsing API on every available database: every answer parsed by the contract's strict
 * schemas (an extra or a missing key fails), the path's language, filters, paging, errors in both languages and bodies in three encodings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { contactMessages, newsletterSubscribers, products as productsTable } from '../src/db/schema.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import type { Fixtures } from './support/fixtures.js';
import { expectShape } from './support/contract.js';

const arabic = /[\u0600-\u06FF]/;

describe.each(backends)('browsing API on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await shop.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as any, headers: res.headers, raw: res };
  };

  describe('settings, home and content', () => {
    it.each(['ar', 'en'] as const)('GET /%s/api/settings answers the settings payload', async (lang) => {
      const { status, body } = await get(`/${lang}/api/settings`);
      expect(status).toBe(200);
      expectShape(apiRoutes.settings.answer, body);
      const root = body.data.categories.find((c: any) => c.id === fx.rootCategoryId);
      expect(root.name).toBe(lang === 'ar' ? 'زيتا ملابس العمل' : 'Zeta Workwear');
      expect(root.has_childs).toBe(true);
      // The inactive child is hidden; the grandchild hangs under the child.
      expect(root.childs.map((c: any) => c.id)).toEqual([fx.childCategoryId]);
      expect(root.childs[0].childs[0]).toMatchObject({
        id: fx.grandchildCategoryId,
        has_childs: false,
        childs: [],
      });
      // Only top-level, non-menu categories; children are nested, never repeated at the top.
      expect(body.data.categories.every((c: any) => c.parent_id === null && c.is_menu === false)).toBe(true);
      expect(body.data.menuCategories.every((c: any) => c.is_menu === true)).toBe(true);
    });

    it('answers the names of the path language', async () => {
      const ar = (await get('/ar/api/settings')).body.data;
      const en = (await get('/en/api/settings')).body.data;
      expect(ar.categories.every((c: any) => arabic.test(c.name))).toBe(true);
      expect(en.categories.some((c: any) => arabic.test(c.name))).toBe(false);
    });

    it.each(['ar', 'en'] as const)('GET /%s/api/home answers sections, intros and sponsors', async (lang) => {
      const { status, body } = await get(`/${lang}/api/home`);
      expect(status).toBe(200);
      const home = expectShape(apiRoutes.home.answer, body).data;
      expect(home.sections.length).toBeGreaterThan(0);
      expect(home.sections.some((section) => section.products.length > 0)).toBe(true);
    });

    it.each(['ar', 'en'] as const)('GET /%s/api/sectionAboutus answers vision items', async (lang) => {
      const { status, body } = await get(`/${lang}/api/sectionAboutus`);
      expect(status).toBe(200);
      expect(expectShape(apiRoutes.aboutItems.answer, body).data.length).toBeGreaterThan(0);
    });

    it('GET page/{id} answers the page in each language and 404 when unknown', async () => {
      const ar = await get(`/ar/api/page/${fx.pageId}`);
      expect(ar.status).toBe(200);
      expectShape(apiRoutes.page.answer, ar.body);
      expect(ar.body.data.title).toBe('زيتا صفحة');
      expect((await get(`/en/api/page/${fx.pageId}`)).body.data.title).toBe('Zeta Page');
      const missingAr = await get('/ar/api/page/424242');
      const missingEn = await get('/en/api/page/424242');
      expect(missingAr.status).toBe(404);
      expect(missingEn.status).toBe(404);
      expectShape(messageAnswerSchema, missingAr.body);
      expect(missingAr.body).toEqual({ message: 'الصفحة غير موجودة' });
      expect(missingEn.body).toEqual({ message: 'Page not found' });
    });
  });

  describe('products', () => {
    it.each(['ar', 'en'] as const)('GET /%s/api/products answers a paged list of cards', async (lang) => {
      const { status, body } = await get(`/${lang}/api/products`);
      expect(status).toBe(200);
      expectShape(apiRoutes.products.answer, body);
      expect(body.data.current_page).toBe(1);
      expect(body.data.per_page).toBe(12);
      expect(body.data.data.length).toBeLessThanOrEqual(12);
      expect(body.data.last_page).toBe(Math.max(1, Math.ceil(body.data.total / 12)));
    });

    it('filters by category including every descendant, hiding inactive products', async () => {
      const root = (await get(`/en/api/products?category_id=${fx.rootCategoryId}`)).body.data;
      expect(root.data.map((p: any) => p.id)).toEqual([fx.suitId, fx.abayaId]);
      expect(root.total).toBe(2);
      const child = (await get(`/en/api/products?category_id=${fx.childCategoryId}`)).body.data;
      expect(child.data.map((p: any) => p.id)).toEqual([fx.suitId]);
      const none = (await get('/en/api/products?category_id=987654')).body.data;
      expect(none).toMatchObject({ data: [], total: 0, last_page: 1, current_page: 1 });
    });

    it('searches Arabic whatever the alef and ta marbuta spelling, English case-insensitively', async () => {
      for (const q of ['بدله اداريه', 'بدلة إدارية', 'اداريه', 'زيتا بدلة']) {
        const { body } = await get(`/ar/api/products?search=${encodeURIComponent(q)}`);
        expect(
          body.data.data.map((p: any) => p.id),
          q,
        ).toContain(fx.suitId);
        expect(
          body.data.data.map((p: any) => p.id),
          q,
        ).not.toContain(fx.kidsId);
      }
      const en = (await get('/en/api/products?search=EXECUTIVE%20suit')).body.data;
      expect(en.data.map((p: any) => p.id)).toEqual([fx.suitId]);
      // LIKE wildcards are literal: "ze_a" must not match "zeta".
      expect((await get('/en/api/products?search=ze_a')).body.data.total).toBe(0);
      expect((await get('/en/api/products?search=%25%25')).status).toBe(200);
      expect((await get('/en/api/products?search=nothing-like-this-exists')).body.data).toMatchObject({
        data: [],
        total: 0,
        last_page: 1,
      });
    });

    it('filters men, women and child products; 0 means no filter', async () => {
      const ids = async (q: string) =>
        (await get(`/en/api/products?category_id=${fx.rootCategoryId}&${q}`)).body.data.data.map(
          (p: any) => p.id,
        );
      expect(await ids('is_men=1')).toEqual([fx.suitId]);
      expect(await ids('is_women=1')).toEqual([fx.abayaId]);
      expect(await ids('is_child=1')).toEqual([]);
      expect(await ids('is_men=0&is_women=0&is_child=0')).toEqual([fx.suitId, fx.abayaId]);
      const kids = (await get(`/en/api/products?category_id=${fx.otherCategoryId}&is_child=1`)).body.data
        .data;
      expect(kids.map((p: any) => p.id)).toEqual([fx.kidsId]);
      const men = (await get('/en/api/products?is_men=1&per_page=50')).body.data.data;
      expect(men.every((p: any) => p.is_men)).toBe(true);
    });

    it('avg_rate=N keeps products rated N or more', async () => {
      const ids = async (n: number) =>
        (await get(`/en/api/products?category_id=${fx.rootCategoryId}&avg_rate=${n}`)).body.data.data.map(
          (p: any) => p.id,
        );
      expect(await ids(5)).toEqual([fx.suitId]);
      expect(await ids(4)).toEqual([fx.suitId, fx.abayaId]);
      expect(await ids(1)).toEqual([fx.suitId, fx.abayaId]);
      const all = (await get('/en/api/products?avg_rate=3&per_page=50')).body.data.data;
      expect(all.every((p: any) => p.avg_rate >= 3)).toBe(true);
    });

    it('pages with per_page, current_page and last_page', async () => {
      const base = `/en/api/products?category_id=${fx.rootCategoryId}&per_page=1`;
      const first = (await get(`${base}&page=1`)).body.data;
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
      expect(first.data.map((p: any) => p.id)).toEqual([fx.suitId]);
      const second = (await get(`${base}&page=2`)).body.data;
      expect(second.data.map((p: any) => p.id)).toEqual([fx.abayaId]);
      const beyond = (await get(`${base}&page=40`)).body.data;
      expect(beyond).toMatchObject({ data: [], current_page: 40, last_page: 2, total: 2 });
      const all = (await get('/en/api/products?per_page=5')).body.data;
      const [counted] = await shop.database.db
        .select({ n: count() })
        .from(productsTable)
        .where(eq(productsTable.isActive, true));
      const n = counted!.n;
      expect(all.total).toBe(n);
      expect(all.last_page).toBe(Math.ceil(n / 5));
    });

    it.each(['ar', 'en'] as const)('GET /%s/api/products/{id} answers the full product', async (lang) => {
      const { status, body } = await get(`/${lang}/api/products/${fx.suitId}`);
      expect(status).toBe(200);
      const p = expectShape(apiRoutes.product.answer, body).data;
      expect(p.name).toBe(lang === 'ar' ? 'زيتا بدلة إدارية' : 'Zeta Executive Suit');
      expect(p.category).toEqual({
        id: fx.grandchildCategoryId,
        name: lang === 'ar' ? 'زيتا بدل' : 'Zeta Suits',
      });
      expect(p.is_men).toBe(true);
      expect(p.avg_rate).toBe(5);
      expect(p.colors_count).toBe(2);
      expect(p.sizes_count).toBe(3);
      expect(p.sizes.map((s: any) => s.name)).toEqual(['s', 'm', 'l']);
      expect(p.pieces.map((t: any) => [t.from, t.to, t.price])).toEqual([
        [10, 49, 99.99],
        [50, 99, 89.5],
        [100, 1000, 75.05],
      ]);
      expect(p.price).toBe(99.99);
      expect(p.pivot_colors[0]).toMatchObject({
        product_id: fx.suitId,
        color_code: '#1f2a44',
        color: { name: lang === 'ar' ? 'زيتا كحلي' : 'Zeta Navy' },
      });
      expect(p.pivot_colors[0]!.color.id).toBe(p.pivot_colors[0]!.color_id);
      expect(p.photos).toHaveLength(2);
      // The hidden review is not shown; names and emails are masked.
      expect(p.rates).toHaveLength(1);
      const [review] = p.rates;
      expect(review!.client.fname).toBe('Ale***ria');
      expect(review!.client.email).not.toContain('alexandria.zeta@example.com');
      expect(review!.client.email.startsWith('ale')).toBe(true);
      // Dates travel as ISO 8601 text.
      expect(new Date(review!.created_at).toISOString()).toBe(review!.created_at);
      expect(JSON.stringify(p)).not.toContain('Zeta hidden');
    });

    it('answers price null for a product without tiers, in the list and the detail', async () => {
      const [row] = await shop.database.db
        .insert(productsTable)
        .values({
          categoryId: fx.otherCategoryId,
          nameAr: 'زيتا بلا سعر',
          nameEn: 'Zeta Unpriced',
          descriptionAr: '',
          descriptionEn: '',
          image: '',
          hoverImage: '',
          searchText: 'zeta unpriced',
          sortOrder: 0,
        })
        .returning({ id: productsTable.id });
      try {
        const detail = expectShape(
          apiRoutes.product.answer,
          (await get(`/en/api/products/${row!.id}`)).body,
        ).data;
        expect(detail).toMatchObject({
          price: null,
          pieces: [],
          pivot_colors: [],
          sizes: [],
          photos: [],
          rates: [],
        });
        const list = expectShape(
          apiRoutes.products.answer,
          (await get(`/en/api/products?search=unpriced`)).body,
        ).data;
        expect(list.data.map((p) => [p.id, p.price])).toEqual([[row!.id, null]]);
      } finally {
        await shop.database.db.delete(productsTable).where(eq(productsTable.id, row!.id));
      }
    });

    it('404s an unknown or inactive product in the path language', async () => {
      for (const id of [999999, fx.inactiveProductId, 2147483647]) {
        const ar = await get(`/ar/api/products/${id}`);
        const en = await get(`/en/api/products/${id}`);
        expect(ar.status).toBe(404);
        expect(ar.body).toEqual({ message: 'المنتج غير موجود' });
        expect(en.status).toBe(404);
        expect(en.body).toEqual({ message: 'Product not found' });
      }
    });

    it('category/{id} answers the category with its childs', async () => {
      const { status, body } = await get(`/en/api/category/${fx.rootCategoryId}`);
      expect(status).toBe(200);
      expectShape(apiRoutes.category.answer, body);
      expect(body.data.name).toBe('Zeta Workwear');
      expect(body.data.childs.map((c: any) => c.name)).toEqual(['Zeta Offices']);
      expect(body.data.childs[0].childs.map((c: any) => c.name)).toEqual(['Zeta Suits']);
      expect((await get(`/ar/api/category/${fx.childCategoryId}`)).body.data.name).toBe('زيتا مكاتب');
      const hidden = await get(`/en/api/category/${fx.hiddenCategoryId}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ message: 'Category not found' });
      expect((await get('/ar/api/category/777777')).body).toEqual({ message: 'القسم غير موجود' });
    });
  });

  describe('blog and geography', () => {
    it.each(['ar', 'en'] as const)('GET /%s/api/blogs answers a paged list', async (lang) => {
      const { status, body } = await get(`/${lang}/api/blogs`);
      expect(status).toBe(200);
      const page = expectShape(apiRoutes.blogs.answer, body).data;
      expect(page.data.length).toBeGreaterThan(0);
      for (const b of page.data) {
        expect(b.excerpt).not.toMatch(/[<>]/);
        expect(b.excerpt.length).toBeLessThanOrEqual(161);
      }
    });

    it('filters blogs by category and search', async () => {
      const byCategory = (await get(`/en/api/blogs?blog_category_id=${fx.blogCategoryId}`)).body.data;
      expect(byCategory.data.map((b: any) => b.id)).toEqual([fx.blogId]);
      expect(byCategory.data[0].excerpt).toMatch(
        /^Zeta Zeta uniforms keep teams looking sharp & consistent\./,
      );
      const search = (await get(`/ar/api/blogs?search=${encodeURIComponent('مقاله')}`)).body.data;
      expect(search.data.map((b: any) => b.id)).toContain(fx.blogId);
      expect(search.data[0].title).toBe('زيتا مقالة عن الزي الموحد');
      const none = (await get('/en/api/blogs?search=zzzz-nothing')).body.data;
      expect(none).toMatchObject({ data: [], total: 0, last_page: 1 });
    });

    it('blogs/{id} answers the article or 404', async () => {
      const { body } = await get(`/en/api/blogs/${fx.blogId}`);
      expectShape(apiRoutes.blog.answer, body);
      expect(body.data).toMatchObject({
        title: 'Zeta article on uniforms',
        is_featured: true,
        category: { name: 'Zeta Blog' },
      });
      expect(await get('/en/api/blogs/555555')).toMatchObject({
        status: 404,
        body: { message: 'Article not found' },
      });
      expect(await get('/ar/api/blogs/555555')).toMatchObject({
        status: 404,
        body: { message: 'المقال غير موجود' },
      });
    });

    it('blog-categories answers id and name', async () => {
      const { body } = await get('/ar/api/blog-categories');
      expectShape(apiRoutes.blogCategories.answer, body);
      const mine = body.data.find((c: any) => c.id === fx.blogCategoryId);
      expect(mine).toEqual({ id: fx.blogCategoryId, name: 'زيتا مدونة' });
    });

    it('countries, cities with shipping fee in SAR, and areas', async () => {
      const countries = expectShape(apiRoutes.countries.answer, (await get('/en/api/countries')).body).data;
      expect(countries).toContainEqual({ id: fx.countryId, name: 'Zetaland' });
      const cities = expectShape(
        apiRoutes.cities.answer,
        (await get(`/ar/api/cities/${fx.countryId}`)).body,
      ).data;
      expect(cities).toEqual([{ id: fx.cityId, name: 'زيتا سيتي', shipping_fee: 25.5 }]);
      const areas = expectShape(apiRoutes.areas.answer, (await get(`/en/api/areas/${fx.cityId}`)).body).data;
      expect(areas).toEqual([{ id: fx.areaId, name: 'Zeta District' }]);
      expect(await get('/en/api/cities/999999')).toMatchObject({
        status: 404,
        body: { message: 'Country not found' },
      });
      expect(await get('/ar/api/areas/999999')).toMatchObject({
        status: 404,
        body: { message: 'المدينة غير موجودة' },
      });
      expect(await get('/en/api/cities/2147483648')).toMatchObject({ status: 422 });
      const bad = await get('/en/api/cities/abc');
      expect(bad.status).toBe(422);
      expectShape(validationErrorAnswerSchema, bad.body);
      expect(Object.keys(bad.body.errors)).toEqual(['countryId']);
    });
  });

  describe('newsletter and contact', () => {
    const encodings = {
      json: (fields: Record<string, string>) => ({ payload: fields }),
      urlencoded: (fields: Record<string, string>) => ({
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      multipart: (fields: Record<string, string>) => {
        const boundary = '----shopTestBoundary7MA4YWxk';
        const parts = Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
        return {
          payload: `${parts.join('')}--${boundary}--\r\n`,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      },
    };
    const post = async (url: string, encoding: keyof typeof encodings, fields: Record<string, string>) => {
      const res = await shop.app.inject({ method: 'POST', url, ...(encodings[encoding](fields) as any) });
      return { status: res.statusCode, body: res.json() as any };
    };

    it.each(['json', 'urlencoded', 'multipart'] as const)(
      'subscribe accepts %s and is idempotent',
      async (encoding) => {
        const email = `zeta-${encoding}@example.com`;
        const first = await post('/en/api/subscribe', encoding, { email });
        expect(first).toEqual({
          status: 200,
          body: { message: 'Subscribed to the newsletter successfully' },
        });
        expectShape(apiRoutes.subscribe.answer, first.body);
        const again = await post('/ar/api/subscribe', encoding, { email });
        expect(again.status).toBe(200);
        expect(again.body.message).toMatch(arabic);
        const rows = await shop.database.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, email));
        expect(rows).toHaveLength(1);
      },
    );

    it('subscribe answers 422 with a translated email error', async () => {
      const en = await post('/en/api/subscribe', 'json', { email: 'not-an-email' });
      const ar = await post('/ar/api/subscribe', 'multipart', { email: 'not-an-email' });
      expect(en.status).toBe(422);
      expect(ar.status).toBe(422);
      expectShape(validationErrorAnswerSchema, en.body);
      expect(Object.keys(en.body.errors)).toEqual(['email']);
      expect(en.body.errors.email[0]).not.toMatch(arabic);
      expect(ar.body.errors.email[0]).toMatch(arabic);
      expect(en.body.errors.email[0]).not.toMatch(/^validation\./);
      const empty = await shop.app.inject({ method: 'POST', url: '/en/api/subscribe' });
      expect(empty.statusCode).toBe(422);
    });

    it.each(['json', 'urlencoded', 'multipart'] as const)(
      'contact accepts %s and stores the message',
      async (encoding) => {
        const fields = {
          first_name: 'Zeta',
          last_name: encoding,
          email: 'zeta.contact@example.com',
          phone: '0501234567',
          message: `Zeta question sent as ${encoding}`,
        };
        const res = await post('/en/api/contact', encoding, fields);
        expect(res).toEqual({ status: 200, body: { message: 'Message sent successfully' } });
        expectShape(apiRoutes.contact.answer, res.body);
        const rows = await shop.database.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.lastName, encoding));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ firstName: 'Zeta', phone: '0501234567', lang: 'en' });
      },
    );

    it('contact answers 422 with field errors in the path language', async () => {
      const en = await post('/en/api/contact', 'json', { first_name: '', email: 'x', phone: '12' });
      const ar = await post('/ar/api/contact', 'urlencoded', { first_name: '', email: 'x', phone: '12' });
      expect(en.status).toBe(422);
      expect(Object.keys(en.body.errors).sort()).toEqual([
        'email',
        'first_name',
        'last_name',
        'message',
        'phone',
      ]);
      expect(en.body.message).toBe('The given data was invalid');
      expect(ar.body.message).toMatch(arabic);
      expect(ar.body.errors.phone[0]).toMatch(arabic);
      expect(en.body.errors.phone[0]).not.toMatch(arabic);
    });
  });

  describe('errors', () => {
    it('unknown routes answer 404 JSON in the path language; unknown languages 404', async () => {
      const ar = await get('/ar/api/nothing-here');
      const en = await get('/en/api/nothing-here');
      expect(ar.status).toBe(404);
      expect(en.status).toBe(404);
      expect(ar.body.message).toMatch(arabic);
      expect(en.body.message).toBe(
        "We couldn't find the page you're looking for. It may have been moved or deleted.",
      );
      expect((await get('/fr/api/products')).status).toBe(404);
      expect((await get('/api/products')).status).toBe(404);
    });

    it.each([
      ['/en/api/products?page=abc', 'page'],
      ['/en/api/products?page=0', 'page'],
      ['/en/api/products?page=1.5', 'page'],
      ['/en/api/products?per_page=abc', 'per_page'],
      ['/en/api/products?per_page=100000', 'per_page'],
      ['/en/api/products?category_id=-1', 'category_id'],
      ['/en/api/products?category_id=abc', 'category_id'],
      ['/en/api/products?avg_rate=9', 'avg_rate'],
      ['/en/api/products?is_men=maybe', 'is_men'],
      ['/en/api/products?page=99999999999999999999999', 'page'],
      ['/en/api/blogs?page=abc', 'page'],
      ['/en/api/blogs?blog_category_id=x', 'blog_category_id'],
      ['/en/api/products/abc', 'id'],
      ['/en/api/products/-4', 'id'],
      ['/en/api/products/1e3', 'id'],
      ['/en/api/category/abc', 'id'],
      ['/en/api/page/abc', 'id'],
      ['/en/api/blogs/abc', 'id'],
      ['/en/api/areas/abc', 'cityId'],
    ])('%s answers 422 naming %s', async (url, field) => {
      const en = await get(url);
      expect(en.status).toBe(422);
      expect(en.body.message).toBe('The given data was invalid');
      expect(Object.keys(en.body.errors)).toContain(field);
      expect(en.body.errors[field][0]).not.toMatch(/^validation\./);
      const ar = await get(url.replace('/en/', '/ar/'));
      expect(ar.status).toBe(422);
      expect(ar.body.errors[field][0]).toMatch(arabic);
    });

    it('huge ids never reach the database as overflowing integers', async () => {
      for (const url of [
        '/en/api/products/99999999999999999999',
        '/en/api/products/2147483648',
        '/en/api/category/9007199254740993',
        '/en/api/cities/2147483648',
      ]) {
        const res = await get(url);
        expect([200, 404, 422], url).toContain(res.status);
      }
    });

    it('malformed bodies answer 4xx, never 500', async () => {
      const badJson = await shop.app.inject({
        method: 'POST',
        url: '/en/api/subscribe',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ message: 'Bad request' });
      const unsupported = await shop.app.inject({
        method: 'POST',
        url: '/ar/api/contact',
        headers: { 'content-type': 'text/xml' },
        payload: '<x/>',
      });
      expect(unsupported.statusCode).toBe(415);
      expect(unsupported.json().message).toMatch(arabic);
      const tooBig = await shop.app.inject({
        method: 'POST',
        url: '/en/api/contact',
        payload: { message: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(tooBig.statusCode).toBe(413);
      const brokenMultipart = await shop.app.inject({
        method: 'POST',
        url: '/en/api/subscribe',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        payload: '--zzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
      });
      expect(brokenMultipart.statusCode).toBeGreaterThanOrEqual(400);
      expect(brokenMultipart.statusCode).toBeLessThan(500);
    });

    it('a loop of bad inputs never answers 500', async () => {
      const values = [
        '',
        'abc',
        '-1',
        '0',
        '1.5',
        '1e99',
        '99999999999999999999',
        'NaN',
        'Infinity',
        '%00',
        "'; drop table products;--",
        '<script>',
        '[]',
        '{}',
        'null',
        '٣',
        '   ',
        '%25',
        '_',
      ];
      const routes = ['products/', 'category/', 'page/', 'blogs/', 'cities/', 'areas/'];
      const queries = [
        'products?page=',
        'products?per_page=',
        'products?category_id=',
        'products?search=',
        'products?is_men=',
        'products?avg_rate=',
        'blogs?page=',
        'blogs?search=',
        'blogs?blog_category_id=',
      ];
      const failures: string[] = [];
      for (const lang of ['ar', 'en']) {
        for (const v of values) {
          const enc = encodeURIComponent(v);
          for (const url of [
            ...routes.map((r) => `/${lang}/api/${r}${enc}`),
            ...queries.map((q) => `/${lang}/api/${q}${enc}`),
          ]) {
            const res = await shop.app.inject({ method: 'GET', url });
            if (res.statusCode >= 500) failures.push(`${url} → ${res.statusCode}`);
          }
          for (const [path, field] of [
            ['subscribe', 'email'],
            ['contact', 'phone'],
          ] as const) {
            for (const payload of [{ [field]: v }, [v], v, { [field]: [v, v] }, { [field]: { nested: v } }]) {
              const res = await shop.app.inject({
                method: 'POST',
                url: `/${lang}/api/${path}`,
                payload: payload as any,
              });
              if (res.statusCode >= 500)
                failures.push(`POST ${path} ${JSON.stringify(payload)} → ${res.statusCode}`);
            }
          }
        }
        // Repeated query keys arrive as arrays.
        const repeated = await shop.app.inject({
          method: 'GET',
          url: `/${lang}/api/products?page=1&page=2&search=a&search=b`,
        });
        if (repeated.statusCode >= 500) failures.push(`repeated keys → ${repeated.statusCode}`);
      }
      expect(failures).toEqual([]);
    });
  });

  describe('efficiency', () => {
    it('the number of SQL queries of a product page does not grow with its size', async () => {
      const measure = async (url: string) => {
        shop.counter.reset();
        const res = await get(url);
        expect(res.status).toBe(200);
        return { queries: shop.counter.count, items: res.body.data.data?.length ?? 0 };
      };
      const small = await measure('/en/api/products?per_page=12');
      const large = await measure('/en/api/products?per_page=50');
      expect(large.items).toBeGreaterThan(small.items);
      expect(large.queries).toBe(small.queries);
      // The page with its colours, sizes and tiers is one statement; the total is a second one.
      expect(small.queries).toBeLessThanOrEqual(2);
      const deep = await measure('/en/api/products?per_page=50&page=2');
      expect(deep.queries).toBe(large.queries);
      const detail = await measure(`/en/api/products/${fx.suitId}`);
      expect(detail.queries).toBeLessThanOrEqual(3);
      const home = await measure('/en/api/home');
      expect(home.queries).toBeLessThanOrEqual(4);
    });
  });
});
