/**
 * Search engines and sharing, from the storefront's server render: every page's HTML carries its
 * language, title, description, canonical and hreflang links, Open Graph tags and JSON-LD (Product
 * with an AggregateOffer from the price tiers, BlogPosting) and its first screen (the product's
 * name and tier prices, the listings, the article); a missing record or an unknown path answers
 * 404 with the storefront's not-found page; /sitemap.xml and /robots.txt list the shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import type { Database } from '../src/db/client.js';
import { requestLang } from '../src/features/web/index.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { sourceStorefront } from './support/storefront.js';

const ORIGIN = 'https://shop.example';

interface Ids {
  categoryId: number;
  parentCategoryId: number;
  productId: number;
  inactiveProductId: number;
  blogId: number;
}

async function fill(database: Database): Promise<Ids> {
  const db = database.db;
  await db.insert(t.settings).values({
    id: 1,
    appNameAr: 'متجر سيو',
    appNameEn: 'Seo Shop',
    aboutAr: '<p>نبذة عن المتجر</p>',
    aboutEn: '<p>About the <b>shop</b></p>',
    logo: '/media/brand/logo-640.webp',
  });
  const [parent] = await db
    .insert(t.categories)
    .values({ nameAr: 'ملابس طبية', nameEn: 'Medical wear' })
    .returning();
  const [category] = await db
    .insert(t.categories)
    .values({
      parentId: parent!.id,
      nameAr: 'سكراب',
      nameEn: 'Scrubs',
      descAr: 'سكراب طبي مريح',
      descEn: 'Comfortable medical scrubs',
      image: 'categories/scrubs',
    })
    .returning();
  const [product] = await db
    .insert(t.products)
    .values({
      categoryId: category!.id,
      nameAr: 'سكراب قطني',
      nameEn: 'Cotton scrub',
      descriptionAr: '<p>سكراب من القطن</p>',
      descriptionEn: '<p>A cotton scrub &amp; trousers set for <strong>clinics</strong>.</p>',
      // As the API stores it (the storefront builds its srcset from the -640 URL).
      image: '/media/products/scrub-1-640.webp',
      avgRate: 4.5,
      ratesCount: 2,
    })
    .returning();
  await db.insert(t.priceTiers).values([
    { productId: product!.id, fromQty: 10, toQty: 49, priceHalalas: 5000 },
    { productId: product!.id, fromQty: 50, toQty: 199, priceHalalas: 4550 },
    { productId: product!.id, fromQty: 200, toQty: 1000, priceHalalas: 3999 },
  ]);
  const [inactive] = await db
    .insert(t.products)
    .values({ categoryId: category!.id, nameAr: 'مخفي', nameEn: 'Hidden', isActive: false })
    .returning();
  // The hero's first slide is the lowest sort order among the active ones, not the first inserted.
  await db.insert(t.introSlides).values([
    { image: '/media/slides/second-640.webp', titleAr: 'ب', titleEn: 'B', sortOrder: 2 },
    { image: '/media/slides/first-640.webp', titleAr: 'أ', titleEn: 'A', sortOrder: 1 },
    { image: '/media/slides/hidden-640.webp', titleAr: 'ج', titleEn: 'C', sortOrder: 0, isActive: false },
  ]);
  const [blogCategory] = await db
    .insert(t.blogCategories)
    .values({ nameAr: 'نصائح', nameEn: 'Tips' })
    .returning();
  const [blog] = await db
    .insert(t.blogPosts)
    .values({
      categoryId: blogCategory!.id,
      titleAr: 'كيف تختار الزي',
      titleEn: 'Choosing uniforms </script><script>alert(1)</script>',
      contentAr: '<p>محتوى المقال</p>',
      contentEn: '<p>How to choose uniforms for your team.</p>',
      image: 'blog/choosing',
      createdAt: new Date('2025-03-04T10:00:00Z'),
    })
    .returning();
  await db.insert(t.pages).values([
    {
      id: 1,
      slug: 'about',
      titleAr: 'من نحن',
      titleEn: 'About',
      contentAr: '<p>قصتنا</p>',
      contentEn: '<p>Our story</p>',
    },
    {
      id: 2,
      slug: 'policy',
      titleAr: 'سياسة الخصوصية',
      titleEn: 'Privacy Policy',
      contentAr: '<p>خصوصية</p>',
      contentEn: '<p>Privacy</p>',
    },
    {
      id: 3,
      slug: 'terms',
      titleAr: 'الشروط والأحكام',
      titleEn: 'Terms of use',
      contentAr: '<p>شروط</p>',
      contentEn: '<p>Terms text</p>',
    },
  ]);
  return {
    categoryId: category!.id,
    parentCategoryId: parent!.id,
    productId: product!.id,
    inactiveProductId: inactive!.id,
    blogId: blog!.id,
  };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe.each(backends)('SEO on $name', (backend) => {
  let shop: TestShop;
  let ids: Ids;

  beforeAll(async () => {
    shop = await startTestShop(
      backend,
      async (database) => {
        ids = await fill(database);
      },
      { PUBLIC_URL: ORIGIN, SEED_DEMO: 'false', PAGE_CACHE_MS: '0' },
      { storefront: await sourceStorefront() },
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  const page = async (url: string, headers: Record<string, string> = {}, status = 200) => {
    const res = await shop.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res.body;
  };

  it('writes the product page in Arabic by default, with a Product offer from the tiers', async () => {
    const html = await page(`/product/${ids.productId}`);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('<title>سكراب قطني | متجر سيو</title>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe('سكراب من القطن');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/product/${ids.productId}`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="${ORIGIN}/product/${ids.productId}?lang=en"/>`,
    );
    expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${ORIGIN}/product/${ids.productId}"/>`);
    expect(html).toContain('<link rel="alternate" hrefLang="x-default"');
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="og:locale" content="ar_SA"/>');
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${ORIGIN}/media/products/scrub-1-1280.webp`,
    );
    // One title; the first screen is in the HTML: the name, the tier prices, the boot script (and
    // the entry it loads, named in the page's state).
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>سكراب قطني<\/h1>/);
    for (const price of ['50.00', '45.50', '39.99']) expect(html).toContain(price);
    expect(html).toContain('src="/src/boot.ts"');
    expect(html).toContain('"entry":"/src/entry-client.tsx"');

    const [product] = jsonLd(html);
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe('سكراب قطني');
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'SAR',
      lowPrice: 39.99,
      highPrice: 50,
      offerCount: 3,
    });
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it('answers English with ?lang=en or the lang cookie', async () => {
    for (const [url, headers] of [
      [`/product/${ids.productId}?lang=en`, {}],
      [`/product/${ids.productId}`, { cookie: 'theme=x; lang=en' }],
    ] as const) {
      const html = await page(url, headers);
      expect(html).toContain('<html lang="en" dir="ltr"');
      expect(html).toContain('<title>Cotton scrub | Seo Shop</title>');
      expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
        'A cotton scrub &amp; trousers set for clinics.',
      );
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
        `${ORIGIN}/product/${ids.productId}?lang=en`,
      );
      expect(html).toContain('<meta property="og:locale" content="en_US"/>');
    }
    // ?lang= beats the cookie.
    expect(await page(`/product/${ids.productId}?lang=ar`, { cookie: 'lang=en' })).toContain(
      '<html lang="ar" dir="rtl"',
    );
  });

  it('writes a BlogPosting whose text cannot close the script element', async () => {
    const html = await page(`/blogs/${ids.blogId}?lang=en`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
    const [posting] = jsonLd(html);
    expect(posting['@type']).toBe('BlogPosting');
    expect(posting.headline).toBe('Choosing uniforms </script><script>alert(1)</script>');
    expect(posting.datePublished).toBe('2025-03-04T10:00:00.000Z');
    expect(posting.articleSection).toBe('Tips');
    expect(posting.inLanguage).toBe('en');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    // The title is HTML-escaped.
    expect(html).toContain(
      '<title>Choosing uniforms &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Seo Shop</title>',
    );
  });

  it('titles the static pages and the categories', async () => {
    expect(await page('/about?lang=en')).toContain('<title>About Us | Seo Shop</title>');
    expect(await page('/terms?lang=en')).toContain('<title>Terms of use | Seo Shop</title>');
    expect(await page('/Policy')).toContain('<title>سياسة الخصوصية | متجر سيو</title>');
    expect(await page('/contact?lang=en')).toContain('<title>Contact Us | Seo Shop</title>');
    const home = await page('/?lang=en');
    expect(home).toContain('<title>Wholesale uniforms and workwear | Seo Shop</title>');
    expect(attr(home, /<meta name="description" content="([^"]*)"/)).toBe('About the shop');
    expect(jsonLd(home).map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    const category = await page(`/Product-category/${ids.categoryId}/Scrubs?lang=en`);
    expect(category).toContain('<title>Scrubs | Seo Shop</title>');
    expect(attr(category, /<meta name="description" content="([^"]*)"/)).toBe('Comfortable medical scrubs');
    expect(await page(`/category/saudi/${ids.parentCategoryId}/x`)).toContain(
      '<title>ملابس طبية | متجر سيو</title>',
    );
  });

  it('keeps private, unknown and missing pages out of the index', async () => {
    for (const url of ['/cart', '/checkout', '/account/orders', '/auth']) {
      expect(await page(url)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    expect(await page('/403?lang=en')).toContain('<title>Error | Seo Shop</title>');
  });

  it("answers 404 with the storefront's not-found page for a path that names no page", async () => {
    for (const url of [
      '/product/999999',
      `/product/${ids.inactiveProductId}`,
      '/product/abc',
      '/blogs/424242',
      '/Product-category/999999/x',
      '/category/999999/x',
      '/no/such/page',
      '/bill',
    ]) {
      // Not a soft 404: crawlers must drop the URL, and the shell still renders the page.
      const html = await page(`${url}?lang=en`, {}, 404);
      expect(html, url).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      if (url === '/no/such/page' || url === '/bill')
        expect(html).toContain('<title>Oops! Page Not Found | Seo Shop</title>');
      expect(html).toContain('src="/src/boot.ts"');
      expect(jsonLd(html)).toEqual([]);
    }
    // A list the API refuses to read is not a missing page: the browser asks again and says why.
    for (const url of ['/shop?page=999999999999', '/shop?search=%00', '/blogs?page=99999999999']) {
      expect((await shop.app.inject(url)).statusCode, url).toBe(200);
    }
    // HEAD answers like GET; API paths and missing files keep their JSON 404.
    expect((await shop.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
    const api = await shop.app.inject('/en/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect((await shop.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('builds category canonicals from the id and the stored name, encoded once, as the sitemap does', async () => {
    // The parent's stored name has a space: one '-' in the URL, never %20, whatever name was asked for.
    const parentPath = `/category/${ids.parentCategoryId}/${encodeURIComponent('ملابس-طبية')}`;
    const childPath = `/Product-category/${ids.categoryId}/${encodeURIComponent('سكراب')}`;
    for (const [url, canonical] of [
      [`/category/${ids.parentCategoryId}/x`, parentPath],
      [`/category/made-in-saudi/${ids.parentCategoryId}/${encodeURIComponent('ملابس طبية')}`, parentPath],
      [`/Product-category/${ids.categoryId}`, childPath],
      [`/Product-category/${ids.categoryId}/Scrubs`, childPath],
    ] as const) {
      const html = await page(url);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), url).toBe(`${ORIGIN}${canonical}`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}${canonical}?lang=en"/>`);
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${ORIGIN}${canonical}`);
      const english = await page(`${url}${url.includes('?') ? '&' : '?'}lang=en`);
      expect(attr(english, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}${canonical}?lang=en`);
    }
    const xml = (await shop.app.inject('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${ORIGIN}${parentPath}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}${childPath}</loc>`);
    expect(xml).not.toContain('%20');
  });

  it('lists every product, category, article and page in /sitemap.xml', async () => {
    const res = await shop.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const p of ['/', '/shop', '/brands', '/blogs', '/about', '/contact', '/terms', '/Policy']) {
      expect(xml).toContain(`<loc>${ORIGIN}${p}</loc>`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/product/${ids.productId}</loc>`);
    expect(xml).not.toContain(`/product/${ids.inactiveProductId}<`);
    expect(xml).toContain(`<loc>${ORIGIN}/blogs/${ids.blogId}</loc>`);
    expect(xml).toContain(
      `<loc>${ORIGIN}/Product-category/${ids.categoryId}/${encodeURIComponent('سكراب')}</loc>`,
    );
    expect(xml).toContain(`<loc>${ORIGIN}/category/${ids.parentCategoryId}/`);
    expect(xml).toContain(`hreflang="en" href="${ORIGIN}/product/${ids.productId}?lang=en"`);
    expect(xml.match(/<url>/g)!.length).toBe(8 + 2 + 1 + 1);
  });

  it('answers /robots.txt pointing at the sitemap', async () => {
    const res = await shop.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /checkout');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the page language', () => {
  it('comes from ?lang= then the cookie, Arabic by default', () => {
    expect(requestLang('/x?lang=en', {})).toBe('en');
    expect(requestLang('/x', { a: '1', lang: 'en' })).toBe('en');
    expect(requestLang('/x?lang=fr', { lang: 'de' })).toBe('ar');
    expect(requestLang('/x?lang=ar', { lang: 'en' })).toBe('ar');
  });
});
