/**
 * A react-admin form hands its values over untyped; a call to the staff API takes the body its
 * route declares. These read the named fields as the text the API parses ('' for an empty input,
 * which the API then refuses with the field's own message), so the body is typed by the route.
 */
export function formText(values: Record<string, unknown>, field: string): string {
  const value = values[field];
  return value === null || value === undefined ? '' : String(value);
}

export function formTexts<const F extends string>(
  values: Record<string, unknown>,
  fields: readonly F[],
): Record<F, string> {
  const texts = {} as Record<F, string>;
  for (const field of fields) texts[field] = formText(values, field);
  return texts;
}
