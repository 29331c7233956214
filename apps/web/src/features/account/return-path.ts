/**
 * Where an address page sends the customer once the address is saved: back to the checkout when
 * they came from it (its links pass `{ from: '/checkout' }` as the navigation state). Only known
 * paths are followed, so a crafted state cannot send anyone elsewhere.
 */
const RETURN_PATHS = new Set(['/checkout']);

export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && RETURN_PATHS.has(from) ? from : undefined;
}
