import { z } from 'zod';
import { normaliseCouponCode } from '../coupon';
import { toLatinDigits } from '../digits';
import { ADDITIONAL_NUMBER, POSTAL_CODE, SHORT_ADDRESS } from '../national-address';
import {
  emailField,
  idField,
  intField,
  key,
  LIMITS,
  nameText,
  optionalCodeField,
  optionalMultilineText,
  optionalName,
  optionalPhoneField,
  optionalText,
  optionalTextOrNumber,
  passwordField,
  phoneField,
  requiredMultilineText,
  requiredText,
  requiredTextOrNumber,
  textInput,
} from './fields';

/**
 * Schemas of the forms (docs/product.md, Forms and validation), shared by the storefront (react-hook-form) and the API (the
 * same form posted). New passwords need at least 8 characters (docs/decisions.md, Password length).
 * Messages are translation keys (see messages.ts).
 */

/** New passwords: required with the form's own key, at least 8 characters. */
const NEW_PASSWORD_MIN = 8;

/** Runs an equality refine only when both fields are filled, so "required" is not doubled. */
function bothFilled(a: string, b: string) {
  return (payload: { value: unknown }): boolean => {
    const v = payload.value as Record<string, unknown> | null | undefined;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string' && v[b] !== '';
  };
}

export const loginSchema = z.object({
  email: emailField(),
  // No length rule at sign-in: accounts made before the rule must still get in, and the
  // form should not hint at the rules.
  password: passwordField('validation.passwordRequired'),
});

export const signupSchema = z.object({
  fname: nameText('validation.fnameRequired'),
  lname: nameText('validation.lnameRequired'),
  email: emailField(),
  phone: phoneField(),
  password: passwordField('validation.passwordRequired', NEW_PASSWORD_MIN),
});

/**
 * A Saudi VAT registration number: 15 digits, starting and ending with 3 (as ZATCA issues them).
 * Optional: blank or absent is null.
 */
export const vatNumberField = () =>
  textInput('validation.vatNumberInvalid')
    .transform((v) => toLatinDigits(v).replace(/\s/g, ''))
    .pipe(z.string().regex(/^(3\d{13}3)?$/, { error: key('validation.vatNumberInvalid') }))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The profile; a business buyer may add a company name and VAT number, printed on the tax
 * invoice as the buyer (left out, they are kept as they are; blank clears them).
 */
export const profileSchema = z.object({
  fname: nameText('validation.usernameRequired'),
  lname: nameText('validation.usernameRequired'),
  /**
   * Optional, and only ever the current email: changing it takes the current password and a code
   * sent to the new address (emailChangeSchema, emailCodeSchema).
   */
  email: emailField().optional(),
  phone: phoneField(),
  company_name: optionalText(LIMITS.name).optional(),
  vat_number: vatNumberField().optional(),
});

export const changePasswordSchema = z
  .object({
    old_password: passwordField('validation.oldPasswordRequired'),
    password: passwordField('validation.passwordRequired', NEW_PASSWORD_MIN),
    password_confirmation: passwordField('validation.passwordConfirmationRequired'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: key('validation.passwordMismatch'),
    when: bothFilled('password', 'password_confirmation'),
  });

/** Reset step 1 ('Invalid email address' / 'Email is required'). */
export const resetEmailSchema = z.object({ email: emailField() });

/**
 * A mailed code: exactly four digits; Arabic-Indic digits count (docs/product.md, Forms and
 * validation).
 */
const otpField = () =>
  z
    .union([textInput('validation.otpErrorRequired'), z.number()], {
      error: key('validation.otpErrorRequired'),
    })
    .transform((v) => toLatinDigits(String(v)).trim())
    .pipe(z.string().min(1, { error: key('validation.otpErrorRequired') }))
    .pipe(z.string().regex(/^\d{4}$/, { error: key('validation.otpErrorLength') }));

/**
 * Reset step 2: the code with its email. The email travels with the code: a code alone would let
 * one guess match any customer's pending reset (docs/decisions.md, Reset codes).
 */
export const resetCodeSchema = z.object({
  email: emailField(),
  otp: otpField(),
});

/** Sign-up's second step: the code mailed to the address signed up with (docs/decisions.md, Sign-up). */
export const signupCodeSchema = resetCodeSchema;

/** An email change: the new address and the current password (the code step follows). */
export const emailChangeSchema = z.object({
  email: emailField(),
  password: passwordField('validation.oldPasswordRequired'),
});

/** The code mailed to the new address of an email change (the signed-in customer's own change). */
export const emailCodeSchema = z.object({ otp: otpField() });

/** Reset step 3: the new password, its confirmation and the single-use reset token. */
export const resetPasswordSchema = z
  .object({
    new_password: passwordField('validation.newPasswordRequired', NEW_PASSWORD_MIN),
    confirmPassword: passwordField('validation.confirmPasswordRequired'),
    token: requiredText('validation.tokenRequired', LIMITS.text),
  })
  .refine((v) => v.new_password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: key('validation.passwordsMustMatch'),
    when: bothFilled('new_password', 'confirmPassword'),
  });

