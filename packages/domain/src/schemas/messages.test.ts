import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as api from './api';
import { FORM_FIELD, translateFieldErrors, zodIssuesToFieldErrors } from './errors';
import * as forms from './forms';
import { validationMessages, validationText } from './messages';

const here = import.meta.dirname;

/** Every 'validation.*' literal written in the schema sources (tests excluded). */
function keysInSources(): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(here)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'messages.ts') continue;
    for (const match of readFileSync(join(here, file), 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g)) {
      keys.add(match[1] as string);
    }
  }
  return keys;
}

/** Message keys the schemas actually produce for a spread of bad inputs. */
function keysProduced(): Set<string> {
  const keys = new Set<string>();
  const schemas = [...Object.values(forms), ...Object.values(api)].filter((s) => s instanceof z.ZodType);
  const bad: unknown[] = [
    {},
    null,
    'x',
    [],
    [{}],
    { id: 'x', page: '0', per_page: '0', is_men: 'x', avg_rate: '9' },
  ];
  for (const schema of schemas) {
    for (const input of bad) {
      const result = schema.safeParse(input);
      if (!result.success)
        for (const list of Object.values(zodIssuesToFieldErrors(result.error)))
          list.forEach((k) => keys.add(k));
    }
  }
  return keys;
}

describe('validationMessages', () => {
  it('has the same keys in Arabic and English', () => {
    expect(Object.keys(validationMessages.ar).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });

  it('has a text for every key used by the schemas, in both languages', () => {
    const used = new Set([...keysInSources(), ...keysProduced()]);
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) {
      expect(validationMessages.en, key).toHaveProperty([key]);
      expect(validationMessages.ar, key).toHaveProperty([key]);
    }
  });

  it("includes the keys the shop's forms name", () => {
    for (const key of [
      'validation.emailInvalid',
      'validation.emailRequired',
      'validation.usernameRequired',
      'validation.passwordMismatch',
      'validation.otpErrorLength',
      'validation.otpErrorRequired',
      'validation.passwordsMustMatch',
      'validation.NameRequired',
      'validation.CountryRequired',
      'validation.CityRequired',
      'validation.AreaRequired',
      'validation.BuildingRequired',
      'validation.FloorRequired',
      'validation.ApartmentRequired',
      'validation.AddressRequired',
      'validation.ratingRequired',
      'validation.commentRequired',
      'validation.messageRequired',
    ]) {
      expect(validationMessages.en).toHaveProperty([key]);
    }
  });

  it('writes Arabic texts in Arabic and English texts in English', () => {
    for (const [key, text] of Object.entries(validationMessages.ar)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      expect(text, key).not.toMatch(/[A-Za-z]/);
    }
    // The storefront's quantity toasts start lower-case, and the server repeats them word for word.
    const toastTexts = new Set(['validation.lowerQuantity', 'validation.largerQuantity']);
    for (const [key, text] of Object.entries(validationMessages.en)) {
      if (!toastTexts.has(key)) expect(text, key).toMatch(/^[A-Z]/);
      expect(text, key).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps the wording docs/product.md gives', () => {
    expect(validationMessages.en['validation.emailInvalid']).toBe('Invalid email address');
    expect(validationMessages.en['validation.emailRequired']).toBe('Email is required');
    expect(validationMessages.en['validation.passwordsMustMatch']).toBe('Passwords must match');
    expect(validationMessages.en['validation.ratingRequired']).toBe('Please select a rating');
    expect(validationMessages.en['validation.commentRequired']).toBe(
      'Please share your thoughts about the product',
    );
    expect(validationMessages.en['validation.messageRequired']).toBe('Message is required');
  });
});

describe('validationText', () => {
  it('translates a key and falls back to the generic text for unknown keys', () => {
    expect(validationText('validation.emailRequired', 'ar')).toBe('البريد الإلكتروني مطلوب');
    expect(validationText('validation.nope', 'en')).toBe('Invalid value');
    expect(validationText('constructor', 'en')).toBe('Invalid value');
  });
});

describe('zodIssuesToFieldErrors', () => {
  it('joins paths with dots, dedupes, and names whole-payload issues "form"', () => {
    const schema = z.object({ a: z.object({ b: z.array(z.string({ error: 'validation.invalid' })) }) });
    const result = schema.safeParse({ a: { b: [1, 'ok', 2] } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodIssuesToFieldErrors(result.error)).toEqual({
        'a.b.0': ['validation.invalid'],
        'a.b.2': ['validation.invalid'],
      });
    }
    const root = schema.safeParse(null);
    if (!root.success)
      expect(zodIssuesToFieldErrors(root.error)).toEqual({ [FORM_FIELD]: ['validation.invalid'] });
  });

  it("replaces zod's own English messages by a translatable key", () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    if (!result.success) expect(zodIssuesToFieldErrors(result.error)).toEqual({ n: ['validation.invalid'] });
  });

  it('feeds translateFieldErrors for a 422 answer', () => {
    const result = forms.loginSchema.safeParse({ email: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(translateFieldErrors(zodIssuesToFieldErrors(result.error), 'en')).toEqual({
        email: ['Invalid email address'],
        password: ['Password is required'],
      });
      expect(translateFieldErrors(zodIssuesToFieldErrors(result.error), 'ar')).toEqual({
        email: ['البريد الإلكتروني غير صالح'],
        password: ['كلمة المرور مطلوبة'],
      });
    }
  });
});

describe('texts shared with storefront toasts', () => {
  // The storefront's toasts for the same rules; a server 422 must read the same.
  it.each([
    ['validation.lowerQuantity', 'the quantity is lower than range', 'الكمية أقل من الحد الأدنى المسموح'],
    ['validation.largerQuantity', 'the quantity is larger than range', 'الكمية أكبر من الحد الأقصى المسموح'],
    [
      'validation.couponInvalid',
      'Invalid coupon code. Please try again.!',
      'كوبون الخصم غير صالح. يرجى المحاولة مرة أخرى.',
    ],
  ] as const)('%s reads like the toast', (key, en, ar) => {
    expect(validationText(key, 'en')).toBe(en);
    expect(validationText(key, 'ar')).toBe(ar);
  });
});
