/**
 * react-admin's data provider for the staff API: every resource is a set of contract routes
 * (resource-routes.ts) at /admin/api/{resource} (lists `?page=&per_page=&q=&sort=&order=` plus the
 * resource's own filters → `{ data, total }`, one record → `{ data }`, changes → `{ message, data }`).
 * A new resource on the same pattern needs only its entry in resource-routes.ts.
 */
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import {
  adminRoutes,
  productImportLineSchema,
  type AdminRouteContract,
  type AnswerOf,
  type BodyOf,
  type QueryOf,
  type ProductImportReport,
  type UPLOAD_KINDS,
} from '@shop/contract';
import { ADMIN_IDS_MAX, type OrderStatus } from '@shop/domain';
import { fieldErrors, type ApiClient } from './client';
import { readLines } from './ndjson';
import {
  routesOf,
  type DashboardResource,
  type ResourceRoutes,
  type ResourceRoutesOf,
} from './resource-routes';

/** A change's answer: the API's translated message and the record as it now is. */
export interface ChangeAnswer<T> {
  message: string;
  data: T;
}

export type UploadKind = (typeof UPLOAD_KINDS)[number];

type Routes = typeof adminRoutes;

/** The onboarding steps that take no input, by the name the page gives them. */
const EINVOICING_STEP_ROUTES = {
  key: adminRoutes.einvoicingKey,
  'compliance-checks': adminRoutes.einvoicingComplianceChecks,
  'production-csid': adminRoutes.einvoicingProductionCsid,
} as const;
export type EInvoicingStep = keyof typeof EINVOICING_STEP_ROUTES | 'compliance-csid';

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
  ): Promise<AnswerOf<Routes['orderStatus']>>;
  /** What an order staff are making for a customer would come to (the server's figures). */
  previewStaffOrder(
    input: BodyOf<Routes['staffOrderPreview']>,
  ): Promise<AnswerOf<Routes['staffOrderPreview']>['data']>;
  /** Places an order for a customer on bank-transfer terms, or keeps it as a draft quote. */
  /** `idempotencyKey` stays the same while the same order is retried: the shop places it once. */
  makeStaffOrder(
    input: BodyOf<Routes['staffOrderCreate']>,
    idempotencyKey?: string,
  ): Promise<AnswerOf<Routes['staffOrderCreate']>>;
  /** Prices every line of a quote request and sends it, or declines it (the buyer is mailed). */
  answerQuote(id: Identifier, input: BodyOf<Routes['quoteUpdate']>): Promise<AnswerOf<Routes['quoteUpdate']>>;
  /** Moves the ticked orders to one status; the answer names those the workflow refused. */
  moveOrders(ids: readonly Identifier[], status: OrderStatus): Promise<AnswerOf<Routes['orderStatusBatch']>>;
  /** Changes the ticked products together: publish or hide, a category, or their prices by %. */
  changeProducts(input: BodyOf<Routes['productsBulk']>): Promise<AnswerOf<Routes['productsBulk']>>;
  /** Approves the order's logos for production, or sends them back to the buyer with what to change. */
  decideArtwork(
    id: Identifier,
    input: BodyOf<Routes['orderArtwork']>,
  ): Promise<AnswerOf<Routes['orderArtwork']>>;
  /** Records that a bank transfer for the order has arrived. */
  confirmPayment(id: Identifier): Promise<AnswerOf<Routes['orderConfirmPayment']>>;
  /** Puts an order's e-invoice document that ZATCA rejected back in the queue. */
  resubmitEInvoiceDocument(
    id: Identifier,
    documentId: number,
  ): Promise<AnswerOf<Routes['orderEInvoiceResubmit']>>;
  /** The owner's e-invoicing onboarding: the state, the registration, and each step. */
  getEInvoicing(): Promise<AnswerOf<Routes['einvoicing']>['data']>;
  saveEInvoicingRegistration(
    input: BodyOf<Routes['einvoicingRegistration']>,
  ): Promise<AnswerOf<Routes['einvoicingRegistration']>>;
  runEInvoicingStep(step: EInvoicingStep, otp?: string): Promise<AnswerOf<Routes['einvoicingKey']>>;
  /** Owners: undoes a transfer confirmed in error. */
  reversePayment(id: Identifier, reason: string): Promise<AnswerOf<Routes['orderReversePayment']>>;
  /** Owners: gives back `amount` SAR of what the order paid. */
  refundOrder(id: Identifier, amount: string, reason: string): Promise<AnswerOf<Routes['orderRefund']>>;
  getDashboard(): Promise<AnswerOf<Routes['dashboard']>['data']>;
  /** Money received over a range of days, by period, product, category and city. */
  getSalesReport(query: QueryOf<Routes['salesReport']>): Promise<AnswerOf<Routes['salesReport']>['data']>;
  /** The VAT inside the money received over a range of days, by period. */
  getVatReport(query: QueryOf<Routes['vatReport']>): Promise<AnswerOf<Routes['vatReport']>['data']>;
  /** A report's CSV file in the dashboard's language: one table of the sales report, or the VAT report. */
  reportCsv(report: 'sales' | 'vat', query: QueryOf<Routes['salesReportExport']>): Promise<Blob>;
  getSettings(): Promise<AnswerOf<Routes['settings']>['data']>;
  updateSettings(input: BodyOf<Routes['settingsUpdate']>): Promise<AnswerOf<Routes['settingsUpdate']>>;
  /** Uploads a picked image; the answer's `url` is what an image field stores. */
  uploadImage(kind: UploadKind, file: Blob): Promise<AnswerOf<Routes['upload']>>;
  /**
   * Changes the signed-in staff member's own password. The API ends every session of theirs and
   * starts a new one here, whose CSRF token the client keeps from now on.
   */
  changeOwnPassword(input: BodyOf<Routes['mePassword']>): Promise<AnswerOf<Routes['mePassword']>>;
  /**
   * A list's CSV file (`/{resource}/export`) with the list's current filters; a resource without an
   * export (exportRoutes) rejects.
   */
  exportCsv(resource: string, filter: Record<string, unknown>): Promise<Blob>;
  /** The printed copy of an order's e-invoice (a PDF with the XML inside) in the dashboard's language. */
  invoicePdf(id: Identifier): Promise<Blob>;
  /**
   * Imports a CSV file of products, telling `onProgress` after each row, and answers the per-row
   * report. A file refused as a whole rejects with the API's 422 (its field errors in
   * `body.errors`); an import that stopped midway rejects with the API's message and its errors.
   */
  importProducts(file: Blob, onProgress: (done: number, total: number) => void): Promise<ProductImportReport>;
}

