import { describe, expect, it } from 'vitest';
import { adminResources, adminRoutes } from '@shop/contract';
import { createApiClient, fieldErrors } from '../src/api/client';
import { fakeFetch, json, rejection } from './fake-fetch';

const clientWith = (fake: ReturnType<typeof fakeFetch>, lang: 'ar' | 'en' = 'ar') =>
  createApiClient({ fetch: fake.fetch, lang: () => lang });

describe('admin API client', () => {
  it("asks the route's method and path with its params filled, in the dashboard's language", async () => {
    const fake = fakeFetch(json({ data: { id: 7 } }));
    const api = clientWith(fake, 'en');
    await api.request(adminRoutes.orderOne, { params: { id: 7 } });
    const [sent] = fake.sent;
    expect(sent!.method).toBe('GET');
    expect(sent!.url.pathname).toBe('/admin/api/orders/7');
    expect(sent!.headers['accept-language']).toBe('en');
    expect(sent!.headers.accept).toBe('application/json');
    // No body, so no content type: the API refuses an empty JSON body.
    expect(sent!.headers['content-type']).toBeUndefined();
  });

  it('writes the query without blanks, and a list of values as one comma-separated parameter', async () => {
    const fake = fakeFetch(json({ data: [], total: 0 }));
    await clientWith(fake).request(adminResources.cities.list, {
      query: { page: 2, q: '', sort: undefined, country_id: 3, ids: [4, 5] },
    });
    expect(fake.sent[0]!.url.search).toBe('?page=2&country_id=3&ids=4%2C5');
  });

  it("sends a change as JSON with the session's CSRF token, and never the token on a read", async () => {
    const fake = fakeFetch(json({ message: 'Saved', data: {} }));
    const api = clientWith(fake);
    expect(api.hasSession()).toBe(false);
    api.setCsrfToken('token-1');
    expect(api.hasSession()).toBe(true);
    await api.request(adminRoutes.orderRefund, {
      params: { id: 3 },
      body: { amount: '10', reason: 'Damaged' },
    });
    await api.request(adminRoutes.me);
    const [change, read] = fake.sent;
    expect(change!.method).toBe('POST');
    expect(change!.url.pathname).toBe('/admin/api/orders/3/refund');
    expect(change!.headers['content-type']).toBe('application/json');
    expect(change!.headers['x-csrf-token']).toBe('token-1');
    expect(change!.body).toEqual({ amount: '10', reason: 'Damaged' });
    expect(read!.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends a picked file as the body itself, with its own type', async () => {
    const fake = fakeFetch(json({ message: 'Uploaded', data: { url: '/uploads/a-640.webp' } }));
    const file = new Blob(['png'], { type: 'image/png' });
    await clientWith(fake).request(adminRoutes.upload, { query: { kind: 'product' }, file });
    const [sent] = fake.sent;
    expect(sent!.url.search).toBe('?kind=product');
    expect(sent!.headers['content-type']).toBe('image/png');
    expect(sent!.body).toBe(file);
  });

  it("rejects with the API's translated message, and a 422's field errors joined per field for the form", async () => {
    const fake = fakeFetch(
      json(
        {
          message: 'The data is not valid',
          errors: { name_ar: ['Required.', 'Too short.'], code: ['Taken.'] },
        },
        422,
      ),
    );
    const error = await rejection(
      clientWith(fake).request(adminResources.countries.create, {
        body: { code: 'x', name_ar: '', name_en: 'X' },
      }),
    );
    expect(error.message).toBe('The data is not valid');
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({ name_ar: 'Required. Too short.', code: 'Taken.' });
  });

  it("rejects with react-admin's generic message when the API gives none or cannot be reached", async () => {
    const silent = await rejection(
      clientWith(fakeFetch(new Response('oops', { status: 500 }))).request(adminRoutes.dashboard),
    );
    expect([silent.message, silent.status]).toEqual(['ra.notification.http_error', 500]);
    const offline = await rejection(clientWith(fakeFetch()).request(adminRoutes.dashboard));
    expect([offline.message, offline.status]).toEqual(['ra.notification.http_error', 0]);
  });

  it('gives the answer itself for a file, with the accept asked for', async () => {
    const fake = fakeFetch(new Response('id,code\n', { headers: { 'content-type': 'text/csv' } }));
    const response = await clientWith(fake).send(adminRoutes.ordersExport, {
      query: { status: 'pending' },
      accept: 'text/csv',
    });
    expect(await response.text()).toBe('id,code\n');
    expect(fake.sent[0]!.headers.accept).toBe('text/csv');
    expect(fake.sent[0]!.url.pathname).toBe('/admin/api/orders/export');
  });

  it('reads field errors whether the API sends a list of texts or one text', () => {
    expect(fieldErrors({ a: ['One.', 'Two.'], b: 'Three.' })).toEqual({ a: 'One. Two.', b: 'Three.' });
    expect(fieldErrors(null)).toBeUndefined();
  });
});
