import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { createDataProvider, listQuery } from '../src/api/data-provider';
import { fakeFetch, json, rejection, type Answer } from './fake-fetch';

function providerWith(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const api = createApiClient({ fetch: fake.fetch, lang: () => 'en' });
  return { provider: createDataProvider(api), api, sent: fake.sent };
}

const country = (id: number) => ({
  id,
  code: `C${id}`,
  name_ar: 'س',
  name_en: `Country ${id}`,
  sort_order: 0,
});

describe('admin data provider', () => {
  it("maps react-admin's paging, sort and filters to the list's query string", async () => {
    const { provider, sent } = providerWith(json({ data: [country(1)], total: 41 }));
    const answer = await provider.getList('cities', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name_en', order: 'DESC' },
      filter: { q: 'riy', country_id: 2, unset: undefined, flags: ['not', 'sent'] },
    });
    expect(answer).toEqual({ data: [country(1)], total: 41 });
    expect(sent[0]!.url.pathname).toBe('/admin/api/cities');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      page: '3',
      per_page: '20',
      sort: 'name_en',
      order: 'desc',
      q: 'riy',
      country_id: '2',
    });
  });

  it('leaves the sort to the API when react-admin names no field', () => {
    expect(listQuery({ sort: { field: '', order: 'ASC' }, pagination: { page: 1, perPage: 25 } })).toEqual({
      page: 1,
      per_page: 25,
    });
    expect(listQuery({ sort: { field: 'code', order: 'ASC' } })).toEqual({ sort: 'code', order: 'asc' });
  });

  it('reads the records a page refers to in one request with the ids filter', async () => {
    const { provider, sent } = providerWith(json({ data: [country(4), country(9)], total: 2 }));
    const answer = await provider.getMany('countries', { ids: [9, 4, 12] });
    expect(answer.data.map((c) => c.id)).toEqual([4, 9]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe('/admin/api/countries');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      ids: '9,4,12',
      page: '1',
      per_page: '3',
    });
  });

  it('asks at most 100 ids per request, the bound the API sets', async () => {
    const { provider, sent } = providerWith((request) =>
      json({ data: request.url.searchParams.get('ids')!.split(',').map(Number).map(country), total: 0 }),
    );
    const ids = Array.from({ length: 230 }, (_, i) => i + 1);
    const answer = await provider.getMany('colors', { ids });
    expect(sent.map((r) => r.url.searchParams.get('per_page'))).toEqual(['100', '100', '30']);
    expect(answer.data).toHaveLength(230);
  });

  it('asks nothing for no ids', async () => {
    const { provider, sent } = providerWith();
    expect(await provider.getMany('countries', { ids: [] })).toEqual({ data: [] });
    expect(sent).toHaveLength(0);
  });

  it('reads one record at a time where the list takes no ids filter', async () => {
    const { provider, sent } = providerWith((request) =>
      json({ data: { id: Number(request.url.pathname.split('/').pop()) } }),
    );
    const answer = await provider.getMany('orders', { ids: [5, 6] });
    expect(answer.data).toEqual([{ id: 5 }, { id: 6 }]);
    expect(sent.map((r) => r.url.pathname)).toEqual(['/admin/api/orders/5', '/admin/api/orders/6']);
  });

  it("filters a reference's list by its target", async () => {
    const { provider, sent } = providerWith(json({ data: [], total: 0 }));
    await provider.getManyReference('areas', {
      target: 'city_id',
      id: 8,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name_ar', order: 'ASC' },
      filter: {},
    });
    expect(sent[0]!.url.searchParams.get('city_id')).toBe('8');
    expect(sent[0]!.url.searchParams.get('sort')).toBe('name_ar');
  });

  it('creates, updates and deletes at the routes of the contract, and answers the record as it now is', async () => {
    const { provider, api, sent } = providerWith(
      json({ message: 'Created', data: country(3) }),
      json({ message: 'Saved', data: country(3) }),
      json({ message: 'Deleted', data: country(3) }),
    );
    api.setCsrfToken('csrf');
    const body = { code: 'C3', name_ar: 'س', name_en: 'Country 3' };
    expect((await provider.create('countries', { data: body })).data).toEqual(country(3));
    expect(
      (await provider.update('countries', { id: 3, data: body, previousData: country(3) })).data,
    ).toEqual(country(3));
    expect((await provider.delete('countries', { id: 3 })).data).toEqual(country(3));
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /admin/api/countries',
      'PUT /admin/api/countries/3',
      'DELETE /admin/api/countries/3',
    ]);
    expect(sent[0]!.body).toEqual(body);
    expect(sent.every((r) => r.headers['x-csrf-token'] === 'csrf')).toBe(true);
  });

  it("shows why a delete was refused: the field error's text becomes the message", async () => {
    const { provider } = providerWith(
      json({ message: 'The data is not valid', errors: { id: ['This country still has cities.'] } }, 422),
    );
    const error = await rejection(provider.delete('countries', { id: 1 }));
    expect(error.message).toBe('This country still has cities.');
    expect(error.status).toBe(422);
  });

  it("keeps the API's translated message for other failures", async () => {
    const { provider } = providerWith(json({ message: 'You may not open this page' }, 403));
    const error = await rejection(provider.getOne('staff', { id: 1 }));
    expect([error.message, error.status]).toEqual(['You may not open this page', 403]);
  });

  it('refuses a resource or an action the contract does not have, before asking the API', async () => {
    const { provider, sent } = providerWith();
    await expect(provider.getList('nothing', {})).rejects.toThrow('No staff API resource "nothing"');
    await expect(provider.getOne('audit', { id: 1 })).rejects.toThrow('no one route for "audit"');
    await expect(provider.create('orders', { data: {} })).rejects.toThrow('no create route for "orders"');
    await expect(provider.exportCsv('countries', {})).rejects.toThrow('No CSV export for "countries"');
    expect(sent).toHaveLength(0);
  });

  it('moves an order with the reason for shipping it unpaid only when one is given', async () => {
    const { provider, sent } = providerWith(json({ message: 'Moved', data: { id: 2 } }));
    await provider.moveOrder(2, 'processing');
    await provider.moveOrder(2, 'shipped', 'Trusted customer');
    expect(sent.map((r) => r.body)).toEqual([
      { status: 'processing' },
      { status: 'shipped', override_reason: 'Trusted customer' },
    ]);
    expect(sent[0]!.url.pathname).toBe('/admin/api/orders/2/status');
  });

  it("runs each e-invoicing step at its route, the one-time code only with the compliance CSID, and keeps ZATCA's messages", async () => {
    const { provider, sent } = providerWith(
      ...Array.from({ length: 4 }, () => json({ message: 'Done', data: {} })),
      json({ message: 'Refused', errors: { zatca: ['Invalid-OTP: The OTP is invalid'] } }, 422),
      json({ message: 'Resubmitted', data: { id: 7 } }),
    );
    await provider.runEInvoicingStep('key');
    await provider.runEInvoicingStep('compliance-csid', '123456');
    await provider.runEInvoicingStep('compliance-checks', 'ignored');
    await provider.runEInvoicingStep('production-csid');
    expect(sent.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/admin/api/einvoicing/key', undefined],
      ['POST', '/admin/api/einvoicing/compliance-csid', { otp: '123456' }],
      ['POST', '/admin/api/einvoicing/compliance-checks', undefined],
      ['POST', '/admin/api/einvoicing/production-csid', undefined],
    ]);
    const refused = await rejection(provider.runEInvoicingStep('compliance-csid', '000000'));
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Refused');
    await provider.resubmitEInvoiceDocument(7, 31);
    expect(sent.at(-1)!.url.pathname).toBe('/admin/api/orders/7/einvoice-documents/31/resubmit');
  });

  it('keeps the new CSRF token after the own password changes', async () => {
    const { provider, api, sent } = providerWith(
      json({ message: 'Changed', data: { staff: {}, csrf_token: 'new-token' } }),
      json({ data: {} }),
    );
    api.setCsrfToken('old-token');
    await provider.changeOwnPassword({ old_password: 'a', password: 'b', password_confirmation: 'b' });
    await provider.confirmPayment(4);
    expect(sent.map((r) => r.headers['x-csrf-token'])).toEqual(['old-token', 'new-token']);
  });

  it("downloads a list's CSV with the list's filters", async () => {
    const { provider, sent } = providerWith(
      new Response('code\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const file = await provider.exportCsv('orders', { status: 'pending', q: 'A1' });
    expect(await file.text()).toBe('code\n');
    expect(sent[0]!.url.pathname).toBe('/admin/api/orders/export');
    expect(sent[0]!.url.search).toBe('?status=pending&q=A1');
    expect(sent[0]!.headers.accept).toBe('text/csv');
  });

  it("downloads an order's printed e-invoice in the dashboard's language", async () => {
    const { provider, sent } = providerWith(
      new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const file = await provider.invoicePdf(7);
    expect(await file.text()).toBe('%PDF-1.7');
    expect(sent[0]!.url.pathname).toBe('/admin/api/orders/7/invoice.pdf');
    expect(sent[0]!.headers.accept).toBe('application/pdf');
    expect(sent[0]!.headers['accept-language']).toBe('en');
  });

  it("reports an import's progress as it runs, then answers its report", async () => {
    const report = { rows: [], created: 2, updated: 0, unchanged: 0, failed: 0 };
    const lines = [{ progress: { done: 1, total: 2 } }, { progress: { done: 2, total: 2 } }, { report }];
    const { provider, sent } = providerWith(new Response(lines.map((l) => JSON.stringify(l)).join('\n')));
    const progress: [number, number][] = [];
    const answer = await provider.importProducts(new Blob(['name_ar\n'], { type: '' }), (done, total) =>
      progress.push([done, total]),
    );
    expect(answer).toEqual(report);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    // Whatever type the picker gave the file, it goes as CSV.
    expect(sent[0]!.headers['content-type']).toBe('text/csv');
  });

  it("rejects an import that stopped midway with the API's message and field errors", async () => {
    const stop = { error: { message: 'The import stopped', errors: { file: ['Row 3 is broken.'] } } };
    const { provider } = providerWith(new Response(JSON.stringify(stop)));
    const error = await rejection(provider.importProducts(new Blob(['x']), () => undefined));
    expect(error.message).toBe('The import stopped');
    expect(error.body.errors).toEqual({ file: 'Row 3 is broken.' });
  });

  it('rejects an import whose answer ended before its report', async () => {
    const { provider } = providerWith(new Response(JSON.stringify({ progress: { done: 1, total: 9 } })));
    const error = await rejection(provider.importProducts(new Blob(['x']), () => undefined));
    expect(error).toBeInstanceOf(HttpError);
    expect([error.message, error.status]).toEqual(['ra.notification.http_error', 0]);
  });
});
