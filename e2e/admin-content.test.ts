/**
 * The dashboard's content screens on the real shop, in Arabic and in English: staff write bold
 * text into the about page (the Arabic editor right to left, the English one left to right) and
 * the storefront's about page shows it; they write a featured blog post in a category, which the
 * storefront's blog lists and shows; they add a home slide with an uploaded photo, which the
 * storefront's home shows. What a journey changed is put back through the staff API. Screenshots
 * of every list and form in both languages at 390 px and 1280 px go to artifacts/screenshots as
 * `admin-{resource}-{page}-{lang}-{width}.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { AdminDetail, AdminRow } from '@shop/contract';
import {
  expectNoSidewaysScroll,
  openSignedIn,
  OWNER,
  settledAdmin,
  showScreen,
  staffApi,
  type StaffApi,
} from './support/admin';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, type Lang } from './support/browser';
import { api } from './support/shop';

const TEXT = {
  ar: { save: 'حفظ', create: 'إنشاء', bold: 'عريض', featured: 'مميز', category: 'التصنيف' },
  en: { save: 'Save', create: 'Create', bold: 'Bold', featured: 'Featured', category: 'Category' },
} as const;

let browser: Browser;
let staff: StaffApi;
beforeAll(async () => {
  browser = await launchBrowser();
  // One staff session for the whole file: sign-ins are rate limited per minute.
  staff = await staffApi(OWNER);
});
afterAll(async () => {
  await browser?.close();
});

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);

/** A small photo made here, as a staff member's camera would give one (a PNG). */
async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 280, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The image field's preview, once an image is chosen. */
const preview = (page: Page) =>
  page
    .getByRole('group')
    .filter({ has: page.getByTestId('image-file') })
    .locator('img');

/** The rich-text editor of one field: its editable area and its toolbar's buttons. */
function editorOf(page: Page, source: string): { root: Locator; text: Locator } {
  const root = page.locator(`.ra-input-${source}`);
  return { root, text: root.locator('.ProseMirror') };
}

async function save(page: Page, lang: Lang, after: RegExp) {
  await page.getByRole('button', { name: TEXT[lang].save }).click();
  await page.waitForURL(after);
}

/**
 * Every list and form, as staff see it on a phone and on a desktop: `{resource}` stands for the id
 * of one of its records, and lists open unfiltered (the dashboard remembers a list's last filter).
 */
const SCREENS = [
  ['pages', 'pages'],
  ['pages-edit', 'pages/1'],
  ['slides', 'slides?filter={}'],
  ['slides-create', 'slides/create'],
  ['slides-edit', 'slides/{slides}'],
  ['vision-items', 'vision-items?filter={}'],
  ['vision-items-create', 'vision-items/create'],
  ['vision-items-edit', 'vision-items/{vision-items}'],
  ['blog-posts', 'blog-posts?filter={}'],
  ['blog-posts-create', 'blog-posts/create'],
  ['blog-posts-edit', 'blog-posts/{blog-posts}'],
] as const;

