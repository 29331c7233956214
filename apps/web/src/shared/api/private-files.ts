/**
 * Files only the signed-in customer may read (transfer receipts, e-invoices, logo artwork): read
 * with the customer's token, which a plain link or <img> would not carry. Staff reading a bill
 * from the dashboard read the same files from the staff API with their session's cookie.
 */
import { ADMIN_API_PREFIX } from '@shop/contract';
import { getToken } from '../lib/token';
import { ApiError, apiUrl } from './client';

/** Whose session reads the file: the customer's token, or the staff session's cookie. */
export type FileSession = 'customer' | 'staff';

/** The file at `path` (below the language's API, or the staff API's), or an ApiError with the answer's status. */
export async function fetchPrivateFile(path: string, reader: FileSession = 'customer'): Promise<Blob> {
  const response =
    reader === 'staff'
      ? await fetch(`${ADMIN_API_PREFIX}/${path}`, { credentials: 'same-origin' })
      : await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!response.ok) throw new ApiError(response.statusText, response.status, null);
  return response.blob();
}

/**
 * Opens the file at `path` in a new tab from a local object URL. The tab is opened before the file
 * is read, while the click still counts as the shopper's (pop-up blockers), and closed again when
 * it cannot be read; the error is rethrown.
 */
export async function openPrivateFile(path: string, reader: FileSession = 'customer'): Promise<void> {
  const tab = window.open('', '_blank');
  let file: Blob;
  try {
    file = await fetchPrivateFile(path, reader);
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(file);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
