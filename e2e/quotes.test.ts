/**
 * A request for quotation end to end, in both languages: a business buyer with more pieces in the
 * cart than they want to pay the tier price for asks for a quote from the cart (Arabic on a phone,
 * English on a desktop); staff open it in the dashboard, price each line below the tiers and send
 * it with a validity day; the buyer reads the quoted prices in the account, orders at them by card
 * and pays on the sandbox page; the bill charges the quoted prices, the quote links its order, and
 * the dashboard shows it ordered. Screenshots `quote-{lang}-{width}.png`, `admin-quote-{lang}.png`.
 * A buyer also puts their logo on an ordinary cart order at the product's logo price, and answers
 * staff's request for changes with a new file from the bill (`checkout-logo-…`, `bill-logo-…`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { OrderDetail, Product, Quote } from '@shop/contract';
import { shopDay } from '@shop/domain';
import { openSignedIn, OWNER, settledAdmin, staffApi, type StaffApi } from './support/admin';
import { settle, visit } from './support/app';
import {
  baseURL,
  DESKTOP,
  launchBrowser,
  openContext,
  PHONE,
  screenshot,
  type Lang,
} from './support/browser';
import { customerWithOrder, type CustomerWithOrder } from './support/routes';
import { findProduct, storedCart, tiersOf } from './support/shop';

const SEND: Record<Lang, string> = { ar: 'إرسال عرض السعر', en: 'Send the quote' };
const APPROVE: Record<Lang, string> = { ar: 'اعتماد الشعار', en: 'Approve the logo' };

let browser: Browser;
let owner: StaffApi;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await staffApi(OWNER);
});

afterAll(async () => {
  await browser?.close();
});

async function customerGet<T>(lang: Lang, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL()}/${lang}/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function waitForPath(page: Page, pattern: RegExp) {
  await page.waitForURL((url) => pattern.test(url.pathname + url.search), { timeout: 60_000 });
}

describe.each<[Lang, typeof PHONE]>([
  ['ar', PHONE],
  ['en', DESKTOP],
])('a request for quotation (%s)', (lang, viewport) => {
  let buyer: CustomerWithOrder;
  let product: Product;
  let context: BrowserContext;
  let page: Page;
  let quoteId: number;
  /** Staff's price of one piece: two riyals below the tier's. */
  let quotedPrice: number;
  const pieces = { first: 0, second: 0 };

  beforeAll(async () => {
    buyer = await customerWithOrder(lang);
    product = await findProduct(lang, { colors: 1, sizes: 2, tiers: 1 });
    const least = tiersOf(product)[0]!.from;
    pieces.first = least;
    pieces.second = least;
    context = await openContext(browser, lang, viewport);
    await context.addCookies([{ name: 'token', value: encodeURIComponent(buyer.token), url: baseURL() }]);
    await context.addInitScript(
      (cart) => {
        if (!localStorage.getItem('cart')) localStorage.setItem('cart', cart);
      },
      storedCart([
        {
          product,
          quantities: [
            { colorId: product.pivot_colors[0]!.id, sizeId: product.sizes[0]!.id, quantity: pieces.first },
            { colorId: product.pivot_colors[0]!.id, sizeId: product.sizes[1]!.id, quantity: pieces.second },
          ],
        },
      ]),
    );
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('asks for a quote from the cart and keeps the cart', async () => {
    await visit(page, '/cart');
    await page.getByTestId('cart-quote').click();
    const form = page.getByTestId('quote-form');
    await form.waitFor();
    await form
      .locator('textarea')
      .fill(lang === 'ar' ? 'شعار المنشأة مطرز على الصدر' : 'Our logo embroidered on the chest');
    // The company's logo for the product, on the back: uploaded at once, its preview shown.
    const logo = form.getByTestId('line-logo').first();
    await logo.getByTestId('line-logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 240, height: 120, channels: 3, background: '#0a7f5a' } })
        .png()
        .toBuffer(),
    });
    await logo.getByTestId('line-logo-placement').selectOption('back');
    const preview = logo.locator('[data-testid="artwork"] img');
    await expect
      .poll(
        async () =>
          (await preview.count()) === 1 && preview.evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await form.locator('button[type="submit"]').click();
    await waitForPath(page, /^\/account\/quotes\/\d+$/);
    await settle(page);
    quoteId = Number(new URL(page.url()).pathname.split('/').pop());
    const quote = await customerGet<Quote>(lang, buyer.token, `quotes/${quoteId}`);
    expect(quote).toMatchObject({
      status: 'requested',
      pieces: pieces.first + pieces.second,
      subtotal: null,
    });
    expect(quote.lines[0]!.artwork).toMatchObject({
      placement: 'back',
      content_type: 'image/png',
      has_preview: true,
    });
    await expect.poll(() => page.getByTestId('quote-line').count()).toBe(1);
    // The cart still holds the pieces: the buyer may order at the tier prices meanwhile.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}').items).toHaveLength(
      1,
    );
  });

  it('is priced below the tiers and sent by staff from the dashboard', async () => {
    const admin = await openSignedIn(browser, lang, DESKTOP, owner);
    try {
      await admin.goto(`/admin/quotes/${quoteId}/show`);
      await settledAdmin(admin);
      const tier = tiersOf(product)[0]!.price;
      quotedPrice = tier - 2;
      const inputs = admin.locator('[data-testid^="quote-price-"]');
      await expect.poll(() => inputs.count()).toBe(1);
      // Staff see the buyer's logo, drawn, beside the line they price.
      const artwork = admin.getByTestId('line-artwork').locator('img');
      await expect
        .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await inputs.first().fill(String(quotedPrice));
      const week = shopDay(new Date(Date.now() + 7 * 86_400_000));
      await admin.fill('input[name="valid_until"]', week);
      await admin.getByRole('button', { name: SEND[lang] }).click();
      await expect
        .poll(async () => (await customerGet<Quote>(lang, buyer.token, `quotes/${quoteId}`)).status)
        .toBe('quoted');
      await screenshot(admin, `admin-quote-${lang}`);
    } finally {
      await admin.context().close();
    }
  });

  it('is ordered at the quoted prices by card and paid', async () => {
    await visit(page, `/account/quotes/${quoteId}`);
    const price = page.getByTestId('line-price').first();
    await expect
      .poll(() => price.textContent())
      .toMatch(quotedPrice.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await screenshot(page, `quote-${lang}-${viewport.width}`);
    await page.locator('input[type="radio"][value="1"]').check();
    await page.getByTestId('accept-quote').click();
    await waitForPath(page, /^\/payments\/sandbox\//);
    await page.locator('#number').fill('4111 1111 1111 1111');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await page.locator('#name').fill('Huda Alharbi');
    await page.locator('form button[type="submit"]').click();
    await waitForPath(page, /^\/bill\/\d+\?payment=paid$/);
    await settle(page);
    await expect.poll(() => page.getByTestId('bill-payment-status').getAttribute('data-status')).toBe('paid');

    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await customerGet<OrderDetail>(lang, buyer.token, `orders/${orderId}`);
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ quantity: pieces.first + pieces.second, price: quotedPrice });
    const quote = await customerGet<Quote>(lang, buyer.token, `quotes/${quoteId}`);
    expect(quote).toMatchObject({ status: 'accepted', can_accept: false, order: { id: orderId } });
    const row = await owner.request<{ data: { status: string } }>('GET', `/quotes/${quoteId}`);
    expect(row.data.status).toBe('accepted');
    expect(order.artwork_status).toBe('awaiting');

    // Staff approve the logo on the order's page before production; the bill says so.
    const admin = await openSignedIn(browser, lang, DESKTOP, owner);
    try {
      await admin.goto(`/admin/orders/${orderId}/show`);
      await settledAdmin(admin);
      await admin.getByRole('button', { name: APPROVE[lang] }).click();
      await expect
        .poll(() => admin.getByTestId('artwork-status').getAttribute('data-status'))
        .toBe('approved');
      await screenshot(admin, `admin-order-artwork-${lang}`);
    } finally {
      await admin.context().close();
    }
    await visit(page, `/bill/${orderId}`);
    await expect
      .poll(() => page.getByTestId('bill-artwork-status').getAttribute('data-status'))
      .toBe('approved');
  });
});

