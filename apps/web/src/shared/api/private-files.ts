/**
 * Files only the signed-in customer may read (transfer receipts, e-invoices, logo artwork): read
 * with the customer's token, which a plain link or <img> would not carry.
 */
import { getToken } from '../lib/token';
import { ApiError, apiUrl } from './client';

/** The file at `path` (below the language's API), or an ApiError with the answer's status. */
export async function fetchPrivateFile(path: string): Promise<Blob> {
  const response = await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!response.ok) throw new ApiError(response.statusText, response.status, null);
  return response.blob();
}

/**
 * Opens the file at `path` in a new tab from a local object URL. The tab is opened before the file
 * is read, while the click still counts as the shopper's (pop-up blockers), and closed again when
 * it cannot be read; the error is rethrown.
 */
export async function openPrivateFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  let file: Blob;
  try {
    file = await fetchPrivateFile(path);
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(file);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
