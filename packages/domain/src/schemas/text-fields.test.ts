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
const profile = { fname: 'Sara', lname: 'Ali', email: 'sara@example.com', phone: '0501234567' };
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

/** Every kind of text field of the customer forms, with a valid payload around it. */
const TEXT_FIELDS: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['contact', contactSchema, contact, 'first_name'],
  ['contact', contactSchema, contact, 'last_name'],
  ['contact', contactSchema, contact, 'message'],
  ['contact', contactSchema, contact, 'email'],
  ['contact', contactSchema, contact, 'phone'],
  ['newsletter', newsletterSchema, { email: 'a@example.com' }, 'email'],
  ['profile', profileSchema, { ...profile, company_name: 'Zeta Trading' }, 'fname'],
  ['profile', profileSchema, { ...profile, company_name: 'Zeta Trading' }, 'company_name'],
  ['address', addressSchema, address, 'name'],
  ['address', addressSchema, address, 'address'],
  ['address', addressSchema, address, 'note'],
  ['address', addressSchema, address, 'building'],
  ['review', reviewSchema, { rate: 5, comment: 'Good', product_id: 1 }, 'comment'],
  [
    'reset',
    resetPasswordSchema,
    { new_password: '12345678', confirmPassword: '12345678', token: 't' },
    'token',
  ],
  ['coupon', couponCodeSchema, { coupon_code: 'SAVE' }, 'coupon_code'],
];

