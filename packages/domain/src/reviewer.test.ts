import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName } from './reviewer';

describe('maskName', () => {
  it.each([
    ['Mohammed', 'Moh***med'],
    ['mohammed@example.com', 'moh***com'],
    ['Abdullah Alharbi', 'Abd***rbi'],
    ['abcdefg', 'abc***efg'], // 7 characters: one hidden
    ['abcdef', 'a***'], // 6 characters: only the first shown
    ['Ali', 'A***'],
    ['Al', 'A***'],
    ['A', '***'],
    ['', ''],
    ['   ', ''],
    ['  Mohammed  ', 'Moh***med'],
    ['عبدالرحمن', 'عبد***حمن'],
    ['علي', 'ع***'],
    ['😀😀😀x😀😀😀', '😀😀😀***😀😀😀'],
  ])('masks %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('never reveals a whole name and never splits a code point', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), (name) => {
        const trimmed = name.trim();
        const masked = maskName(name);
        if (trimmed === '') return;
        const revealed = Array.from(masked).length - 3;
        expect(masked).toContain('***');
        expect(revealed).toBeLessThan(Array.from(trimmed).length);
        expect(revealed).toBeLessThanOrEqual(6);
        expect(trimmed.startsWith(masked.slice(0, masked.indexOf('***')))).toBe(true);
        // No lone surrogate introduced by slicing (the input has none).
        expect(/[\uD800-\uDFFF]/u.test(masked)).toBe(/[\uD800-\uDFFF]/u.test(trimmed));
      }),
    );
  });
});
