import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { isStoredMediaUrl } from '../media-url';
import { sarAmountField } from './admin-commerce';
import { emailField, key, LIMITS, nameText, optionalMultilineText, optionalText, textInput } from './fields';
import { vatNumberField } from './forms';

/**
 * The shop's settings as owners edit them. Everything printed on a tax invoice (seller name and VAT
 * number) or shown on every page (name, contact links) is checked here, so the storefront and the
 * bill never show a broken link or an unusable bank account.
 */

/** A stored image of the shop (`/media/<key>-<width>.webp`), or blank (or absent) for none. */
export function mediaUrlField() {
  return textInput('validation.mediaUrlInvalid')
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(
      z.string().refine((v) => v === '' || isStoredMediaUrl(v), { error: key('validation.mediaUrlInvalid') }),
    );
}

/** An https link, or blank for none. */
export function linkField() {
  return textInput('validation.urlInvalid')
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .max(500, { error: key('validation.urlInvalid') })
        .refine(
          (v) => {
            if (v === '') return true;
            try {
              const url = new URL(v);
              return url.protocol === 'https:' && url.hostname.includes('.');
            } catch {
              return false;
            }
          },
          { error: key('validation.urlInvalid') },
        ),
    );
}

const blankText = (max: number) => optionalText(max).transform((v) => v ?? '');
/** The about texts are paragraphs: their line breaks are kept. */
const blankParagraphs = (max: number) => optionalMultilineText(max).transform((v) => v ?? '');

/** ISO 13616 check digits (mod 97), for an IBAN without spaces. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const ibanField = textInput('validation.ibanInvalid')
  .transform((v) => toLatinDigits(v).replace(/\s/g, '').toUpperCase())
  .pipe(
    z.string().refine((v) => v === '' || (/^SA\d{22}$/.test(v) && ibanChecksumValid(v)), {
      error: key('validation.ibanInvalid'),
    }),
  );

/**
 * The WhatsApp number as wa.me links take it: international, digits only (9665XXXXXXXX). A Saudi
 * mobile typed the local way (05…, 5…) or with 00/+ is written so; any other number must already
 * carry its country code (a leading 0 is refused: a chat link cannot open a local number).
 */
function whatsAppNumber(typed: string): string {
  const digits = toLatinDigits(typed)
    .replace(/[\s()+-]/g, '')
    .replace(/^00/, '');
  if (/^05\d{8}$/.test(digits)) return `966${digits.slice(1)}`;
  if (/^5\d{8}$/.test(digits)) return `966${digits}`;
  return digits;
}

export const settingsInputSchema = z
  .object({
    app_name_ar: nameText('validation.appNameRequired'),
    app_name_en: nameText('validation.appNameRequired'),
    logo: mediaUrlField(),
    about_ar: blankParagraphs(LIMITS.message),
    about_en: blankParagraphs(LIMITS.message),
    facebook: linkField(),
    google: linkField(),
    twitter: linkField(),
    vimeo: linkField(),
    instagram: linkField(),
    email: z.union([z.literal(''), emailField()]),
    phone: blankText(40),
    address_ar: blankText(LIMITS.text),
    address_en: blankText(LIMITS.text),
    chat_number: textInput('validation.chatNumberInvalid')
      .transform(whatsAppNumber)
      .pipe(z.string().regex(/^([1-9]\d{7,14})?$/, { error: key('validation.chatNumberInvalid') })),
    /** Percent, at most 2 decimals: 15 → 1500 basis points. */
    tax_percent: sarAmountField(100, 'validation.taxInvalid'),
    vat_number: vatNumberField(),
    seller_name_ar: blankText(LIMITS.name),
    seller_name_en: blankText(LIMITS.name),
    bank_name_ar: blankText(LIMITS.name),
    bank_name_en: blankText(LIMITS.name),
    bank_account: blankText(40),
    iban: ibanField,
  })
  .superRefine((v, ctx) => {
    // A shop that charges VAT issues tax invoices, which must name the seller's VAT number.
    if (v.tax_percent > 0 && !v.vat_number) {
      ctx.addIssue({ code: 'custom', path: ['vat_number'], message: key('validation.sellerVatRequired') });
    }
  });
export type SettingsInput = z.infer<typeof settingsInputSchema>;
