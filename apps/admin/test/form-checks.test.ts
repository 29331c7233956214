import { describe, expect, it } from 'vitest';
import { validationText } from '@shop/domain';
import {
  colorValidator,
  risingTierRows,
  tierListValidator,
  tierRowValidator,
} from '../src/resources/products/form-checks';

type Tier = { from: unknown; to: unknown; price: unknown };

/** What react-admin hands a row's validator: the value, the whole form and the input's place. */
function rowMessage(tiers: Tier[], row: number, field: keyof Tier, lang: 'ar' | 'en' = 'en') {
  const validate = tierRowValidator(lang);
  return validate(tiers[row]?.[field], { tiers }, { finalSource: `tiers.${row}.${field}` });
}

describe('price tier checks', () => {
  const good: Tier[] = [
    { from: 1, to: 10, price: '45.50' },
    { from: 11, to: 50, price: 40 },
  ];

  it('accepts contiguous tiers with prices above 0', () => {
    for (const [row, field] of [
      [0, 'from'],
      [0, 'to'],
      [1, 'from'],
      [1, 'price'],
    ] as const)
      expect(rowMessage(good, row, field)).toBeUndefined();
    expect(tierListValidator('en')(good, { tiers: good }, undefined)).toBeUndefined();
  });

  it('puts an overlap on the later row\'s "from", in the form\'s language', () => {
    const overlapping: Tier[] = [good[0]!, { from: 8, to: 50, price: 40 }];
    expect(rowMessage(overlapping, 1, 'from')).toBe(validationText('validation.tierOverlap', 'en'));
    expect(rowMessage(overlapping, 1, 'from', 'ar')).toBe(validationText('validation.tierOverlap', 'ar'));
    expect(rowMessage(overlapping, 0, 'from')).toBeUndefined();
    expect(rowMessage(overlapping, 1, 'to')).toBeUndefined();
  });

  it('reads quantities and prices typed in Arabic-Indic digits as the API does, and warns of a rising price', () => {
    // Typed in an Arabic keyboard's digits (the boxes are text boxes, so nothing is dropped).
    const arabic: Tier[] = [
      { from: '١', to: '١٠', price: '٤٥٫٥٠' },
      { from: '١١', to: '٥٠', price: '٤٠' },
    ];
    for (const [row, field] of [
      [0, 'from'],
      [0, 'to'],
      [0, 'price'],
      [1, 'from'],
      [1, 'to'],
    ] as const)
      expect(rowMessage(arabic, row, field), `${row}.${field}`).toBeUndefined();
    const gap: Tier[] = [arabic[0]!, { from: '١٢', to: '٥٠', price: '٤٠' }];
    expect(rowMessage(gap, 1, 'from')).toBe(validationText('validation.tierGap', 'en'));
    expect(risingTierRows(arabic)).toEqual([]);
    expect(risingTierRows([arabic[0]!, { from: '١١', to: '٥٠', price: '٤٦' }])).toEqual([2]);
  });

  it('puts a gap on the row after it', () => {
    const gap: Tier[] = [good[0]!, { from: 12, to: 50, price: 40 }];
    expect(rowMessage(gap, 1, 'from')).toBe(validationText('validation.tierGap', 'en'));
  });

  it("refuses a price of 0, or one with more than two decimals, on the row's price", () => {
    expect(rowMessage([{ from: 1, to: 5, price: '0' }], 0, 'price')).toBe(
      validationText('validation.tierPriceInvalid', 'en'),
    );
    expect(rowMessage([{ from: 1, to: 5, price: '1.234' }], 0, 'price')).toBe(
      validationText('validation.tierPriceInvalid', 'en'),
    );
  });

  it('refuses a row that ends before it starts', () => {
    expect(rowMessage([{ from: 9, to: 5, price: 3 }], 0, 'from')).toBe(
      validationText('validation.tierFromAfterTo', 'en'),
    );
  });

  it('asks for at least one tier on the list as a whole', () => {
    expect(tierListValidator('en')([], { tiers: [] }, undefined)).toBe(
      validationText('validation.tiersRequired', 'en'),
    );
    expect(tierListValidator('ar')(undefined, {}, undefined)).toBe(
      validationText('validation.tiersRequired', 'ar'),
    );
  });
});

describe('product colour checks', () => {
  const colorMessage = (colors: { color_id?: number }[], row: number) =>
    colorValidator('en')(colors[row]?.color_id, { colors }, { finalSource: `colors.${row}.color_id` });

  it('asks for a colour on every row', () => {
    expect(colorMessage([{}], 0)).toBe(validationText('validation.colorRequired', 'en'));
  });

  it('refuses a colour named on an earlier row, on the later row only', () => {
    const colors = [{ color_id: 3 }, { color_id: 5 }, { color_id: 3 }];
    expect(colorMessage(colors, 0)).toBeUndefined();
    expect(colorMessage(colors, 1)).toBeUndefined();
    expect(colorMessage(colors, 2)).toBe(validationText('validation.duplicateColor', 'en'));
  });
});
