/**
 * The product form's own checks, beside the inputs that use them: price tiers checked with the
 * domain's tier rules (priceTiersSchema: at least one tier, whole quantities, prices above 0 with
 * two decimals, no gap and no overlap) and colours named once each, so staff see the same message
 * beside the same field as the API's 422 would put there (`tiers.1.from`, `tiers`, `colors.2.color_id`).
 */
import type { Identifier, Validator } from 'react-admin';
import {
  FORM_FIELD,
  priceTiersSchema,
  risingTierPrices,
  validationText,
  zodIssuesToFieldErrors,
} from '@shop/domain';

export type Lang = 'ar' | 'en';

/** The form's field that holds the tiers. */
export const TIERS_SOURCE = 'tiers';

/** Problems of the tier list by path ('1.from', or 'form' for the list as a whole), as message keys. */
function tierIssues(tiers: unknown): Record<string, string[]> {
  const result = priceTiersSchema.safeParse(Array.isArray(tiers) ? tiers : []);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
}

function textOf(keys: string[] | undefined, lang: Lang): string | undefined {
  return keys?.length ? keys.map((k) => validationText(k, lang)).join(' ') : undefined;
}

/** The input's place in the form (`tiers.1.from`), which react-admin hands a validator. */
const sourceOf = (props: unknown) =>
  String((props as { finalSource?: string } | undefined)?.finalSource ?? '');

/** The message for one tier row's field, from the whole list (an overlap is only seen with the rows around it). */
export function tierRowValidator(lang: Lang): Validator {
  return (_value, values, props) => {
    const match = /\.(\d+)\.(\w+)$/.exec(sourceOf(props));
    if (!match) return undefined;
    return textOf(tierIssues(values?.[TIERS_SOURCE])[`${match[1]}.${match[2]}`], lang);
  };
}

/** The message for the tier list as a whole (no tier at all). */
export function tierListValidator(lang: Lang): Validator {
  return (tiers) => textOf(tierIssues(tiers)[FORM_FIELD], lang);
}

/**
 * The tiers (numbered from 1, as staff count rows) that cost as much or more per piece than the
 * tier before them: a warning, not an error, and only once the list itself is valid.
 */
export function risingTierRows(tiers: unknown): number[] {
  const result = priceTiersSchema.safeParse(Array.isArray(tiers) ? tiers : []);
  return result.success ? risingTierPrices(result.data).map((index) => index + 1) : [];
}

/** A colour is required once per product (the API refuses a repeat with the same message). */
export function colorValidator(lang: Lang): Validator {
  return (value, values, props) => {
    if (value === null || value === undefined || value === '')
      return validationText('validation.colorRequired', lang);
    const row = Number(/\.(\d+)\.color_id$/.exec(sourceOf(props))?.[1] ?? -1);
    const colors: { color_id?: Identifier }[] = Array.isArray(values?.colors) ? values.colors : [];
    return colors.slice(0, Math.max(row, 0)).some((c) => c?.color_id === value)
      ? validationText('validation.duplicateColor', lang)
      : undefined;
  };
}