describe.each(['ar', 'en'] as const)('staff edit the shop’s content from the dashboard (%s)', (lang) => {
  const t = TEXT[lang];
  let page: Page;
  beforeAll(async () => {
    page = await openSignedIn(browser, lang, DESKTOP, staff);
    await page.getByTestId('dashboard').waitFor();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('writes bold text into the about page, which the storefront’s about page shows', async () => {
    const { data: before } = await staff.request<{ data: AdminDetail<'pages'> }>('GET', '/pages/1');
    const words = lang === 'ar' ? `نخيط بإتقان ${stamp()}` : `Sewn with care ${stamp()}`;
    try {
      await page.goto('/admin/pages');
      // The form opens with the list's copy of the page and fetches the page itself; that answer
      // resets the form, and with it the editor's caret, so the typing waits for it.
      const pageFetched = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/admin/api/pages/1' && response.request().method() === 'GET',
      );
      await page
        .getByText(before[lang === 'ar' ? 'title_ar' : 'title_en'])
        .first()
        .click();
      await page.waitForURL(/\/admin\/pages\/1$/);
      await pageFetched;
      const arabic = editorOf(page, 'content_ar');
      const english = editorOf(page, 'content_en');
      // Each text is written in its own direction, whatever the dashboard's language.
      await expect.poll(() => arabic.text.getAttribute('dir')).toBe('rtl');
      expect(await english.text.getAttribute('dir')).toBe('ltr');

      const editor = lang === 'ar' ? arabic : english;
      await editor.text.click();
      // The editor may still be placing the caret where it was clicked: go to the end until the
      // caret stays there (no text after it).
      await expect
        .poll(async () => {
          await page.keyboard.press('Control+End');
          return editor.text.evaluate((root) => {
            const selection = getSelection();
            if (!selection?.focusNode || !root.contains(selection.focusNode)) return false;
            const after = document.createRange();
            after.selectNodeContents(root);
            after.setStart(selection.focusNode, selection.focusOffset);
            return after.toString() === '';
          });
        })
        .toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.type(words);
      // A new paragraph after bold text may already be bold (the editor carries the marks over):
      // only plain words are selected and made bold.
      const typedBold = editor.text.locator('strong', { hasText: words });
      if ((await typedBold.count()) === 0) {
        await page.keyboard.press('Shift+Home');
        await editor.root.getByRole('button', { name: t.bold }).click();
      }
      await expect.poll(() => editor.text.locator('strong').last().textContent()).toBe(words);
      await screenshot(page, `admin-pages-filled-${lang}-1280`);
      await save(page, lang, /\/admin\/pages$/);

      const shown = await api(lang, 'page/1');
      expect(shown.content).toContain(`<strong>${words}</strong>`);
      const shop = await openPage(browser, lang);
      try {
        await shop.goto('/about');
        await shop.locator('main strong', { hasText: words }).waitFor();
      } finally {
        await shop.context().close();
      }
    } finally {
      const { id: _id, slug: _slug, updated_at: _at, ...page1 } = before;
      await staff.request('PUT', '/pages/1', page1);
    }
  });

  it('writes a featured blog post in a category, which the storefront’s blog lists and shows', async () => {
    const { data: categories } = await staff.request<{ data: AdminRow<'blogCategories'>[] }>(
      'GET',
      '/blog-categories',
    );
    const category = categories[categories.length - 1]!;
    const id = stamp();
    const titles = { ar: `دليل الزي الموحد ${id}`, en: `Uniform guide ${id}` };
    const bodies = { ar: `اختر القماش المناسب ${id}`, en: `Choose the right fabric ${id}` };
    try {
      await page.goto('/admin/blog-posts/create');
      await page.fill('input[name="title_ar"]', titles.ar);
      await page.fill('input[name="title_en"]', titles.en);
      await page.getByRole('combobox', { name: t.category }).click();
      await page.getByRole('option', { name: category[lang === 'ar' ? 'name_ar' : 'name_en'] }).click();
      await page.getByTestId('image-file').setInputFiles({
        name: 'post.png',
        mimeType: 'image/png',
        buffer: await photo('#1f6f5c'),
      });
      await preview(page).waitFor();
      for (const l of ['ar', 'en'] as const) {
        await editorOf(page, `content_${l}`).text.click();
        await page.keyboard.type(bodies[l]);
      }
      await page.getByLabel(t.featured).check();
      await screenshot(page, `admin-blog-posts-filled-${lang}-1280`);
      await save(page, lang, /\/admin\/blog-posts$/);

      // The list, filtered to the category, shows the post with its featured chip.
      await page.goto(
        `/admin/blog-posts?filter=${encodeURIComponent(JSON.stringify({ category_id: category.id }))}`,
      );
      const row = page.getByRole('row', { name: new RegExp(titles[lang]) });
      await row.getByTestId('featured-chip').waitFor();

      const listed = await api(lang, 'blogs');
      const post = listed.data.find((b) => b.title === titles[lang]);
      expect(post).toMatchObject({ is_featured: true, blog_category_id: category.id });
      const shop = await openPage(browser, lang);
      try {
        await shop.goto('/blogs');
        await shop.getByTestId('blog-card').filter({ hasText: titles[lang] }).click();
        await shop.waitForURL(new RegExp(`/blogs/${post!.id}$`));
        await shop.getByTestId('blog-featured').waitFor();
        await shop.getByTestId('blog-post').getByText(bodies[lang]).waitFor();
      } finally {
        await shop.context().close();
      }
    } finally {
      const { data } = await staff.request<{ data: AdminRow<'blogPosts'>[] }>(
        'GET',
        `/blog-posts?q=${encodeURIComponent(titles.en)}`,
      );
      for (const post of data) await staff.request('DELETE', `/blog-posts/${post.id}`);
    }
  });

  it('adds a home slide with an uploaded photo, which the storefront’s home shows', async () => {
    const id = stamp();
    const titles = { ar: `أزياء المستشفيات ${id}`, en: `Hospital uniforms ${id}` };
    try {
      await page.goto('/admin/slides/create');
      await page.getByTestId('image-file').setInputFiles({
        name: 'slide.png',
        mimeType: 'image/png',
        buffer: await photo('#b23a48'),
      });
      await preview(page).waitFor();
      const image = await preview(page).getAttribute('src');
      expect(image).toMatch(/^\/media\/.+\.webp$/);
      await page.fill('input[name="title_ar"]', titles.ar);
      await page.fill('input[name="title_en"]', titles.en);
      await save(page, lang, /\/admin\/slides$/);
      await page.getByText(titles[lang]).first().waitFor();

      const home = await api(lang, 'home');
      const intro = home.intros.find((i) => i.title === titles[lang]);
      expect(intro?.image).toBe(image);
      const shop = await openPage(browser, lang);
      try {
        await shop.goto('/');
        const hero = shop.getByTestId('hero');
        // The carousel (every slide) arrives with the shopper's first interaction; until then the
        // hero shows its first slide.
        await hero.hover();
        await hero.getByText(titles[lang]).first().waitFor({ state: 'attached' });
        expect(await hero.locator(`img[src="${image}"]`).count()).toBeGreaterThan(0);
      } finally {
        await shop.context().close();
      }
    } finally {
      const { data } = await staff.request<{ data: AdminRow<'slides'>[] }>(
        'GET',
        `/slides?q=${encodeURIComponent(titles.en)}`,
      );
      for (const slide of data) await staff.request('DELETE', `/slides/${slide.id}`);
    }
  });

  it('opens every list and form without sideways scrolling, on a phone and on a desktop', async () => {
    const firstId = async (resource: string) =>
      (await staff.request<{ data: { id: number }[] }>('GET', `/${resource}?per_page=1`)).data[0]!.id;
    const ids: Record<string, number> = {
      slides: await firstId('slides'),
      'vision-items': await firstId('vision-items'),
      'blog-posts': await firstId('blog-posts'),
    };
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const [name, screen] of SCREENS) {
        await showScreen(
          page,
          screen.replace(/\{([a-z-]+)\}/, (_, resource: string) => String(ids[resource])),
          { reload: name === SCREENS[0]![0] && viewport === PHONE },
        );
        // A list has rows or its empty state; a form has its fields.
        await page.locator('.RaList-main, .RaList-content, .RaEmpty-message, form').first().waitFor();
        await settledAdmin(page);
        await screenshot(page, `admin-${name}-${lang}-${viewport.width}`);
        await expectNoSidewaysScroll(page);
      }
    }
  });
});
