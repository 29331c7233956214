/**
 * react-admin's data provider for the staff API: every resource lives at /admin/api/{resource}
 * (lists `?page=&per_page=&q=&sort=&order=` plus the resource's own filters → `{ data, total }`,
 * one record → `{ data }`, changes → `{ message, data }`). A new resource on the same pattern
 * needs nothing here.
 */
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import {
  productImportLineSchema,
  type AdminDashboard,
  type AdminOrderDetail,
  type AdminSession,
  type AdminSettings,
  type ProductImportReport,
  type UPLOAD_KINDS,
  type UploadedImage,
} from '@shop/contract';
import type { OrderStatus } from '@shop/domain';
import { fieldErrors, type ApiClient } from './client';
import { readLines } from './ndjson';

/** A change's answer: the API's translated message and the record as it now is. */
export interface ChangeAnswer<T> {
  message: string;
  data: T;
}

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The staff API's routes that are not a plain resource (reached with useDataProvider). */
export interface ShopAdminMethods {
  /**
   * Moves an order along the workflow (the customer is mailed the new status); shipping an unpaid
   * order takes the staff member's reason for the exception.
   */
  moveOrder(
    id: Identifier,
    status: OrderStatus,
    overrideReason?: string,
  ): Promise<ChangeAnswer<AdminOrderDetail>>;
  /** Records that a bank transfer for the order has arrived. */
  confirmPayment(id: Identifier): Promise<ChangeAnswer<AdminOrderDetail>>;
  /** Owners: undoes a transfer confirmed in error. */
  reversePayment(id: Identifier, reason: string): Promise<ChangeAnswer<AdminOrderDetail>>;
  /** Owners: gives back `amount` SAR of what the order paid. */
  refundOrder(id: Identifier, amount: string, reason: string): Promise<ChangeAnswer<AdminOrderDetail>>;
  getDashboard(): Promise<AdminDashboard>;
  getSettings(): Promise<AdminSettings>;
  updateSettings(input: Record<string, unknown>): Promise<ChangeAnswer<AdminSettings>>;
  /** Uploads a picked image; the answer's `url` is what an image field stores. */
  uploadImage(kind: UploadKind, file: Blob): Promise<ChangeAnswer<UploadedImage>>;
  /**
   * Changes the signed-in staff member's own password. The API ends every session of theirs and
   * starts a new one here, whose CSRF token the client keeps from now on.
   */
  changeOwnPassword(input: Record<string, unknown>): Promise<ChangeAnswer<AdminSession>>;
  /** Signed out, a forgotten password: mails a code to the email if it is a staff account's. */
  forgotPassword(input: Record<string, unknown>): Promise<{ message: string }>;
  /** Signed out: sets a new password with the mailed code (then the staff member signs in). */
  resetPassword(input: Record<string, unknown>): Promise<{ message: string }>;
  /** A list's CSV file (`/{resource}/export`) with the list's current filters. */
  exportCsv(resource: string, filter: Record<string, unknown>): Promise<Blob>;
  /**
   * Imports a CSV file of products, telling `onProgress` after each row, and answers the per-row
   * report. A file refused as a whole rejects with the API's 422 (its field errors in
   * `body.errors`); an import that stopped midway rejects with the API's message and its errors.
   */
  importProducts(file: Blob, onProgress: (done: number, total: number) => void): Promise<ProductImportReport>;
}

export type ShopDataProvider = DataProvider & ShopAdminMethods;

/** The list's query string: paging, sorting and the filters (the search box is `q`). */
export function listQuery(params: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'DESC' ? 'desc' : 'asc';
  }
  for (const [key, value] of Object.entries(params.filter ?? {}))
    if (typeof value === 'string' || typeof value === 'number') query[key] = value;
  return query;
}

/**
 * A refused delete is a 422 whose field error on `id` says why (a country with cities, a place in
 * use…): with no form to show it beside, that reason becomes the error's message, which the
 * notification shows.
 */
function refusalReason(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 422) return error;
  const errors = error.body?.errors as Record<string, string> | undefined;
  const reason = errors && (errors.id || Object.values(errors).find(Boolean));
  return reason ? new HttpError(reason, error.status, error.body) : error;
}

