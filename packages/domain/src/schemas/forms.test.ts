import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from './errors';
import {
  addressSchema,
  changePasswordSchema,
  contactSchema,
  couponCodeSchema,
  loginSchema,
  newsletterSchema,
  profileSchema,
  resetCodeSchema,
  resetEmailSchema,
  resetPasswordSchema,
  reviewSchema,
  signupSchema,
} from './forms';

/** Field → keys of a failed parse, or {} when it passes. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
}

describe('loginSchema', () => {
  it('accepts an email and any non-empty password, trimming and lower-casing the email', () => {
    expect(loginSchema.parse({ email: ' Sara@Example.COM ', password: 'x' })).toEqual({
      email: 'sara@example.com',
      password: 'x',
    });
  });

  it('requires both fields, with one key per field', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: ['validation.emailRequired'],
      password: ['validation.passwordRequired'],
    });
    expect(errorsOf(loginSchema, { email: '   ', password: '' })).toEqual({
      email: ['validation.emailRequired'],
      password: ['validation.passwordRequired'],
    });
    expect(errorsOf(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      email: ['validation.emailInvalid'],
    });
  });

  it('does not trim passwords', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: ' secret ' }).password).toBe(' secret ');
  });
});

describe('signupSchema', () => {
  const valid = { fname: 'سارة', lname: 'Ali', email: 'a@b.co', phone: '0551234567', password: '12345678' };

  it('accepts a valid sign-up', () => {
    expect(signupSchema.parse(valid)).toEqual(valid);
  });

  it('needs a password of at least 8 characters', () => {
    expect(errorsOf(signupSchema, { ...valid, password: '1234567' })).toEqual({
      password: ['validation.passwordMin'],
    });
    expect(errorsOf(signupSchema, { ...valid, password: '' })).toEqual({
      password: ['validation.passwordRequired'],
    });
    expect(errorsOf(signupSchema, { ...valid, password: 'x'.repeat(129) })).toEqual({
      password: ['validation.tooLong'],
    });
  });

  it.each([
    ['0551234567', '0551234567'],
    ['05512345678', '05512345678'],
    ['٠٥٥١٢٣٤٥٦٧', '0551234567'],
    [' 055 123 4567 ', '0551234567'],
    ['055-123-4567', '0551234567'],
    ['+966551234567', '0551234567'],
    ['+966 55 123 4567', '0551234567'],
    ['00966551234567', '0551234567'],
    ['966551234567', '0551234567'],
    ['551234567', '0551234567'],
    ['(055) 123-4567', '0551234567'],
  ])('accepts the phone %j as %j', (phone, stored) => {
    expect(signupSchema.parse({ ...valid, phone }).phone).toBe(stored);
  });

  it.each([
    ['', 'validation.phoneRequired'],
    [undefined, 'validation.phoneRequired'],
    ['055123456', 'validation.phoneInvalid'], // 9 digits
    ['055123456789', 'validation.phoneInvalid'], // 12 digits
    ['+96655123456', 'validation.phoneInvalid'], // a Saudi mobile one digit short
    ['+966 1 234 5678', 'validation.phoneInvalid'], // not a mobile, and not 10 to 11 digits with its +
    ['05512345ab', 'validation.phoneInvalid'],
  ])('refuses the phone %j with %s', (phone, message) => {
    expect(errorsOf(signupSchema, { ...valid, phone })).toEqual({ phone: [message] });
  });

  it('requires the names', () => {
    expect(errorsOf(signupSchema, { ...valid, fname: ' ', lname: undefined })).toEqual({
      fname: ['validation.fnameRequired'],
      lname: ['validation.lnameRequired'],
    });
  });
});

describe('profileSchema', () => {
  it('uses usernameRequired for both names', () => {
    expect(errorsOf(profileSchema, { fname: '', lname: '', email: 'a@b.co', phone: '0551234567' })).toEqual({
      fname: ['validation.usernameRequired'],
      lname: ['validation.usernameRequired'],
    });
  });

  it('checks email and phone', () => {
    expect(errorsOf(profileSchema, { fname: 'a', lname: 'b', email: 'x', phone: '1' })).toEqual({
      email: ['validation.emailInvalid'],
      phone: ['validation.phoneInvalid'],
    });
  });

  const profile = { fname: 'a', lname: 'b', email: 'a@b.co', phone: '0551234567' };

  it('keeps company and VAT number unchanged when left out, and clears them when blank', () => {
    const parsed = profileSchema.parse(profile);
    expect(parsed.company_name).toBeUndefined();
    expect(parsed.vat_number).toBeUndefined();
    expect(profileSchema.parse({ ...profile, company_name: ' ', vat_number: '' })).toMatchObject({
      company_name: null,
      vat_number: null,
    });
  });

  it.each([
    ['300000000000003', '300000000000003'],
    ['3000 0000 0000 003', '300000000000003'],
    ['٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣', '300000000000003'],
  ])('accepts the VAT number %j', (vat, stored) => {
    expect(profileSchema.parse({ ...profile, vat_number: vat }).vat_number).toBe(stored);
  });

  it.each(['12345', '100000000000003', '300000000000001', '30000000000000a3'])(
    'refuses the VAT number %j',
    (vat) => {
      expect(errorsOf(profileSchema, { ...profile, vat_number: vat })).toEqual({
        vat_number: ['validation.vatNumberInvalid'],
      });
    },
  );
});

describe('changePasswordSchema', () => {
  it('accepts matching passwords', () => {
    const v = { old_password: 'old', password: 'newpass12', password_confirmation: 'newpass12' };
    expect(changePasswordSchema.parse(v)).toEqual(v);
  });

  it('reports a mismatch on password_confirmation, even when another field is missing', () => {
    expect(
      errorsOf(changePasswordSchema, {
        old_password: '',
        password: 'newpass12',
        password_confirmation: 'other',
      }),
    ).toEqual({
      old_password: ['validation.oldPasswordRequired'],
      password_confirmation: ['validation.passwordMismatch'],
    });
  });

  it('reports required fields without a mismatch on top', () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      old_password: ['validation.oldPasswordRequired'],
      password: ['validation.passwordRequired'],
      password_confirmation: ['validation.passwordConfirmationRequired'],
    });
  });
});

describe('password reset', () => {
  it('step 1 checks the email', () => {
    expect(errorsOf(resetEmailSchema, { email: '' })).toEqual({ email: ['validation.emailRequired'] });
    expect(errorsOf(resetEmailSchema, { email: 'nope' })).toEqual({ email: ['validation.emailInvalid'] });
  });

  it.each([
    ['1234', '1234'],
    [' 0042 ', '0042'],
    ['١٢٣٤', '1234'],
    [1234, '1234'],
  ])('step 2 accepts the code %j', (otp, parsed) => {
    expect(resetCodeSchema.parse({ email: 'a@example.com', otp }).otp).toBe(parsed);
  });

  it('step 2 needs the email the code was sent to, lower-cased', () => {
    expect(errorsOf(resetCodeSchema, { otp: '1234' })).toEqual({ email: ['validation.emailRequired'] });
    expect(resetCodeSchema.parse({ email: ' A@Example.com ', otp: '1234' }).email).toBe('a@example.com');
  });

  it.each([
    ['', 'validation.otpErrorRequired'],
    [undefined, 'validation.otpErrorRequired'],
    ['123', 'validation.otpErrorLength'],
    ['12345', 'validation.otpErrorLength'],
    ['12a4', 'validation.otpErrorLength'],
    ['12 34', 'validation.otpErrorLength'],
  ])('step 2 refuses the code %j with %s', (otp, message) => {
    expect(errorsOf(resetCodeSchema, { email: 'a@example.com', otp })).toEqual({ otp: [message] });
  });

  it('step 3 needs 8 characters, a matching confirmation and the token', () => {
    expect(
      resetPasswordSchema.parse({ new_password: 'abcdefgh', confirmPassword: 'abcdefgh', token: 't' }),
    ).toEqual({
      new_password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
      token: 't',
    });
    expect(
      errorsOf(resetPasswordSchema, { new_password: 'abcdefgh', confirmPassword: 'abcdefgX', token: 't' }),
    ).toEqual({
      confirmPassword: ['validation.passwordsMustMatch'],
    });
    expect(errorsOf(resetPasswordSchema, { new_password: 'short', confirmPassword: '', token: '' })).toEqual({
      new_password: ['validation.passwordMin'],
      confirmPassword: ['validation.confirmPasswordRequired'],
      token: ['validation.tokenRequired'],
    });
  });
});

describe('addressSchema', () => {
  const multipart = {
    name: 'Home',
    country_id: '1',
    city_id: '12',
    area_id: '٣',
    building: '7',
    floor: '2',
    apartment: '4B',
    address: 'King Fahd Road',
  };

  it('coerces ids sent as strings and stores a missing or blank note as null', () => {
    expect(addressSchema.parse(multipart)).toEqual({
      ...multipart,
      country_id: 1,
      city_id: 12,
      area_id: 3,
      note: null,
      receiver_name: null,
      receiver_phone: null,
      postal_code: null,
      additional_number: null,
      short_address: null,
    });
    expect(addressSchema.parse({ ...multipart, note: '  ' }).note).toBeNull();
    expect(addressSchema.parse({ ...multipart, note: null }).note).toBeNull();
    expect(addressSchema.parse({ ...multipart, note: ' ring twice ' }).note).toBe('ring twice');
  });

  it('accepts JSON numbers (PUT sends JSON)', () => {
    const parsed = addressSchema.parse({ ...multipart, country_id: 1, city_id: 12, area_id: 3, floor: 2 });
    expect(parsed.floor).toBe('2');
  });

  it('names every missing field with its own key', () => {
    expect(errorsOf(addressSchema, {})).toEqual({
      name: ['validation.NameRequired'],
      country_id: ['validation.CountryRequired'],
      city_id: ['validation.CityRequired'],
      area_id: ['validation.AreaRequired'],
      building: ['validation.BuildingRequired'],
      address: ['validation.AddressRequired'],
    });
  });

  it('leaves floor and apartment optional (a warehouse has neither), stored as blank', () => {
    const parsed = addressSchema.parse({ ...multipart, floor: ' ', apartment: undefined });
    expect([parsed.floor, parsed.apartment]).toEqual(['', '']);
  });

  it('reads the national address codes however they are typed, and keeps them in one form', () => {
    const parsed = addressSchema.parse({
      ...multipart,
      building: '٢٩٢٩',
      postal_code: ' ١٢٣٤٥ ',
      additional_number: 7788,
      short_address: 'rrrd 2929',
      receiver_name: '  Warehouse\u200b keeper ',
      receiver_phone: '+966 55 123 4567',
    });
    expect(parsed).toMatchObject({
      building: '2929',
      postal_code: '12345',
      additional_number: '7788',
      short_address: 'RRRD2929',
      receiver_name: 'Warehouse keeper',
      receiver_phone: '0551234567',
    });
  });

  it.each([
    ['postal_code', '1234', 'validation.postalCodeInvalid'],
    ['postal_code', '123456', 'validation.postalCodeInvalid'],
    ['postal_code', 'ABCDE', 'validation.postalCodeInvalid'],
    ['postal_code', '12\u00003', 'validation.postalCodeInvalid'],
    ['postal_code', -12345, 'validation.postalCodeInvalid'],
    ['additional_number', '123', 'validation.additionalNumberInvalid'],
    ['additional_number', 1e20, 'validation.additionalNumberInvalid'],
    ['short_address', 'RRR2929', 'validation.shortAddressInvalid'],
    ['short_address', 'رررد2929', 'validation.shortAddressInvalid'],
    ['short_address', 'RRRD\u202e2929', 'validation.bidiControls'],
    ['receiver_phone', '123', 'validation.phoneInvalid'],
  ])('refuses %s %j with %s', (field, value, message) => {
    expect(errorsOf(addressSchema, { ...multipart, [field]: value })).toEqual({ [field]: [message] });
  });

  it.each(['', '0', '-1', '1.5', 'abc', '1e3', '99999999999'])('refuses the country id %j', (country_id) => {
    expect(errorsOf(addressSchema, { ...multipart, country_id })).toEqual({
      country_id: ['validation.CountryRequired'],
    });
  });
});

describe('reviewSchema', () => {
  it.each([1, 5, '3'])('accepts the rating %j', (rate) => {
    expect(reviewSchema.parse({ rate, comment: 'Good', product_id: '4' })).toMatchObject({ product_id: 4 });
  });

  it.each([0, 6, 2.5, '', undefined])('refuses the rating %j', (rate) => {
    expect(errorsOf(reviewSchema, { rate, comment: 'Good', product_id: 4 })).toEqual({
      rate: ['validation.ratingRequired'],
    });
  });

  it('requires a comment', () => {
    expect(errorsOf(reviewSchema, { rate: 4, comment: '  ', product_id: 4 })).toEqual({
      comment: ['validation.commentRequired'],
    });
  });
});

describe('contactSchema', () => {
  it('requires every field', () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      first_name: ['validation.fnameRequired'],
      last_name: ['validation.lnameRequired'],
      email: ['validation.emailRequired'],
      phone: ['validation.phoneRequired'],
      message: ['validation.messageRequired'],
    });
  });

  it('accepts a message', () => {
    const v = { first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '0551234567', message: 'Hi' };
    expect(contactSchema.parse(v)).toEqual(v);
  });
});

describe('newsletterSchema and couponCodeSchema', () => {
  it('checks the newsletter email', () => {
    expect(newsletterSchema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(newsletterSchema, { email: 'x@' })).toEqual({ email: ['validation.emailInvalid'] });
  });

  it('trims and upper-cases a coupon code and refuses a blank one', () => {
    expect(couponCodeSchema.parse({ coupon_code: ' eid10 ' })).toEqual({ coupon_code: 'EID10' });
    expect(errorsOf(couponCodeSchema, { coupon_code: '   ' })).toEqual({
      coupon_code: ['validation.couponRequired'],
    });
    expect(errorsOf(couponCodeSchema, {})).toEqual({ coupon_code: ['validation.couponRequired'] });
  });
});
