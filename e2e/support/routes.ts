/**
 * Every storefront route a visitor can open (docs/product.md, Screens and routes), with real ids from the seeded shop, for the
 * accessibility scan and the screenshots. `/cart` appears twice: empty, and with items.
 */
import type { Page } from 'playwright-core';
import type { Lang } from './browser';
import { api, findProduct, storedCart, tiersOf } from './shop';
import { settle } from './app';

export interface ShopRoute {
  /** File-name friendly name. */
  name: string;
  path: string;
  /** Fill the stored cart before opening the route. */
  withCart?: boolean;
}

export async function shopRoutes(lang: Lang): Promise<ShopRoute[]> {
  const settings = await api(lang, 'settings');
  const parent =
    settings.categories.find((c) => c.has_childs && c.childs.length > 0) ?? settings.categories[0]!;
  const leaf = parent.childs[0] ?? parent;
  const blogs = await api(lang, 'blogs');
  const blog = blogs.data[0];
  if (!blog) throw new Error('the seed has no blog post');
  const product = await findProduct(lang, { colors: 2, sizes: 2, tiers: 2 });
  const name = (text: string) => encodeURIComponent(text);
  return [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'blogs', path: '/blogs' },
    { name: 'blog-post', path: `/blogs/${blog.id}` },
    { name: 'contact', path: '/contact' },
    { name: 'shop', path: '/shop' },
    { name: 'brands', path: '/brands' },
    { name: 'category', path: `/category/${parent.id}/${name(parent.name)}` },
    { name: 'product-category', path: `/Product-category/${leaf.id}/${name(leaf.name)}` },
    { name: 'product', path: `/product/${product.id}` },
    { name: 'cart-empty', path: '/cart' },
    { name: 'cart-items', path: '/cart', withCart: true },
    { name: 'terms', path: '/terms' },
    { name: 'policy', path: '/Policy' },
    { name: 'forbidden', path: '/403' },
    { name: 'not-found', path: '/this-page-does-not-exist' },
  ];
}

/** A cart of two products with quantities across colours and sizes, one of them in a discounted tier. */
export async function sampleCart(lang: Lang): Promise<string> {
  const first = await findProduct(lang, { colors: 2, sizes: 2, tiers: 2 });
  const second = await findProduct(lang, { colors: 1, sizes: 1, tiers: 1 }, [first.id]);
  const t1 = tiersOf(first);
  const t2 = tiersOf(second);
  const q1 = t1[1]!.from;
  return storedCart([
    {
      product: first,
      quantities: [
        { colorId: first.pivot_colors[0]!.id, sizeId: first.sizes[0]!.id, quantity: Math.ceil(q1 / 2) },
        { colorId: first.pivot_colors[1]!.id, sizeId: first.sizes[1]!.id, quantity: Math.floor(q1 / 2) },
      ],
    },
    {
      product: second,
      quantities: [
        { colorId: second.pivot_colors[0]!.id, sizeId: second.sizes[0]!.id, quantity: t2[0]!.from },
      ],
    },
  ]);
}

/**
 * Opens a route in `page` with the stored cart set as the route wants it (filled or empty), and
 * waits until it has settled.
 */
export async function openRoute(page: Page, route: ShopRoute, cart: string) {
  const value = route.withCart ? cart : JSON.stringify({ items: [] });
  const current = await page
    .evaluate(() => (location.protocol.startsWith('http') ? localStorage.getItem('cart') : null))
    .catch(() => null);
  if (current !== value) {
    // The cart store reads storage at start-up: write it from a page of the shop, then navigate.
    if (!page.url().startsWith('http')) await page.goto('/403', { waitUntil: 'domcontentloaded' });
    await page.evaluate((v) => localStorage.setItem('cart', v), value);
  }
  await page.goto(route.path, { waitUntil: 'domcontentloaded' });
  await settle(page);
  if (route.withCart) await page.getByTestId('cart-summary').waitFor();
}