const PLACE: Record<Lang, string> = { ar: 'تأكيد الطلب (تحويل بنكي)', en: 'Place order (bank transfer)' };

describe.each<Lang>(['ar', 'en'])('an order staff make for a customer who phoned (%s)', (lang) => {
  it('is priced by the server as staff type the pieces, placed on transfer terms and in the customer’s account', async () => {
    const buyer = await customerWithOrder(lang);
    const product = await findProduct(lang, { colors: 1, sizes: 2, tiers: 1 });
    const least = tiersOf(product)[0]!.from;
    const admin = await openSignedIn(browser, lang, DESKTOP, owner);
    try {
      await admin.goto('/admin/orders');
      await settledAdmin(admin);
      await admin.getByRole('link', { name: lang === 'ar' ? 'طلب جديد' : 'New order' }).click();
      await waitForPath(admin, /^\/admin\/orders\/create$/);

      const customer = admin.getByTestId('new-order-customer').getByRole('combobox');
      await customer.fill(buyer.email);
      await admin.getByRole('option', { name: new RegExp(buyer.email.replace(/\./g, '\\.')) }).click();
      await expect
        .poll(() => admin.getByTestId('new-order-address').textContent())
        .toContain('Prince Sultan Road');

      const picker = admin.getByTestId('new-order-product').getByRole('combobox');
      await picker.fill(product.name);
      await admin.getByRole('option', { name: product.name, exact: true }).click();
      const line = admin.getByTestId('new-order-line');
      await line.waitFor();
      // Arabic-Indic digits count as the pieces they say.
      const typed =
        lang === 'ar' ? String(least).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : String(least);
      await line.locator('input').first().fill(typed);
      // The server prices what staff typed, again after each pause in typing: the figures to read
      // are those of the preview that has both sizes' pieces.
      const pricedWhole = admin.waitForResponse((response) => {
        if (!response.url().endsWith('/admin/api/orders/preview')) return false;
        const pieces = [...(response.request().postData() ?? '').matchAll(/"quantity":(\d+)/g)];
        return pieces.reduce((sum, [, n]) => sum + Number(n), 0) === 2 * least;
      });
      await line.locator('input').nth(1).fill(String(least));
      const priced = (await (await pricedWhole).json()) as { data: { total: number } };
      const total = admin.getByTestId('new-order-total');
      const amountShown = async () =>
        /[\d,]+\.\d{2}/.exec((await total.textContent()) ?? '')?.[0]?.replace(/,/g, '');
      await expect.poll(amountShown).toBe(priced.data.total.toFixed(2));
      const shown = (await total.textContent()) ?? '';
      await screenshot(admin, `admin-new-order-${lang}`);

      await admin.getByRole('button', { name: PLACE[lang] }).click();
      await waitForPath(admin, /^\/admin\/orders\/\d+\/show$/);
      const orderId = Number(new URL(admin.url()).pathname.split('/')[3]);
      const order = await customerGet<OrderDetail>(lang, buyer.token, `orders/${orderId}`);
      expect(order.products[0]).toMatchObject({ id: product.id, quantity: 2 * least });
      expect(order.payment_method).toBe(0);
      expect(/[\d,]+\.\d{2}/.exec(shown)?.[0]?.replace(/,/g, '')).toBe(order.total.toFixed(2));
    } finally {
      await admin.context().close();
    }
  });
});

