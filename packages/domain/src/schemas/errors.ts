import type { z } from 'zod';
import { validationMessages, validationText, type ValidationLanguage } from './messages';

/** Field name used for issues about the whole payload (for example a body that is not an object). */
export const FORM_FIELD = 'form';

/**
 * Field → message keys, Laravel style (`errors: { field: [..] }`), path joined with '.'
 * ("products.0.colors.1.color_id"). Messages that are not one of our keys (zod's own English
 * defaults, e.g. for a body that is not an object) become 'validation.invalid', so every
 * message can be translated. Each key appears once per field.
 */
export function zodIssuesToFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_FIELD;
    const message = Object.hasOwn(validationMessages.en, issue.message)
      ? issue.message
      : 'validation.invalid';
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

/** The same map with texts in a language, for a 422 answer (docs/decisions.md, Error answers). */
export function translateFieldErrors(
  fieldErrors: Record<string, string[]>,
  lang: ValidationLanguage,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, keys]) => [field, keys.map((k) => validationText(k, lang))]),
  );
}
