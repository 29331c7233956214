import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './search';

describe('normaliseSearch', () => {
  it.each([
    ['أحذية', 'احذيه'],
    ['إزار', 'ازار'],
    ['آمنة', 'امنه'],
    ['ٱلزي', 'الزي'],
    ['مستشفى', 'مستشفي'],
    ['مَدْرَسَةٌ', 'مدرسه'],
    ['زيّ موحّد', 'زي موحد'],
    ['رحمٰن', 'رحمن'],
    ['مـــلابـــس', 'ملابس'],
    ['مقاس ٤٢', 'مقاس 42'],
    ['مقاس ۴۲', 'مقاس 42'],
    ['  School   UNIFORM\t\n', 'school uniform'],
    ['ﻻ', 'لا'], // presentation form ligature
    ['ＵＮＩＦＯＲＭ', 'uniform'], // full-width Latin
    ['\u200Fزي\u200E', 'زي'], // directional marks
    ['کیف', 'كيف'], // Persian keh and yeh
    ['ا\u0653', 'ا'], // alef + combining madda composes to آ, then bare alef
    ['e\u0640\u0301', '\u00e9'], // tatweel removal lets NFKC compose e + acute
    ['', ''],
    ['   ', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseSearch(input)).toBe(expected);
  });

  it('makes spelling variants of the same word match', () => {
    expect(normaliseSearch('الأطفال')).toBe(normaliseSearch('الاطفال'));
    expect(normaliseSearch('مدرسة')).toBe(normaliseSearch('مدرسه'));
    expect(normaliseSearch('على')).toBe(normaliseSearch('علي'));
  });

  it('is idempotent', () => {
    const arabicish = fc.string({
      unit: fc.constantFrom(...'أإآٱاةهىيـًٌٍَُِّْٰ٠١٢۳ ABCabcﻻ\u0653\u0654\u0655 \t'.split('')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), arabicish),
        (input) => {
          const once = normaliseSearch(input);
          expect(normaliseSearch(once)).toBe(once);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
