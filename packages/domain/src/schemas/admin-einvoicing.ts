import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { BUILDING_NUMBER, POSTAL_CODE } from '../national-address';
import { key, LIMITS, nameText, optionalText, requiredText, textInput } from './fields';
import type { ValidationKey } from './messages';

/**
 * The owner's e-invoicing onboarding forms: the seller as ZATCA registered it (its certificates
 * name it, and every document states it), and the one-time code from the Fatoora portal.
 */

/** ZATCA's three platforms, and the shop's built-in simulator (never in production). */
export const FATOORA_ENVIRONMENTS = ['developer-portal', 'simulation', 'production', 'simulator'] as const;
export type FatooraEnvironmentName = (typeof FATOORA_ENVIRONMENTS)[number];

/** Digits of a fixed form: Arabic-Indic digits read as digits, spaces dropped. */
function digitsField(invalidKey: ValidationKey, pattern: RegExp) {
  return textInput(invalidKey)
    .transform((v) => toLatinDigits(v).replace(/\s/g, ''))
    .pipe(z.string().regex(pattern, { error: invalidKey }));
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

export const einvoiceRegistrationSchema = z.object({
  environment: z.enum(FATOORA_ENVIRONMENTS, { error: key('validation.environmentInvalid') }),
  /** A tax invoice always names the seller in Arabic. */
  seller_name_ar: nameText('validation.sellerNameArRequired').refine((v) => ARABIC_LETTER.test(v), {
    error: key('validation.sellerNameArabic'),
  }),
  /** Fifteen digits, starting and ending with 3. */
  vat_number: digitsField('validation.vatNumberInvalid', /^3\d{13}3$/),
  /** The commercial registration: ten digits. */
  cr_number: digitsField('validation.crNumberInvalid', /^\d{10}$/),
  street: requiredText('validation.streetRequired', LIMITS.text),
  building_number: digitsField('validation.buildingNumberInvalid', BUILDING_NUMBER),
  /** Optional for the seller too: blank when the address has none. */
  additional_number: digitsField('validation.additionalNumberInvalid', /^(\d{4})?$/),
  district: requiredText('validation.districtRequired', LIMITS.text),
  city: requiredText('validation.CityRequired', LIMITS.text),
  postal_code: digitsField('validation.postalCodeInvalid', POSTAL_CODE),
  /** The branch or unit the certificate is for (blank: the main one). */
  branch: optionalText(LIMITS.name).transform((v) => v ?? ''),
  /** The business's industry, as the CSR states it. */
  industry: optionalText(LIMITS.name).transform((v) => v ?? ''),
});
export type EInvoiceRegistrationInput = z.infer<typeof einvoiceRegistrationSchema>;

/** The six-digit one-time code the Fatoora portal shows for onboarding a solution. */
export const fatooraOtpSchema = z.object({
  otp: digitsField('validation.fatooraOtpInvalid', /^\d{6}$/),
});
