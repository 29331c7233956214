/**
 * The API's languages and its message catalogue. Services name a language and a message key; the
 * HTTP layer (http/i18n.ts) decides the language of a request from its path. Validation texts come
 * from @shop/domain so the storefront and the API show the same words.
 */
import { validationMessages } from '@shop/domain';
import { accountMessages } from './messages/accounts.js';
import { adminMessages } from './messages/admin.js';
import { catalogueMessages } from './messages/catalogue.js';
import { checkoutMessages } from './messages/checkout.js';
import { coreMessages } from './messages/core.js';
import { exportMessages } from './messages/exports.js';
import { paymentMessages } from './messages/payments.js';
import { reportMessages } from './messages/reports.js';
import { uploadMessages } from './messages/uploads.js';

export const languages = ['ar', 'en'] as const;
export type Lang = (typeof languages)[number];
/** Arabic is the default language (docs/product.md, Languages). */
export const defaultLang: Lang = 'ar';

/** The API's own catalogue: one table per area, so each area keeps its texts beside the others. */
const apiMessages = {
  ar: {
    ...coreMessages.ar,
    ...accountMessages.ar,
    ...checkoutMessages.ar,
    ...paymentMessages.ar,
    ...adminMessages.ar,
    ...uploadMessages.ar,
    ...catalogueMessages.ar,
    ...reportMessages.ar,
    ...exportMessages.ar,
  },
  en: {
    ...coreMessages.en,
    ...accountMessages.en,
    ...checkoutMessages.en,
    ...paymentMessages.en,
    ...adminMessages.en,
    ...uploadMessages.en,
    ...catalogueMessages.en,
    ...reportMessages.en,
    ...exportMessages.en,
  },
};

export type MessageKey = keyof (typeof apiMessages)['en'];

/** Values a message names in braces (`{max}`), e.g. a configured limit. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Translates an API message key or a domain validation key; unknown keys are returned as given
 * (so a schema message that is already text still reaches the client). `{name}` in the text is
 * replaced by `params.name` when given.
 */
export function translate(lang: Lang, key: string, params?: MessageParams): string {
  const own = (apiMessages[lang] as Record<string, string>)[key];
  const text = own ?? (validationMessages[lang] as Record<string, string> | undefined)?.[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
