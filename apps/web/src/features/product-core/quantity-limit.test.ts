import { describe, expect, it } from 'vitest';
import type { PriceTier } from '@shop/domain';
import { translate, type TFunction } from '../../shared/i18n/translator';
import texts from './i18n';
import { quantityLimitText } from './quantity-limit';

const tFor =
  (lang: 'ar' | 'en'): TFunction =>
  (key, values) =>
    translate(texts[lang], lang, key, values);

const tiers: PriceTier[] = [
  { from: 12, to: 99, priceHalalas: 5000 },
  { from: 100, to: 1000, priceHalalas: 4500 },
];

describe('the quantity limit a shopper is told', () => {
  it('names the first tier’s minimum and the last tier’s maximum, in both languages', () => {
    expect(quantityLimitText(tFor('en'), 'lowerQuantity', tiers)).toBe(
      'The minimum for this product is 12 pieces',
    );
    expect(quantityLimitText(tFor('en'), 'largerQuantity', tiers)).toBe(
      'The maximum for this product is 1,000 pieces',
    );
    expect(quantityLimitText(tFor('ar'), 'lowerQuantity', tiers)).toBe('الحد الأدنى لهذا المنتج 12 قطعة');
    expect(quantityLimitText(tFor('ar'), 'largerQuantity', tiers)).toBe('الحد الأقصى لهذا المنتج 1,000 قطعة');
  });

  it('uses each language’s plural form of the pieces', () => {
    const few: PriceTier[] = [{ from: 3, to: 10, priceHalalas: 100 }];
    const one: PriceTier[] = [{ from: 1, to: 1, priceHalalas: 100 }];
    expect(quantityLimitText(tFor('ar'), 'lowerQuantity', few)).toBe('الحد الأدنى لهذا المنتج 3 قطع');
    expect(quantityLimitText(tFor('ar'), 'largerQuantity', one)).toBe('الحد الأقصى لهذا المنتج قطعة واحدة');
    expect(quantityLimitText(tFor('en'), 'largerQuantity', one)).toBe(
      'The maximum for this product is 1 piece',
    );
  });
});