/** The lists with a CSV export, and its route. */
const exportRoutes = {
  orders: adminRoutes.ordersExport,
  // The orders' lines: a row per colour and size, filtered like the orders list.
  'order-lines': adminRoutes.ordersLinesExport,
  products: adminRoutes.productsExport,
  subscribers: adminRoutes.subscribersExport,
} as const;
export type ExportResource = keyof typeof exportRoutes;

export type ShopDataProvider = DataProvider & ShopAdminMethods;

/** A list's query string as react-admin's paging, sort and filters make it. */
export type ListQuery = Record<string, string | number | undefined>;

/** The list's query string: paging, sorting and the filters (the search box is `q`). */
export function listQuery(params: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}): ListQuery {
  const query: ListQuery = {};
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

/**
 * react-admin lets each caller name the record type it reads (`useGetOne<AdminCategory>(…)`):
 * the provider answers the contract's records of the resource, and that the caller named the type
 * of that resource is the caller's word, as with any react-admin data provider.
 */
function asCallerRecords<RecordType extends RaRecord>(records: readonly RaRecord[]): RecordType[] {
  return records as RecordType[];
}
const asCallerRecord = <RecordType extends RaRecord>(record: RaRecord): RecordType =>
  asCallerRecords<RecordType>([record])[0]!;

/** Any resource's routes, as the union of the contract's own (so requests stay typed by them). */
type AnyResourceRoutes = ResourceRoutesOf<DashboardResource>;
/** The route of action A of whichever resource has one. */
type ActionRoute<A extends keyof ResourceRoutes> = AnyResourceRoutes extends infer Each
  ? Each extends { [K in A]?: infer R }
    ? NonNullable<R>
    : never
  : never;

/** The route for an action of a resource, or a clear error when the resource has none. */
function routeFor<A extends keyof ResourceRoutes>(resource: string, action: A): ActionRoute<A> {
  const routes: Partial<Record<keyof ResourceRoutes, unknown>> = routesOf(resource);
  const route = routes[action];
  if (!route) throw new Error(`The staff API has no ${action} route for "${resource}"`);
  return route as ActionRoute<A>;
}

/**
 * A react-admin form's values as the body of its resource's create or update route. The form's
 * inputs are named after the body's fields, but react-admin hands its values over untyped: the API
 * parses them with the route's body schema and answers a 422 whose field errors the form shows.
 */
function formBody<R extends AdminRouteContract>(_route: R, values: unknown): BodyOf<R> {
  return values as BodyOf<R>;
}

/** Whether a list's query takes the ids filter (domain's adminIdsFilter). */
function listTakesIds(route: AdminRouteContract): boolean {
  const shape = (route.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && Object.hasOwn(shape, 'ids');
}

/** `ids` cut into requests of at most ADMIN_IDS_MAX (the API's bound). */
function idChunks(ids: readonly Identifier[]): Identifier[][] {
  const chunks: Identifier[][] = [];
  for (let i = 0; i < ids.length; i += ADMIN_IDS_MAX) chunks.push(ids.slice(i, i + ADMIN_IDS_MAX));
  return chunks;
}

export function createDataProvider(api: ApiClient): ShopDataProvider {
  // Resource records as the contract answers them: a list's `{ data, total }`, a record's `{ data }`.
  const list = (resource: string, query: ListQuery) => api.request(routeFor(resource, 'list'), { query });
  const getOne = async (resource: string, id: Identifier) =>
    (await api.request(routeFor(resource, 'one'), { params: { id } })).data;
  const update = async (resource: string, id: Identifier, data: unknown) => {
    const route = routeFor(resource, 'update');
    return (await api.request(route, { params: { id }, body: formBody(route, data) })).data;
  };
  const remove = async (resource: string, id: Identifier) =>
    (
      await api.request(routeFor(resource, 'remove'), { params: { id } }).catch((error: unknown) => {
        throw refusalReason(error);
      })
    ).data;

  return {
    moveOrder: (id, status, overrideReason) =>
      api.request(adminRoutes.orderStatus, {
        params: { id },
        body: overrideReason === undefined ? { status } : { status, override_reason: overrideReason },
      }),
    confirmPayment: (id) => api.request(adminRoutes.orderConfirmPayment, { params: { id } }),
    decideArtwork: (id, input) => api.request(adminRoutes.orderArtwork, { params: { id }, body: input }),
    moveOrders: (ids, status) =>
      api.request(adminRoutes.orderStatusBatch, { body: { ids: ids.map(Number), status } }),
    changeProducts: (input) => api.request(adminRoutes.productsBulk, { body: input }),
    answerQuote: (id, input) => api.request(adminRoutes.quoteUpdate, { params: { id }, body: input }),
    previewStaffOrder: async (input) =>
      (await api.request(adminRoutes.staffOrderPreview, { body: input })).data,
    makeStaffOrder: (input, idempotencyKey) =>
      api.request(adminRoutes.staffOrderCreate, { body: input, idempotencyKey }),
    resubmitEInvoiceDocument: (id, documentId) =>
      api.request(adminRoutes.orderEInvoiceResubmit, { params: { id, document_id: documentId } }),
    getEInvoicing: async () => (await api.request(adminRoutes.einvoicing)).data,
    saveEInvoicingRegistration: (input) => api.request(adminRoutes.einvoicingRegistration, { body: input }),
    runEInvoicingStep(step, otp = '') {
      if (step === 'compliance-csid')
        return api.request(adminRoutes.einvoicingComplianceCsid, { body: { otp } });
      return api.request(EINVOICING_STEP_ROUTES[step]);
    },
    reversePayment: (id, reason) =>
      api.request(adminRoutes.orderReversePayment, { params: { id }, body: { reason } }),
    refundOrder: (id, amount, reason) =>
      api.request(adminRoutes.orderRefund, { params: { id }, body: { amount, reason } }),
    getDashboard: async () => (await api.request(adminRoutes.dashboard)).data,
    getSalesReport: async (query) => (await api.request(adminRoutes.salesReport, { query })).data,
    getVatReport: async (query) => (await api.request(adminRoutes.vatReport, { query })).data,
    async reportCsv(report, query) {
      const response =
        report === 'sales'
          ? await api.send(adminRoutes.salesReportExport, { query, accept: 'text/csv' })
          : await api.send(adminRoutes.vatReportExport, {
              query: { from: query.from, to: query.to, group: query.group },
              accept: 'text/csv',
            });
      return response.blob();
    },
    getSettings: async () => (await api.request(adminRoutes.settings)).data,
    updateSettings: (input) => api.request(adminRoutes.settingsUpdate, { body: input }),
    uploadImage: (kind, file) => api.request(adminRoutes.upload, { query: { kind }, file }),
    async changeOwnPassword(input) {
      const answer = await api.request(adminRoutes.mePassword, { body: input });
      api.setCsrfToken(answer.data.csrf_token);
      return answer;
    },
    async exportCsv(resource, filter) {
      if (!Object.hasOwn(exportRoutes, resource)) throw new Error(`No CSV export for "${resource}"`);
      const route = exportRoutes[resource as ExportResource];
      const response = await api.send(route, { query: listQuery({ filter }), accept: 'text/csv' });
      return response.blob();
    },
    async invoicePdf(id) {
      const response = await api.send(adminRoutes.orderInvoicePdf, {
        params: { id },
        accept: 'application/pdf',
      });
      return response.blob();
    },
    async importProducts(file, onProgress) {
      // Whatever type the picker gave the file (spreadsheet programs differ), it is sent as CSV.
      const body = new Blob([file], { type: 'text/csv' });
      const response = await api.send(adminRoutes.productsImport, {
        file: body,
        accept: 'application/x-ndjson',
      });
      return importReport(response, onProgress);
    },
    async getList(resource, params) {
      const answer = await list(resource, listQuery(params));
      return { data: asCallerRecords(answer.data), total: answer.total };
    },
    async getOne(resource, params) {
      return { data: asCallerRecord(await getOne(resource, params.id)) };
    },
    // References read the records a page names: one request per ADMIN_IDS_MAX ids where the list
    // takes the ids filter (every resource a reference points to); one read per id otherwise.
    async getMany(resource, params) {
      if (params.ids.length === 0) return { data: [] };
      if (!listTakesIds(routeFor(resource, 'list'))) {
        return { data: asCallerRecords(await Promise.all(params.ids.map((id) => getOne(resource, id)))) };
      }
      const pages = await Promise.all(
        idChunks(params.ids).map((ids) =>
          list(resource, { ids: ids.join(','), page: 1, per_page: ids.length }),
        ),
      );
      return { data: asCallerRecords(pages.flatMap((page): readonly RaRecord[] => page.data)) };
    },
    async getManyReference(resource, params) {
      const answer = await list(
        resource,
        listQuery({ ...params, filter: { ...params.filter, [params.target]: String(params.id) } }),
      );
      return { data: asCallerRecords(answer.data), total: answer.total };
    },
    async create(resource, params) {
      const route = routeFor(resource, 'create');
      const answer = await api.request(route, { body: formBody(route, params.data) });
      return { data: asCallerRecord(answer.data) };
    },
    async update(resource, params) {
      return { data: asCallerRecord(await update(resource, params.id, params.data)) };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    async delete(resource, params) {
      return { data: asCallerRecord(await remove(resource, params.id)) };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },
  };
}