const logoPng = (background: string) =>
  sharp({ create: { width: 200, height: 100, channels: 3, background } })
    .png()
    .toBuffer();

describe.each<[Lang, typeof PHONE]>([
  ['ar', PHONE],
  ['en', DESKTOP],
])('a logo on a cart order (%s)', (lang, viewport) => {
  let buyer: CustomerWithOrder;
  let product: Product;
  let context: BrowserContext;
  let page: Page;
  let orderId: number;

  beforeAll(async () => {
    buyer = await customerWithOrder(lang);
    product = await findProduct(lang, { colors: 1, sizes: 1, tiers: 1, logo: true });
    context = await openContext(browser, lang, viewport);
    await context.addCookies([{ name: 'token', value: encodeURIComponent(buyer.token), url: baseURL() }]);
    const quantity = tiersOf(product)[0]!.from;
    await context.addInitScript(
      (cart) => {
        if (!localStorage.getItem('cart')) localStorage.setItem('cart', cart);
      },
      storedCart([
        {
          product,
          quantities: [{ colorId: product.pivot_colors[0]!.id, sizeId: product.sizes[0]!.id, quantity }],
        },
      ]),
    );
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it("is added at checkout at the product's price per piece and charged on the bill", async () => {
    await visit(page, '/checkout');
    const logo = page.getByTestId('checkout-logos').getByTestId('line-logo').first();
    await logo.getByTestId('line-logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logoPng('#1d4ed8'),
    });
    await logo.getByTestId('line-logo-placement').selectOption('chest_right');
    await expect.poll(() => page.getByTestId('summary-logos').count()).toBe(1);
    await screenshot(page, `checkout-logo-${lang}-${viewport.width}`);
    await page.getByTestId('place-order').click();
    await waitForPath(page, /^\/bill\/\d+$/);
    await settle(page);
    orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await customerGet<OrderDetail>(lang, buyer.token, `orders/${orderId}`);
    const pieces = order.products[0]!.quantity;
    expect(order.products[0]).toMatchObject({
      logo_price: product.logo_price,
      artwork: { placement: 'chest_right' },
    });
    expect(order.logos).toBeCloseTo(pieces * product.logo_price!, 2);
    expect(order.artwork_status).toBe('awaiting');
    await expect
      .poll(() => page.getByTestId(viewport === PHONE ? 'bill-line-logo-stacked' : 'bill-line-logo').count())
      .toBe(1);
  });

  it('takes a new file from the bill after staff ask for changes, and waits for approval again', async () => {
    await owner.request('PUT', `/orders/${orderId}/artwork`, {
      action: 'request_changes',
      note: lang === 'ar' ? 'نحتاج الشعار بخلفية شفافة' : 'Please send the logo on a transparent background',
    });
    await visit(page, `/bill/${orderId}`);
    const form = page.getByTestId('artwork-replace');
    await form.waitFor();
    await form.getByTestId('line-logo-file').setInputFiles({
      name: 'logo-2.png',
      mimeType: 'image/png',
      buffer: await logoPng('#b91c1c'),
    });
    await form.getByTestId('line-logo-placement').waitFor();
    await screenshot(page, `bill-logo-${lang}-${viewport.width}`);
    await form.getByTestId('artwork-replace-send').click();
    await expect
      .poll(() => page.getByTestId('bill-artwork-status').getAttribute('data-status'))
      .toBe('awaiting');
    const row = await owner.request<{ data: { artwork_status: string } }>('GET', `/orders/${orderId}`);
    expect(row.data.artwork_status).toBe('awaiting');
  });
});
