import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName } from './reviewer';

describe('maskName', () => {
  it.each([
    ['Mohammed', 'Moh***med'],
    ['mohammed@example.com', 'moh***com'],
    ['Abdullah Alharbi', 'Abd***rbi'],
    ['abcdefg', 'abc***efg'], // 7 characters: one hidden
    ['abcdef', 'ab***ef'], // 6 characters: two per end, two hidden
    ['Khalid', 'Kh***id'],
    ['Ahmed', 'Ah***ed'], // 5 characters: two per end, one hidden
    ['Sara', 'S***a'],
    ['Ali', 'A***i'],
    ['Al', '***'],
    ['A', '***'],
    ['', ''],
    ['   ', ''],
    ['  Mohammed  ', 'Moh***med'],
    ['عبدالرحمن', 'عبد***حمن'],
    ['علي', 'ع***ي'],
    ['سارة', 'س***ة'],
    ['😀😀😀x😀😀😀', '😀😀😀***😀😀😀'],
  ])('masks %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('never reveals a whole name and never splits a code point', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), (name) => {
        const trimmed = name.trim();
        const masked = maskName(name);
        // A name with its own stars would make the mask's position ambiguous to this check.
        if (trimmed === '' || trimmed.includes('*')) return;
        const revealed = Array.from(masked).length - 3;
        expect(masked).toContain('***');
        expect(revealed).toBeLessThan(Array.from(trimmed).length);
        expect(revealed).toBeLessThanOrEqual(6);
        // The same number of characters from each end, in order.
        const [head, tail] = [
          masked.slice(0, masked.indexOf('***')),
          masked.slice(masked.indexOf('***') + 3),
        ];
        expect(Array.from(head).length).toBe(Array.from(tail).length);
        expect(trimmed.startsWith(head)).toBe(true);
        expect(trimmed.endsWith(tail)).toBe(true);
        if (Array.from(trimmed).length >= 7) expect(Array.from(head).length).toBe(3);
        // No lone surrogate introduced by slicing (the input has none).
        expect(/[\uD800-\uDFFF]/u.test(masked)).toBe(/[\uD800-\uDFFF]/u.test(trimmed));
      }),
    );
  });
});
