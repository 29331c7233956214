/**
 * The admin dashboard's data and auth providers (apps/admin/src/api) against the real staff API:
 * what react-admin sends and receives when an owner signs in, lists, creates and edits staff, gets
 * a field error beside the field, and when a change lacks the session's CSRF token. The browser's
 * fetch is stood in for by the app's own request handling with a cookie jar, as a browser keeps
 * the HttpOnly session cookie.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@shop/contract';
import { createAuthProvider } from '../../admin/src/api/auth-provider.js';
import { createApiClient } from '../../admin/src/api/client.js';
import { createDataProvider } from '../../admin/src/api/data-provider.js';
import type { AdminLang } from '../../admin/src/i18n/locale.js';
import { areaOf } from '../../admin/src/resources/areas.js';
import { newsletterSubscribers } from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { PRODUCT_CSV_COLUMNS } from '../src/services/admin-catalogue/index.js';
import { makeStaff, sessionCookieOf, type StaffAccount } from './support/admin.js';
import { flatPng } from './support/images.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';

/** A fetch served by the app itself, keeping the session cookie between requests like a browser. */
function browserFetch(app: FastifyInstance, jar: { cookie?: string }): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input));
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(jar.cookie ? { cookie: `${ADMIN_SESSION_COOKIE}=${jar.cookie}` } : {}),
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      // A picked file goes as it is (an image upload).
      ...(init.body instanceof Blob ? { payload: Buffer.from(await init.body.arrayBuffer()) } : {}),
    });
    const cookie = sessionCookieOf(res);
    if (cookie !== undefined) jar.cookie = cookie || undefined;
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode });
  };
}

