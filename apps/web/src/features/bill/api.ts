import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_PREFIX, type AdminOrderDetail, type OrderDetail } from '@shop/contract';
import { apiGet, apiRequest, ApiError, errorMessageOf } from '../../shared/api/client';
import { fetchPrivateFile, openPrivateFile } from '../../shared/api/private-files';
import { externalNavigation } from '../../shared/lib/browser';
import type { Lang } from '../../shared/lib/lang';
import { queryKeys } from '../../shared/query/keys';

/** GET /orders/{id}: one of the customer's orders with everything its bill shows. */
export function useOrder(id: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.account.order(id),
    queryFn: ({ signal }) => apiGet('order', { params: { id }, signal }),
    enabled: enabled && Number.isSafeInteger(id) && id > 0,
    // The page shows its own states (not found, retry) instead of the shared toast.
    meta: { silent: true },
  });
}

/**
 * Any order's bill as staff read it (docs/decisions.md, Staff open the storefront's bill): the
 * staff API's order (adminRoutes.orderOne, a superset of the customer's answer) with the staff
 * session's cookie, which the browser sends only to /admin paths, in the page's language. A 401
 * here means "no dashboard session", not a customer's: it never signs the customer out.
 */
async function fetchStaffOrder(id: number, lang: Lang, signal?: AbortSignal): Promise<AdminOrderDetail> {
  const response = await fetch(`${ADMIN_API_PREFIX}/orders/${id}`, {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
    credentials: 'same-origin',
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(errorMessageOf(body, response.statusText), response.status, body);
  return (body as { data: AdminOrderDetail }).data;
}

/** The query of one order as staff read it: one bill, or one of a batch. */
export function staffOrderQuery(id: number, lang: Lang, enabled = true) {
  return queryOptions<OrderDetail>({
    queryKey: queryKeys.staffOrder(id, lang),
    queryFn: ({ signal }) => fetchStaffOrder(id, lang, signal),
    enabled: enabled && Number.isSafeInteger(id) && id > 0,
    // The pages show their own states (not found, staff only, retry) instead of the shared toast.
    meta: { silent: true },
  });
}

export function useStaffOrder(id: number, lang: Lang, enabled = true) {
  return useQuery(staffOrderQuery(id, lang, enabled));
}

/**
 * Pays an unpaid card order (docs/decisions.md, Card payments start from the order): asks the API
 * for the provider's hosted payment page and leaves for it. The provider sends the shopper back to
 * /bill/{id}?payment=paid or ?payment=failed.
 */
export async function startPayment(orderId: number): Promise<void> {
  const answer = await apiRequest('orderPay', { params: { id: orderId } });
  externalNavigation.assign(answer.data.redirect_url);
}

/** Uploads a transfer receipt (the picked file as the body) for one of the customer's orders. */
export async function uploadReceipt(orderId: number, file: Blob) {
  return (await apiRequest('orderReceiptUpload', { params: { id: orderId }, file })).data;
}

/**
 * Opens one of the customer's receipts in a new tab: it is read with the customer's token (a
 * plain link would carry none) and shown from a local object URL.
 */
export function openReceipt(orderId: number, receiptId: number): Promise<void> {
  return openPrivateFile(`orders/${orderId}/receipts/${receiptId}`);
}

/**
 * Saves the order's e-invoice as ZATCA has it (UBL XML) or its printed copy (a PDF with the XML
 * inside) under `{code}.xml` / `{code}.pdf`: read with the customer's token (a plain link would
 * carry none), then handed to the browser as a download.
 */
export async function downloadInvoice(orderId: number, code: string, format: 'xml' | 'pdf'): Promise<void> {
  const url = URL.createObjectURL(await fetchPrivateFile(`orders/${orderId}/invoice.${format}`));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${code}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
