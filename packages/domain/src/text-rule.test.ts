import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredMultilineText, requiredText, textInput } from './schemas/fields';
import {
  cleanLine,
  cleanMultiline,
  hasBidiControls,
  hasBidiControlsInHtml,
  stripBidiControls,
} from './text-rule';

/** Any control character: C0, DEL, C1. */
// eslint-disable-next-line no-control-regex -- the test looks for control characters
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- the test looks for control characters
const CONTROL_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Text a person might paste: letters of both scripts, spaces, every control character, the line
 * breaks of every platform, bidi controls and marks, emoji (surrogate pairs).
 */
const pasted = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'Z', ' ', 'س', 'ة', '٣', '😀', '\u200F', '\u061C', '\r\n', '\u2028', '\u0085'),
      fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x202a, max: 0x202e }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x2066, max: 0x2069 }).map((c) => String.fromCharCode(c)),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('the text rule', () => {
  it('leaves no control character in a single line', () => {
    fc.assert(fc.property(pasted, (text) => !CONTROL.test(cleanLine(text))));
  });

  it('leaves no control character but LF in several lines, and no CR at all', () => {
    fc.assert(
      fc.property(pasted, (text) => {
        const out = cleanMultiline(text);
        return !CONTROL_BUT_LF.test(out) && !out.includes('\r');
      }),
    );
  });

  it('keeps every other character, in order', () => {
    const visible = fc
      .array(fc.constantFrom('a', 'Z', ' ', 'س', 'ة', '😀', '\u200F', '-', '.'), { maxLength: 30 })
      .map((parts) => parts.join(''));
    fc.assert(fc.property(visible, (text) => cleanLine(text) === text && cleanMultiline(text) === text));
  });

  it('is idempotent, so cleaning twice (the schema, then the API) changes nothing more', () => {
    fc.assert(
      fc.property(pasted, (text) => {
        const line = cleanLine(text);
        const lines = cleanMultiline(text);
        return cleanLine(line) === line && cleanMultiline(lines) === lines;
      }),
    );
  });

  it('turns separators into spaces on one line and into LF over several', () => {
    expect(cleanLine('Zeta\r\n\tTrading\u0000 Co\u001b')).toBe('Zeta Trading Co');
    expect(cleanMultiline('one\r\ntwo\rthree\u2029four\tfive\u000b\u0000')).toBe(
      'one\ntwo\nthree\nfour five',
    );
  });

  it('finds bidi embeddings, overrides and isolates, not the marks', () => {
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(hasBidiControls(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    for (const c of ['\u200E', '\u200F', '\u061C', '\u2065', '\u202F', '\u2029'])
      expect(hasBidiControls(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(false);
  });

  it('finds them in HTML written as character references too', () => {
    for (const html of ['&#x202E;', '&#X202e;', '&#x0202A', '&#8238;', '&#08294;', '&#8238a', 'a\u2066b'])
      expect(hasBidiControlsInHtml(`<p>${html}</p>`), html).toBe(true);
    for (const html of ['&#x202F;', '&#x2065;', '&#82380;', '&#x202E0;', '&rlm;', '&amp;#x202E;x', '&#8239;'])
      expect(hasBidiControlsInHtml(`<p>${html}</p>`), html).toBe(false);
  });

  it('strips them where text is cleaned after the fact', () => {
    fc.assert(fc.property(pasted, (text) => !BIDI.test(stripBidiControls(text))));
  });
});

describe('the text fields', () => {
  it.each([
    ['one line', requiredText('validation.invalid', 1000)],
    ['several lines', requiredMultilineText('validation.invalid', 1000)],
    ['the base', textInput('validation.invalid')],
  ] as [string, z.ZodType][])(
    'of %s never answer a control character other than LF, nor a bidi control',
    (_, schema) => {
      fc.assert(
        fc.property(pasted, (text) => {
          const parsed = schema.safeParse(text);
          if (!parsed.success) return true;
          const out = parsed.data as string;
          return !CONTROL_BUT_LF.test(out) && !BIDI.test(out);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('refuse exactly the text that holds a bidi control', () => {
    fc.assert(
      fc.property(pasted, (text) => {
        const issues = textInput('validation.invalid').safeParse(text).error?.issues ?? [];
        return issues.some((i) => i.message === 'validation.bidiControls') === BIDI.test(text);
      }),
    );
  });
});
