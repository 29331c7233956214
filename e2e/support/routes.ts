/**
 * Every storefront route a visitor can open (docs/product.md, Screens and routes), with real ids from the seeded shop, for the
 * accessibility scan and the screenshots. `/cart` appears twice: empty, and with items.
 */
import type { Page } from 'playwright-core';
import type { OrderCreated, OrderDetail, Product, SavedAddress, Session } from '@shop/contract';
import { baseURL, type Lang } from './browser';
import { api, findProduct, storedCart, tiersOf } from './shop';
import { settle } from './app';
import { waitForCode } from './mailbox';

export interface ShopRoute {
  /** File-name friendly name. */
  name: string;
  path: string;
  /** Fill the stored cart before opening the route. */
  withCart?: boolean;
  /** Open it signed in as the journeys' customer (a token in the `token` cookie). */
  token?: string;
  /** A test id the settled page shows. */
  waitFor?: string;
}

/** POST `/{lang}/api/{path}` with a JSON body; the answer's data. */
export async function post<T>(
  lang: Lang,
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseURL()}/${lang}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Signs up through the API as the storefront does: the form, then the code the shop mails to the
 * address (read from the journeys' mailbox). Answers the new session.
 */
export async function signUpByApi(
  lang: Lang,
  body: { fname: string; lname: string; email: string; phone: string; password: string },
): Promise<Session> {
  await post(lang, 'signup', body);
  const otp = await waitForCode(body.email, 'signup');
  return post<Session>(lang, 'signup/confirm', { email: body.email, otp });
}

/** A customer signed up through the API with one bank-transfer order: their token, email and order. */
export interface CustomerWithOrder {
  token: string;
  email: string;
  orderId: number;
}

/** The order's quantities: the first tier's least, spread over up to two colours and two sizes. */
function spread(product: Product): { color_id: number; sizes: { size_id: number; quantity: number }[] }[] {
  const least = tiersOf(product)[0]!.from;
  const [c0, c1] = product.pivot_colors;
  const [s0, s1] = product.sizes;
  const part = Math.floor(least / 3);
  if (!c1 || !s1 || part < 1) return [{ color_id: c0!.id, sizes: [{ size_id: s0!.id, quantity: least }] }];
  return [
    {
      color_id: c0!.id,
      sizes: [
        { size_id: s0!.id, quantity: least - 2 * part },
        { size_id: s1.id, quantity: part },
      ],
    },
    { color_id: c1.id, sizes: [{ size_id: s0!.id, quantity: part }] },
  ];
}

/**
 * A customer of the seeded shop: signed up through the API (ordering in `lang`), with a company
 * and VAT number (unless `individual`), a delivery address and one bank-transfer order of a
 * product with at least `want` colours and sizes (for its bill, and for staff to handle).
 */
export async function customerWithOrder(
  lang: Lang,
  want: { colors: number; sizes: number } = { colors: 1, sizes: 1 },
  { individual = false }: { individual?: boolean } = {},
): Promise<CustomerWithOrder> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  const email = `routes.${lang}.${stamp}@example.com`;
  const phone = `05${stamp}`;
  const { token } = await signUpByApi(lang, {
    fname: 'Huda',
    lname: 'Alharbi',
    email,
    phone,
    password: 'routes-password-1',
  });
  await post(
    lang,
    'update/profile',
    {
      fname: 'Huda',
      lname: 'Alharbi',
      email,
      phone,
      ...(individual ? {} : { company_name: 'Alharbi Catering', vat_number: '300000000000003' }),
    },
    token,
  );
  const country = (await api(lang, 'countries'))[0]!;
  const city = (await api(lang, `cities/${country.id}`))[0]!;
  const area = (await api(lang, `areas/${city.id}`))[0]!;
  const address = await post<SavedAddress>(
    lang,
    'addresses',
    {
      name: 'Head office',
      country_id: country.id,
      city_id: city.id,
      area_id: area.id,
      address: 'Prince Sultan Road',
      // A national address: the buyer has a VAT number, so the order gets a standard tax invoice.
      building: '2929',
      postal_code: '12345',
      additional_number: '7788',
      floor: '2',
      apartment: '4',
      note: '',
    },
    token,
  );
  const product = await findProduct(lang, { ...want, tiers: 1 });
  const order = await post<OrderCreated>(
    lang,
    'orders',
    {
      payment_method: 0,
      address_id: address.id,
      coupon_code: null,
      products: [{ product_id: product.id, colors: spread(product) }],
    },
    token,
    { 'idempotency-key': `routes-${lang}-${stamp}` },
  );
  return { token, email, orderId: order.id };
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
  const { token, orderId } = await customerWithOrder(lang);
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
    { name: 'auth', path: '/auth', waitFor: 'signup-form' },
    { name: 'reset-password', path: '/auth/reset-password', waitFor: 'reset-step-email' },
    { name: 'account', path: '/account', token },
    { name: 'account-orders', path: '/account/orders', token, waitFor: 'orders-table' },
    { name: 'account-address', path: '/account/address', token, waitFor: 'address-form' },
    { name: 'account-new-address', path: '/account/address/new', token, waitFor: 'address-form' },
    { name: 'account-profile', path: '/account/profile', token },
    { name: 'account-password', path: '/account/change-password', token },
    { name: 'account-downloads', path: '/account/downloads', token },
    { name: 'checkout', path: '/checkout', token, withCart: true, waitFor: 'checkout-summary' },
    { name: 'bill', path: `/bill/${orderId}`, token, waitFor: 'zatca-qr' },
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
  // Signed in only where the route wants it (/auth sends a signed-in customer home).
  const context = page.context();
  if (route.token) await context.addCookies([{ name: 'token', value: route.token, url: baseURL() }]);
  else await context.clearCookies({ name: 'token' });
  await page.goto(route.path, { waitUntil: 'domcontentloaded' });
  await settle(page);
  const ready = route.waitFor ?? (route.withCart ? 'cart-summary' : undefined);
  // Attached, not visible: some parts show only at one width (the orders table, or its cards on phones).
  if (ready) await page.getByTestId(ready).first().waitFor({ state: 'attached' });
}

/** The customer's order as the storefront answers it in `lang` (names in that language). */
export async function customerOrder(lang: Lang, customer: CustomerWithOrder): Promise<OrderDetail> {
  const response = await fetch(`${baseURL()}/${lang}/api/orders/${customer.orderId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  return ((await response.json()) as { data: OrderDetail }).data;
}