/**
 * A staff member's forgotten password, second step: the mailed code and the new password together
 * (the dashboard's sign-in page asks for both on one form).
 */
export const staffResetSchema = z
  .object({
    email: emailField(),
    otp: otpField(),
    new_password: passwordField('validation.newPasswordRequired', NEW_PASSWORD_MIN),
    confirmPassword: passwordField('validation.confirmPasswordRequired'),
  })
  .refine((v) => v.new_password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: key('validation.passwordsMustMatch'),
    when: bothFilled('new_password', 'confirmPassword'),
  });

/**
 * Address add and edit. Ids arrive as strings from multipart forms and are coerced; the note is
 * optional and a blank note is stored as null.
 */
export const addressSchema = z.object({
  name: nameText('validation.NameRequired'),
  /** Who takes the delivery, when not the account holder (a warehouse's keeper). */
  receiver_name: optionalName(),
  receiver_phone: optionalPhoneField(),
  country_id: idField('validation.CountryRequired'),
  city_id: idField('validation.CityRequired'),
  area_id: idField('validation.AreaRequired'),
  /** The national address's building number (four digits) where there is one; digits are kept Latin. */
  building: requiredTextOrNumber('validation.BuildingRequired', 50).transform(toLatinDigits),
  /** Optional: a warehouse or a house has neither. */
  floor: optionalTextOrNumber(50),
  apartment: optionalTextOrNumber(50),
  address: requiredText('validation.AddressRequired', LIMITS.text),
  /** The Saudi national address's codes: postal code, additional number and short address. */
  postal_code: optionalCodeField('validation.postalCodeInvalid', POSTAL_CODE),
  additional_number: optionalCodeField('validation.additionalNumberInvalid', ADDITIONAL_NUMBER),
  short_address: optionalCodeField('validation.shortAddressInvalid', SHORT_ADDRESS),
  note: optionalMultilineText(LIMITS.note),
});

export const reviewSchema = z.object({
  rate: intField('validation.ratingRequired', 1, 5),
  comment: requiredMultilineText('validation.commentRequired', LIMITS.comment),
  product_id: idField('validation.productRequired'),
});

/** Contact form (POST /contact: docs/decisions.md, Contact endpoint and /403). */
export const contactSchema = z.object({
  first_name: nameText('validation.fnameRequired'),
  last_name: nameText('validation.lnameRequired'),
  email: emailField(),
  phone: phoneField(),
  message: requiredMultilineText('validation.messageRequired', LIMITS.message),
});

export const newsletterSchema = z.object({ email: emailField() });

/**
 * The coupon box and GET coupon?coupon_code=: trimmed and upper-cased (normaliseCouponCode);
 * a blank code is refused here, and the storefront simply does not send it (docs/product.md, Coupons).
 */
export const couponCodeSchema = z.object({
  coupon_code: textInput('validation.couponRequired')
    .pipe(z.string().max(LIMITS.couponCode, { error: key('validation.tooLong') }))
    .transform((v) => normaliseCouponCode(v) ?? '')
    .pipe(z.string().min(1, { error: key('validation.couponRequired') })),
});

// Parsed (output) types: what a handler receives after parsing.
export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ResetEmailInput = z.infer<typeof resetEmailSchema>;
export type ResetCodeInput = z.infer<typeof resetCodeSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type SignupCodeInput = z.infer<typeof signupCodeSchema>;
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
export type EmailCodeInput = z.infer<typeof emailCodeSchema>;
export type StaffResetInput = z.infer<typeof staffResetSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
export type ReviewInput = z.infer<typeof reviewSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type CouponCodeInput = z.infer<typeof couponCodeSchema>;

// Raw (input) types: the values a form holds before parsing (react-hook-form's field values).
export type LoginFormValues = z.input<typeof loginSchema>;
export type SignupFormValues = z.input<typeof signupSchema>;
export type ProfileFormValues = z.input<typeof profileSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;
export type ResetEmailFormValues = z.input<typeof resetEmailSchema>;
export type ResetCodeFormValues = z.input<typeof resetCodeSchema>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;
export type SignupCodeFormValues = z.input<typeof signupCodeSchema>;
export type EmailChangeFormValues = z.input<typeof emailChangeSchema>;
export type EmailCodeFormValues = z.input<typeof emailCodeSchema>;
export type StaffResetFormValues = z.input<typeof staffResetSchema>;
export type AddressFormValues = z.input<typeof addressSchema>;
export type ReviewFormValues = z.input<typeof reviewSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;
export type NewsletterFormValues = z.input<typeof newsletterSchema>;
export type CouponCodeFormValues = z.input<typeof couponCodeSchema>;
