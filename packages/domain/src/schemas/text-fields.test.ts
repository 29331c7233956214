import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blogListQuerySchema, orderCreateSchema, productListQuerySchema } from './api';
import { zodIssuesToFieldErrors } from './errors';
import { hasUnstorableCharacters } from './fields';
import { stripInvisible } from '../invisible';
import {
  addressSchema,
  contactSchema,
  couponCodeSchema,
  loginSchema,
  newsletterSchema,
  profileSchema,
  resetPasswordSchema,
  reviewSchema,
  signupSchema,
} from './forms';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
}

const contact = {
  first_name: 'Sara',
  last_name: 'Ali',
  email: 'sara@example.com',
  phone: '0501234567',
  message: 'Hi',
};
const address = {
  name: 'Home',
  country_id: 1,
  city_id: 1,
  area_id: 1,
  building: '1',
  floor: '2',
  apartment: '3',
  address: 'Street',
  note: 'Ring twice',
};

describe('text fields refuse what cannot be stored', () => {
  it('finds NUL and lone surrogates, not paired ones', () => {
    expect(hasUnstorableCharacters('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacters('a\uD800')).toBe(true);
    expect(hasUnstorableCharacters('\uDC00a')).toBe(true);
    expect(hasUnstorableCharacters('\uD83D\uDE00 سارة')).toBe(false);
  });

  it('answers invalidCharacters for a NUL in every kind of text field', () => {
    const cases: [z.ZodType, Record<string, unknown>, string][] = [
      [contactSchema, contact, 'first_name'],
      [contactSchema, contact, 'last_name'],
      [contactSchema, contact, 'message'],
      [contactSchema, contact, 'email'],
      [contactSchema, contact, 'phone'],
      [newsletterSchema, { email: 'a@example.com' }, 'email'],
      [
        signupSchema,
        { fname: 'A', lname: 'B', email: 'a@example.com', phone: '0501234567', password: '12345678' },
        'password',
      ],
      [profileSchema, { fname: 'A', lname: 'B', email: 'a@example.com', phone: '0501234567' }, 'fname'],
      [loginSchema, { email: 'a@example.com', password: 'x' }, 'password'],
      [addressSchema, address, 'address'],
      [addressSchema, address, 'note'],
      [addressSchema, address, 'building'],
      [reviewSchema, { rate: 5, comment: 'Good', product_id: 1 }, 'comment'],
      [resetPasswordSchema, { new_password: '12345678', confirmPassword: '12345678', token: 't' }, 'token'],
      [couponCodeSchema, { coupon_code: 'SAVE' }, 'coupon_code'],
    ];
    for (const [schema, valid, field] of cases) {
      expect(errorsOf(schema, valid), field).toEqual({});
      expect(errorsOf(schema, { ...valid, [field]: `${String(valid[field])}\u0000` })[field], field).toEqual([
        'validation.invalidCharacters',
      ]);
    }
  });

  it('answers invalidCharacters for a NUL or lone surrogate in a search or coupon query', () => {
    expect(errorsOf(productListQuerySchema, { search: 'shirt\u0000' }).search).toEqual([
      'validation.invalidCharacters',
    ]);
    expect(errorsOf(blogListQuerySchema, { search: '\uD800' }).search).toEqual([
      'validation.invalidCharacters',
    ]);
    const order = {
      payment_method: 0,
      address_id: 1,
      products: [{ product_id: 1, colors: [{ color_id: 1, sizes: [{ size_id: 1, quantity: 1 }] }] }],
    };
    expect(errorsOf(orderCreateSchema, { ...order, coupon_code: 'A\u0000' }).coupon_code).toEqual([
      'validation.invalidCharacters',
    ]);
  });
});

describe('names', () => {
  it('lose bidi controls and zero-width characters', () => {
    expect(stripInvisible('\u202Eسارة\u200F\u2066\u2069\u061C')).toBe('سارة');
    expect(stripInvisible('A\u200Bl\u200C\u200Di\u2060\uFEFF\u00AD')).toBe('Ali');
    const parsed = contactSchema.parse({
      ...contact,
      first_name: ' \u202A Sara\u200B ',
      last_name: '\u2067Ali\u2069',
    });
    expect(parsed.first_name).toBe('Sara');
    expect(parsed.last_name).toBe('Ali');
    expect(
      signupSchema.parse({
        fname: 'مح\u200Dمد',
        lname: 'B',
        email: 'a@example.com',
        phone: '0501234567',
        password: '12345678',
      }).fname,
    ).toBe('محمد');
    expect(addressSchema.parse({ ...address, name: '\uFEFFHome' }).name).toBe('Home');
  });

  it('made only of invisible characters are missing', () => {
    expect(errorsOf(contactSchema, { ...contact, first_name: '\u200B\u202E' }).first_name).toEqual([
      'validation.fnameRequired',
    ]);
  });

  it('keep their length limit after stripping', () => {
    const long = 'a'.repeat(100);
    expect(errorsOf(contactSchema, { ...contact, first_name: `${long}\u200B\u200B` })).toEqual({});
    expect(errorsOf(contactSchema, { ...contact, first_name: `${long}b` }).first_name).toEqual([
      'validation.tooLong',
    ]);
  });
});
