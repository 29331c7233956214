/**
 * Where an address page sends the customer once the address is saved: back to the checkout or to
 * the quote being ordered when they came from it (their links pass `{ from: '/checkout' }` or
 * `{ from: '/account/quotes/7' }` as the navigation state). Only known paths are followed, so a
 * crafted state cannot send anyone elsewhere.
 */
const RETURN_PATHS = new Set(['/checkout']);
const QUOTE_PATH = /^\/account\/quotes\/\d+$/;

export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (RETURN_PATHS.has(from) || QUOTE_PATH.test(from)) ? from : undefined;
}
