/**
 * Image uploads through the staff API: the picked file is the request body; it is decoded,
 * stored as WebP in its kind's widths and served under /media; anything that is not an image is
 * refused with a translated message; only signed-in staff with the session's CSRF token may upload.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '@shop/contract';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';

describe.each(backends)('staff image uploads on $name', (backend) => {
  let shop: TestShop;
  let staff: AdminSessionClient;
  let png: Buffer;

  beforeAll(async () => {
    shop = await startTestShop(backend, async () => {});
    staff = await signInStaff(shop.app, await makeStaff(shop.database, 'photos@shop.test', 'staff'), 'en');
    png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#1f2a44' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const upload = (
    body: Buffer | string,
    options: {
      type?: string;
      kind?: string;
      csrf?: string | null;
      lang?: 'ar' | 'en';
      as?: AdminSessionClient;
    } = {},
  ) => {
    const session = options.as ?? staff;
    return shop.app.inject({
      method: 'POST',
      url: `/admin/api/uploads?kind=${options.kind ?? 'product'}`,
      headers: {
        'content-type': options.type ?? 'image/png',
        'accept-language': options.lang ?? 'en',
        cookie: `${ADMIN_SESSION_COOKIE}=${session.cookie}`,
        ...(options.csrf === null ? {} : { [ADMIN_CSRF_HEADER]: options.csrf ?? session.csrf }),
      },
      payload: body,
    });
  };

  it('stores a picked photo as WebP in every width and serves it', async () => {
    const res = await upload(png, { type: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(200);
    const body = expectShape(adminRoutes.upload.answer, res.json());
    expect(body.message).toBe(translate('en', 'upload.saved'));
    expect(body.data.url).toMatch(/^\/media\/products\/[0-9a-f]+-640\.webp$/);
    expect(body.data).toMatchObject({ width: 640, height: 800 });
    const served = await shop.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    // The same photo again is the same file.
    expect((await upload(png)).json().data.url).toBe(body.data.url);
  });

  it('refuses what is not an image, whatever it claims to be, in the staff language', async () => {
    const res = await upload('<svg onload="alert(1)"></svg>', { type: 'image/svg+xml', lang: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([translate('ar', 'upload.notAnImage')]);
    const kind = await upload(png, { kind: 'poster' });
    expect(kind.statusCode).toBe(422);
  });

  it('lets only signed-in staff with the session CSRF token upload, and never as a form', async () => {
    expect((await upload(png, { csrf: null })).statusCode).toBe(403);
    const anon = await shop.app.inject({
      method: 'POST',
      url: '/admin/api/uploads?kind=product',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(anon.statusCode).toBe(401);
    const form = await upload('file=x', { type: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
  });

  it('lets each role upload the pictures its own screens take, and no others', async () => {
    const as = async (role: 'content' | 'warehouse' | 'owner') =>
      signInStaff(shop.app, await makeStaff(shop.database, `uploads-${role}@shop.test`, role), 'en');
    const [content, warehouse, owner] = [await as('content'), await as('warehouse'), await as('owner')];
    // The content role: slides, sponsors' logos, blog, page and vision pictures.
    for (const kind of ['slide', 'sponsor', 'blog', 'logo'])
      expect((await upload(png, { kind, as: content })).statusCode, kind).toBe(200);
    const product = await upload(png, { kind: 'product', as: content });
    expect(product.statusCode).toBe(403);
    expect(product.json().message).toBe(translate('en', 'admin.forbidden'));
    expect((await upload(png, { kind: 'category', as: content })).statusCode).toBe(403);
    // The warehouse uploads nothing; the owner everything, the shop's logo included.
    for (const kind of ['product', 'slide', 'logo'])
      expect((await upload(png, { kind, as: warehouse })).statusCode, kind).toBe(403);
    for (const kind of ['product', 'category', 'slide', 'logo'])
      expect((await upload(png, { kind, as: owner })).statusCode, kind).toBe(200);
  });
});
