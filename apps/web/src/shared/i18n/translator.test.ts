import { describe, expect, it } from 'vitest';
import { createTextStore, createTranslator, translate } from './translator';

const texts = {
  cart: {
    items_zero: 'لا قطع',
    items_one: 'قطعة واحدة',
    items_two: 'قطعتان',
    items_few: '{{count}} قطع',
    items_many: '{{count}} قطعة',
    items_other: '{{count}} قطعة ',
    greeting: 'Hello {{name}}, {{ missing }}!',
  },
};
const english = { cart: { items_one: '{{count}} piece', items_other: '{{count}} pieces' } };

describe('translate', () => {
  it('picks the Arabic plural form of each count by the CLDR rules', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => translate(texts, 'ar', 'cart.items', { count }));
    expect(forms).toEqual(['لا قطع', 'قطعة واحدة', 'قطعتان', '3 قطع', '11 قطعة', '100 قطعة ']);
  });

  it('falls back to the other form when a language has no zero form', () => {
    expect(translate(english, 'en', 'cart.items', { count: 0 })).toBe('0 pieces');
    expect(translate(english, 'en', 'cart.items', { count: 1 })).toBe('1 piece');
  });

  it('fills values and leaves a missing value empty', () => {
    expect(translate(texts, 'en', 'cart.greeting', { name: 'Sara' })).toBe('Hello Sara, !');
  });

  it('shows the key of a missing text, and of a key naming a group', () => {
    expect(translate(texts, 'en', 'cart.nothing')).toBe('cart.nothing');
    expect(translate(texts, 'en', 'cart')).toBe('cart');
  });
});

describe('createTranslator', () => {
  it('gives a new t when the language or the texts change, and tells its subscribers', async () => {
    const store = createTextStore({ ar: { a: 'أ' }, en: { a: 'A' } });
    const translator = createTranslator(store, 'ar');
    let calls = 0;
    translator.subscribe(() => (calls += 1));
    const before = translator.t;
    expect(before('a')).toBe('أ');
    await translator.changeLanguage('en');
    expect(translator.t).not.toBe(before);
    expect(translator.t('a')).toBe('A');
    expect(translator.dir()).toBe('ltr');
    store.add('en', { b: 'B' });
    expect(translator.t('b')).toBe('B');
    expect(calls).toBe(2);
    expect(translator.forLanguage('ar').t('a')).toBe('أ');
  });
});
