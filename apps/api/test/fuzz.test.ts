/**
 * Hostile text in every form field, query parameter and path parameter of the public API: NUL,
 * bidi controls, zero-width characters, lone and paired surrogates, percent signs, invalid
 * percent-encodings and huge lengths, sent as JSON, url-encoded and multipart. Whatever arrives,
 * the answer is a 2xx or 4xx JSON body, never a 500 (which would mean the input reached somewhere
 * it breaks, such as PostgreSQL refusing a NUL).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestShop, type TestShop } from './support/backends.js';

const special = [
  '\u0000',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uD83D\uDE00',
  '%',
  '%00',
  '%E0%A4%A',
  '&',
  '=',
  '+',
  '"',
  "'",
  '\\',
  '<',
  '\r\n',
  ' ',
];
const ordinary = [...'abcXYZ019 أبتةىـ٠١٢@.-_'];

const hostileText = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: fc.constantFrom(...special, ...ordinary), maxLength: 40 }) },
  // Huge values: far over every field limit (and over the multipart field size).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...special, 'a', 'ب'), fc.integer({ min: 1_000, max: 120_000 }))
      .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length))),
  },
);

/**
 * Percent-encodes text for a URL, including what encodeURIComponent refuses: a lone surrogate
 * becomes its three-byte (invalid UTF-8) form, and '%'-sequences already in the text are kept
 * as they are, so broken encodings reach the server too.
 */
function encodeHostile(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else if (text[i] === '%') {
      out += '%';
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

function multipart(fields: Record<string, string>): { body: Buffer; type: string } {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const forms = {
  contact: ['first_name', 'last_name', 'email', 'phone', 'message'],
  subscribe: ['email'],
} as const;

const queries = {
  products: ['search', 'page', 'per_page', 'category_id', 'is_men', 'is_women', 'is_child', 'avg_rate'],
  blogs: ['search', 'page', 'per_page', 'blog_category_id'],
} as const;

const paramRoutes = ['products', 'category', 'page', 'blogs', 'cities', 'areas'];

describe.each(backends)('fuzzing the public API on $name', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(backend, 'fixtures');
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function expectHandled(request: InjectOptions) {
    const res = await shop.app.inject(request);
    const where = `${request.method ?? 'GET'} ${String(request.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, where).toBeLessThan(500);
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    expect(() => JSON.parse(res.body), where).not.toThrow();
  }

  it('form fields (JSON, url-encoded, multipart) never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(forms) as (keyof typeof forms)[])),
        fc.constantFrom('en', 'ar'),
        fc.constantFrom('json', 'urlencoded', 'multipart'),
        fc.dictionary(fc.constantFrom('first_name', 'last_name', 'email', 'phone', 'message'), hostileText),
        async (form, lang, encoding, values) => {
          const fields: Record<string, string> = {
            first_name: 'Sara',
            last_name: 'Ali',
            email: 'fuzz@example.com',
            phone: '0501234567',
            message: 'Hello',
          };
          for (const name of forms[form]) if (values[name] !== undefined) fields[name] = values[name]!;
          const url = `/${lang}/api/${form}`;
          if (encoding === 'json') {
            await expectHandled({ method: 'POST', url, payload: fields });
          } else if (encoding === 'urlencoded') {
            const body = Object.entries(fields)
              .map(([k, v]) => `${k}=${encodeHostile(v)}`)
              .join('&');
            await expectHandled({
              method: 'POST',
              url,
              payload: body,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            });
          } else {
            const { body, type } = multipart(fields);
            await expectHandled({ method: 'POST', url, payload: body, headers: { 'content-type': type } });
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('query parameters never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(queries) as (keyof typeof queries)[])),
        fc.constantFrom('en', 'ar'),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), hostileText), { minLength: 1, maxLength: 4 }),
        async (route, lang, pairs) => {
          const names = queries[route];
          const query = pairs.map(([i, v]) => `${names[i % names.length]}=${encodeHostile(v)}`).join('&');
          await expectHandled({ url: `/${lang}/api/${route}?${query}` });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('path parameters never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paramRoutes),
        fc.constantFrom('en', 'ar'),
        hostileText,
        async (route, lang, value) => {
          const segment = encodeHostile(value).replace(/%2F/gi, '');
          await expectHandled({ url: `/${lang}/api/${route}/${segment || 'x'}` });
        },
      ),
      { numRuns: 150 },
    );
  });
});