describe('text fields', () => {
  it('find NUL and lone surrogates, not paired ones', () => {
    expect(hasUnstorableCharacters('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacters('a\uD800')).toBe(true);
    expect(hasUnstorableCharacters('\uDC00a')).toBe(true);
    expect(hasUnstorableCharacters('\uD83D\uDE00 سارة')).toBe(false);
  });

  it('drop a NUL and other control characters rather than storing them', () => {
    for (const [form, schema, valid, field] of TEXT_FIELDS) {
      expect(errorsOf(schema, valid), `${form}.${field}`).toEqual({});
      const sent = { ...valid, [field]: `\u0000${String(valid[field])}\u0007\u007F` };
      const parsed = schema.safeParse(sent);
      expect(parsed.success, `${form}.${field}`).toBe(true);
      expect(parsed.data, `${form}.${field}`).toEqual(schema.parse(valid));
    }
  });

  it('refuse a bidi embedding, override or isolate with bidiControls', () => {
    for (const [form, schema, valid, field] of TEXT_FIELDS) {
      for (const bidi of ['\u202A', '\u202E', '\u2066', '\u2069']) {
        const value = String(valid[field]);
        const sent = { ...valid, [field]: `${value.slice(0, 1)}${bidi}${value.slice(1)}` };
        expect(errorsOf(schema, sent)[field], `${form}.${field}`).toEqual(['validation.bidiControls']);
      }
    }
  });

  it('refuse a lone surrogate with invalidCharacters', () => {
    for (const [form, schema, valid, field] of TEXT_FIELDS) {
      expect(
        errorsOf(schema, { ...valid, [field]: `${String(valid[field])}\uD800` })[field],
        `${form}.${field}`,
      ).toEqual(['validation.invalidCharacters']);
    }
  });

  it('keep the line breaks of a message, a review and a note as LF, and keep single lines on one line', () => {
    expect(contactSchema.parse({ ...contact, message: 'Hello\r\nthere\rfriend\u2028bye\t!' }).message).toBe(
      'Hello\nthere\nfriend\nbye !',
    );
    expect(reviewSchema.parse({ rate: 5, comment: '\r\nGood\n\nfit\r\n', product_id: 1 }).comment).toBe(
      'Good\n\nfit',
    );
    expect(addressSchema.parse({ ...address, note: 'Gate 2\r\nRing' }).note).toBe('Gate 2\nRing');
    expect(addressSchema.parse({ ...address, address: 'King Fahd\r\nRoad\t12' }).address).toBe(
      'King Fahd Road 12',
    );
    expect(profileSchema.parse({ ...profile, company_name: 'Zeta\n\tTrading' }).company_name).toBe(
      'Zeta Trading',
    );
  });

  it('keep passwords as typed, refusing only NUL and lone surrogates', () => {
    const login = { email: 'a@example.com', password: ' tab\there \u202E ' };
    expect(loginSchema.parse(login).password).toBe(login.password);
    expect(errorsOf(loginSchema, { ...login, password: 'x\u0000' }).password).toEqual([
      'validation.invalidCharacters',
    ]);
    expect(errorsOf(signupSchema, { ...profile, password: '1234567\u0000' }).password).toEqual([
      'validation.invalidCharacters',
    ]);
  });

  it('leave searches forgiving: invisible, bidi and control characters are dropped, NUL is refused', () => {
    expect(productListQuerySchema.parse({ search: '\u202Eshirt\tblue\u200B' }).search).toBe('shirt blue');
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
    expect(orderCreateSchema.parse({ ...order, coupon_code: 'save\u0000' }).coupon_code).toBe('SAVE');
    expect(errorsOf(orderCreateSchema, { ...order, coupon_code: 'A\u202E' }).coupon_code).toEqual([
      'validation.bidiControls',
    ]);
  });
});

describe('names', () => {
  it('lose bidi marks and zero-width characters', () => {
    expect(stripInvisible('\u202Eسارة\u200F\u2066\u2069\u061C')).toBe('سارة');
    expect(stripInvisible('A\u200Bl\u200C\u200Di\u2060\uFEFF\u00AD')).toBe('Ali');
    const parsed = contactSchema.parse({
      ...contact,
      first_name: ' \u200E Sara\u200B ',
      last_name: '\u200FAli\u061C',
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

  it('refuse bidi embeddings, overrides and isolates rather than dropping them', () => {
    expect(errorsOf(contactSchema, { ...contact, first_name: ' \u202A Sara ' }).first_name).toEqual([
      'validation.bidiControls',
    ]);
    expect(errorsOf(contactSchema, { ...contact, last_name: '\u2067Ali\u2069' }).last_name).toEqual([
      'validation.bidiControls',
    ]);
  });

  it('made only of invisible or control characters are missing', () => {
    expect(errorsOf(contactSchema, { ...contact, first_name: '\u200B\u200F\u0000\t' }).first_name).toEqual([
      'validation.fnameRequired',
    ]);
    // Invisible operators, Hangul fillers and tag characters draw nothing either.
    for (const blank of [
      '\u2063\u2063',
      '\u3164',
      '\u115F\u1160',
      '\uFFA0',
      '\u{E0041}\u{E0042}',
      '\u180E\u034F',
    ])
      expect(errorsOf(contactSchema, { ...contact, first_name: blank }).first_name, blank).toEqual([
        'validation.fnameRequired',
      ]);
    expect(stripInvisible('Eve\u{E0041}\u2062')).toBe('Eve');
  });

  it('an optional text of nothing but invisible characters is none (a note, a purchase-order number)', () => {
    const order = {
      payment_method: 0,
      address_id: 1,
      products: [{ product_id: 1, colors: [{ color_id: 1, sizes: [{ size_id: 1, quantity: 1 }] }] }],
    };
    const parsed = orderCreateSchema.parse({ ...order, po_number: '\u200B\u200B', note: '\u200B\n\u2063' });
    expect(parsed.po_number).toBeNull();
    expect(parsed.note).toBeNull();
    expect(orderCreateSchema.parse({ ...order, po_number: 'PO-7\u200B' }).po_number).toBe('PO-7\u200B');
  });

  it('keep their length limit after stripping', () => {
    const long = 'a'.repeat(100);
    expect(errorsOf(contactSchema, { ...contact, first_name: `${long}\u200B\u0000` })).toEqual({});
    expect(errorsOf(contactSchema, { ...contact, first_name: `${long}b` }).first_name).toEqual([
      'validation.tooLong',
    ]);
  });
});