/** Reads the import's answer stream: progress lines, then the report (or why it stopped). */
async function importReport(
  response: Response,
  onProgress: (done: number, total: number) => void,
): Promise<ProductImportReport> {
  let report: ProductImportReport | undefined;
  await readLines(response, (text) => {
    const line = productImportLineSchema.parse(JSON.parse(text));
    if ('progress' in line) onProgress(line.progress.done, line.progress.total);
    else if ('report' in line) report = line.report;
    else throw new HttpError(line.error.message, 500, { errors: fieldErrors(line.error.errors) });
  });
  // The stream ended without its report: the connection broke while the import ran.
  if (!report) throw new HttpError('ra.notification.http_error', 0);
  return report;
}

const recordPath = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(String(id))}`;

export function createDataProvider(api: ApiClient): ShopDataProvider {
  const getOne = async (resource: string, id: Identifier) =>
    (await api.request<{ data: RaRecord }>({ path: recordPath(resource, id) })).data;
  const update = async (resource: string, id: Identifier, data: unknown) =>
    (await api.request<{ data: RaRecord }>({ method: 'PUT', path: recordPath(resource, id), body: data }))
      .data;
  const remove = async (resource: string, id: Identifier) =>
    (
      await api
        .request<{ data: RaRecord }>({ method: 'DELETE', path: recordPath(resource, id) })
        .catch((error: unknown) => {
          throw refusalReason(error);
        })
    ).data;

  const orderPath = (id: Identifier) => recordPath('orders', id);

  return {
    moveOrder: (id, status, overrideReason) =>
      api.request({
        method: 'PUT',
        path: `${orderPath(id)}/status`,
        body: overrideReason === undefined ? { status } : { status, override_reason: overrideReason },
      }),
    confirmPayment: (id) => api.request({ method: 'POST', path: `${orderPath(id)}/confirm-payment` }),
    reversePayment: (id, reason) =>
      api.request({ method: 'POST', path: `${orderPath(id)}/reverse-payment`, body: { reason } }),
    refundOrder: (id, amount, reason) =>
      api.request({ method: 'POST', path: `${orderPath(id)}/refund`, body: { amount, reason } }),
    getDashboard: async () => (await api.request<{ data: AdminDashboard }>({ path: '/dashboard' })).data,
    getSettings: async () => (await api.request<{ data: AdminSettings }>({ path: '/settings' })).data,
    updateSettings: (input) => api.request({ method: 'PUT', path: '/settings', body: input }),
    uploadImage: (kind, file) =>
      api.request({ method: 'POST', path: '/uploads', query: { kind }, body: file }),
    forgotPassword: (input) => api.request({ method: 'POST', path: '/password/forgot', body: input }),
    resetPassword: (input) => api.request({ method: 'POST', path: '/password/reset', body: input }),
    async changeOwnPassword(input) {
      const answer = await api.request<ChangeAnswer<AdminSession>>({
        method: 'PUT',
        path: '/me/password',
        body: input,
      });
      api.setCsrfToken(answer.data.csrf_token);
      return answer;
    },
    async exportCsv(resource, filter) {
      const response = await api.send({
        path: `/${resource}/export`,
        query: listQuery({ filter }),
        accept: 'text/csv',
      });
      return response.blob();
    },
    async importProducts(file, onProgress) {
      // Whatever type the picker gave the file (spreadsheet programs differ), it is sent as CSV.
      const body = new Blob([file], { type: 'text/csv' });
      const response = await api.send({
        method: 'POST',
        path: '/products/import',
        body,
        accept: 'application/x-ndjson',
      });
      return importReport(response, onProgress);
    },
    async getList(resource, params) {
      const answer = await api.request<{ data: RaRecord[]; total: number }>({
        path: `/${resource}`,
        query: listQuery(params),
      });
      return { data: answer.data as any[], total: answer.total };
    },
    async getOne(resource, params) {
      return { data: (await getOne(resource, params.id)) as any };
    },
    // The API has no "these ids" filter: one read per id (references show a handful at a time).
    async getMany(resource, params) {
      return { data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as any[] };
    },
    async getManyReference(resource, params) {
      const answer = await api.request<{ data: RaRecord[]; total: number }>({
        path: `/${resource}`,
        query: listQuery({ ...params, filter: { ...params.filter, [params.target]: String(params.id) } }),
      });
      return { data: answer.data as any[], total: answer.total };
    },
    async create(resource, params) {
      const answer = await api.request<{ data: RaRecord }>({
        method: 'POST',
        path: `/${resource}`,
        body: params.data,
      });
      return { data: answer.data as any };
    },
    async update(resource, params) {
      return { data: (await update(resource, params.id, params.data)) as any };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    async delete(resource, params) {
      return { data: (await remove(resource, params.id)) as any };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },
  };
}