function dashboard(app: FastifyInstance, lang: AdminLang = 'en', jar: { cookie?: string } = {}) {
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: browserFetch(app, jar),
    lang: () => lang,
  });
  return {
    api,
    jar,
    data: createDataProvider(api),
    auth: createAuthProvider(api, { areaOf }),
  };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe.each(backends)('the admin dashboard against the staff API on $name', (backend) => {
  let shop: TestShop;
  let owner: StaffAccount;
  let clerk: StaffAccount;

  beforeAll(async () => {
    shop = await startTestShop(backend, async () => {});
    owner = await makeStaff(shop.database, 'owner@shop.test', 'owner', 'owner-password-1');
    clerk = await makeStaff(shop.database, 'clerk@shop.test', 'staff', 'clerk-password-1');
    for (let i = 1; i <= 5; i++) await makeStaff(shop.database, `packer${i}@shop.test`, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lets an owner sign in and page, search and sort the staff list on the server', async () => {
    const { auth, data } = dashboard(shop.app);
    await expect(auth.checkAuth({})).rejects.toMatchObject({ status: 401 });
    await auth.login({ email: owner.email, password: owner.password });
    await auth.checkAuth({});
    expect(await auth.getPermissions!({})).toBe('owner');
    expect(await auth.getIdentity!()).toMatchObject({ fullName: 'owner', email: owner.email });
    expect(await auth.canAccess!({ resource: 'staff', action: 'list' })).toBe(true);

    const page = await data.getList('staff', {
      pagination: { page: 2, perPage: 3 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(7);
    expect(page.data.map((s) => s.email)).toEqual([
      'packer2@shop.test',
      'packer3@shop.test',
      'packer4@shop.test',
    ]);

    const found = await data.getList('staff', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'CLERK' },
    });
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ email: clerk.email, role: 'staff', is_active: true });
    const many = await data.getMany('staff', { ids: [owner.id, clerk.id] });
    expect(many.data.map((s) => s.email)).toEqual([owner.email, clerk.email]);
  });

  it('says in the notification why a delete is refused: a country that still has cities', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { auth, data } = dashboard(shop.app, lang, { cookie: undefined });
      await auth.login({ email: owner.email, password: owner.password });
      const code = lang === 'en' ? 'QE' : 'QA';
      const country = await data.create('countries', {
        data: { code, name_ar: `دولة ${code}`, name_en: `Country ${code}`, sort_order: 0 },
      });
      await data.create('cities', {
        data: { country_id: country.data.id, name_ar: 'مدينة', name_en: 'Town', shipping_fee: '12.50' },
      });
      const refused = await rejection(data.delete('countries', { id: country.data.id }));
      expect(refused.status).toBe(422);
      expect(refused.message).toBe(translate(lang, 'admin.countryHasCities'));
      expect((await data.getOne('countries', { id: country.data.id })).data).toMatchObject({ code });
    }
  });

  it('creates and edits staff with the form as react-admin sends it, and puts the API errors beside the fields', async () => {
    const { auth, data } = dashboard(shop.app, 'en');
    await auth.login({ email: owner.email, password: owner.password });

    const created = await data.create('staff', {
      data: {
        name: 'Sara',
        email: 'sara@shop.test',
        password: 'sara-password-1',
        role: 'staff',
        is_active: true,
      },
    });
    expect(created.data).toMatchObject({ id: expect.any(Number), name: 'Sara', role: 'staff' });

    // The same email again: a 422 whose field error react-admin shows under the email input.
    const taken = await rejection(
      data.create('staff', {
        data: { name: 'Sara 2', email: 'SARA@shop.test', password: 'sara-password-1', role: 'staff' },
      }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: translate('en', 'admin.staffEmailTaken') });
    expect(taken.message).toBe(translate('en', 'validationFailed'));

    // In Arabic, the same refusal in Arabic; several broken fields at once.
    const arabic = dashboard(shop.app, 'ar', { cookie: undefined });
    await arabic.auth.login({ email: owner.email, password: owner.password });
    const broken = await rejection(
      arabic.data.create('staff', {
        data: { name: '', email: 'not-an-email', password: 'short', role: 'boss' },
      }),
    );
    expect(broken.status).toBe(422);
    expect(Object.keys(broken.body.errors).sort()).toEqual(['email', 'name', 'password', 'role']);
    expect(broken.body.errors.role).toBe(translate('ar', 'validation.roleInvalid'));

    // react-admin sends the whole edited record back; a blank password keeps the old one.
    const current = (await data.getOne('staff', { id: created.data.id })).data;
    const updated = await data.update('staff', {
      id: current.id,
      data: { ...current, name: 'Sara Ahmed', role: 'owner', password: '' },
      previousData: current,
    });
    expect(updated.data).toMatchObject({ id: current.id, name: 'Sara Ahmed', role: 'owner' });
    const sara = dashboard(shop.app);
    await sara.auth.login({ email: 'sara@shop.test', password: 'sara-password-1' });

    const clash = await rejection(
      data.update('staff', {
        id: current.id,
        data: { ...current, email: clerk.email },
        previousData: current,
      }),
    );
    expect(clash.status).toBe(422);
    expect(clash.body.errors.email).toBe(translate('en', 'admin.staffEmailTaken'));

    await data.delete('staff', { id: current.id, previousData: current });
    await expect(data.getOne('staff', { id: current.id })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a change without the session CSRF token until the dashboard fetches it again from /me', async () => {
    const first = dashboard(shop.app);
    await first.auth.login({ email: owner.email, password: owner.password });
    // A reload: the cookie stays, the token (in memory only) is gone.
    const reloaded = dashboard(shop.app, 'en', { cookie: first.jar.cookie });
    const payload = { name: 'Omar', email: 'omar@shop.test', password: 'omar-password-1', role: 'staff' };
    const refused = await rejection(reloaded.data.create('staff', { data: payload }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(translate('en', 'admin.csrf'));
    // A 403 keeps the session (react-admin stays on the page and shows the message).
    await expect(reloaded.auth.checkError(refused)).resolves.toBeUndefined();

    await reloaded.auth.checkAuth({});
    const created = await reloaded.data.create('staff', { data: payload });
    expect(created.data.email).toBe('omar@shop.test');
    await reloaded.data.deleteMany('staff', { ids: [created.data.id] });

    // The audit log shows both changes; a record's entries through getManyReference.
    const entries = await reloaded.data.getManyReference('audit', {
      target: 'entity_id',
      id: String(created.data.id),
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { entity: 'staff' },
    });
    expect(entries.total).toBe(2);
    expect(entries.data[0]).toMatchObject({ staff_email: owner.email, entity: 'staff' });
    expect(entries.data[0]!.before).toMatchObject({ email: 'omar@shop.test' });

    await reloaded.auth.logout({});
    await expect(first.auth.checkAuth({})).resolves.toBeUndefined(); // cached identity of the old tab
    const after = await rejection(
      first.data.getList('staff', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(after.status).toBe(401);
    await expect(first.auth.checkError(after)).rejects.toBe(after);
    await expect(first.auth.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('keeps staff-role members out of owner-only resources', async () => {
    const { auth, data } = dashboard(shop.app, 'ar');
    await expect(
      rejection(auth.login({ email: clerk.email, password: 'wrong-password-1' })),
    ).resolves.toMatchObject({ status: 422, message: translate('ar', 'account.invalidCredentials') });
    await auth.login({ email: clerk.email, password: clerk.password });
    expect(await auth.getPermissions!({})).toBe('staff');
    expect(await auth.canAccess!({ resource: 'staff', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'audit', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'unknown', action: 'list' })).toBe(false);
    const refused = await rejection(
      data.getList('staff', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(translate('ar', 'admin.forbidden'));
  });

  it("uploads a picked image file as it is and answers the stored url; a file that is no image gets the API's message", async () => {
    const { auth, data } = dashboard(shop.app, 'ar');
    await auth.login({ email: owner.email, password: owner.password });
    const picked = new Blob([new Uint8Array(flatPng(900, 600))], { type: 'image/png' });
    const answer = await data.uploadImage('sponsor', picked);
    expect(answer.data.url).toMatch(/^\/media\/sponsors\/[a-z0-9/-]+-\d{2,4}\.webp$/);
    expect(answer.message).not.toBe('');

    const refused = await rejection(
      data.uploadImage('sponsor', new Blob(['not an image'], { type: 'image/png' })),
    );
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('downloads a list as CSV with the filters the list shows; a refused filter rejects with the field errors', async () => {
    const { auth, data } = dashboard(shop.app, 'ar');
    await auth.login({ email: clerk.email, password: clerk.password });
    await shop.database.db.insert(newsletterSubscribers).values([
      { email: 'csv.reader@example.com', lang: 'ar' },
      { email: 'someone.else@example.com', lang: 'en' },
    ]);
    const file = await data.exportCsv('subscribers', { q: 'csv.reader' });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    expect(text).toMatch(
      /^\uFEFFemail,language,subscribed_at\r\ncsv\.reader@example\.com,ar,\d{4}-\d{2}-\d{2} \d{2}:\d{2}\r\n$/,
    );

    const refused = await rejection(data.exportCsv('orders', { status: 'lost', q: '' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ status: translate('ar', 'validation.invalid') });
  });

  it('imports a CSV file reading the progress lines as they come and the report, and exports what the filters find', async () => {
    const { auth, data } = dashboard(shop.app, 'en');
    await auth.login({ email: owner.email, password: owner.password });
    // The file names its category as staff know it.
    await data.create('categories', { data: { name_ar: 'قسم الاستيراد', name_en: 'Import Shelf' } });
    const header = PRODUCT_CSV_COLUMNS.join(',');
    const row = (name: string, tiers: string) =>
      `,قميص ${name},${name},,,Import Shelf,0,0,0,1,0,,,,,${tiers},`;
    // A picked file may come without a type (or a spreadsheet's): it goes as CSV all the same.
    const picked = new Blob([
      `${header}\n${row('Dashboard Imported Shirt', '1-49:45.50')}\n${row('Dashboard Overlap', '1-10:50|5-20:40')}\n`,
    ]);
    const progress: [number, number][] = [];
    const report = await data.importProducts(picked, (done, total) => progress.push([done, total]));
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(report).toMatchObject({ created: 1, updated: 0, unchanged: 0, failed: 1 });
    expect(report.rows[1]).toEqual({
      row: 3,
      id: null,
      status: 'error',
      errors: { 'tiers.1.from': [translate('en', 'validation.tierOverlap')] },
    });

    const exported = await data.exportCsv('products', { q: 'Dashboard Imported', published: '1' });
    // The file keeps its byte order mark (spreadsheet programs read Arabic by it).
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Dashboard Imported Shirt');
    expect(lines[1]!.startsWith(`${report.rows[0]!.id},`)).toBe(true);
    const hidden = await (
      await data.exportCsv('products', { q: 'Dashboard Imported', published: '0' })
    ).text();
    expect(hidden.split('\r\n').filter(Boolean)).toHaveLength(1);

    // A file that cannot be read as a whole is refused before any row, with the column named.
    const refused = await rejection(data.importProducts(new Blob(['id,name_ar\n,x\n']), () => undefined));
    expect(refused.status).toBe(422);
    expect(refused.body.errors['columns.name_en']).toBe(translate('en', 'import.columnMissing'));
  });
});
