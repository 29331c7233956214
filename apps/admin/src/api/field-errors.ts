/**
 * The API's 422 field texts in the shape forms show: kept apart from the API client so the sign-in
 * screen, which loads before react-admin, reads them the same way without the client's imports.
 */
/** `{ field: [texts] }` from the API as `{ field: 'text. text' }` for the form beside each field. */
export function fieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, texts] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(texts) ? texts : [texts];
    out[field] = list.filter((t) => typeof t === 'string').join(' ');
  }
  return out;
}
