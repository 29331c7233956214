import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  colorInputSchema,
  productInputSchema,
  sizeInputSchema,
  staffProductListQuerySchema,
} from './admin-catalogue';
import { zodIssuesToFieldErrors } from './errors';
import { validationMessages } from './messages';

const valid = {
  name_ar: 'قميص عمل',
  name_en: 'Work Shirt',
  category_id: 3,
  tiers: [
    { from: 10, to: 49, price: '45.50' },
    { from: 50, to: 200, price: 40 },
  ],
};

/** The field errors of a product payload (valid fields merged with `fields`); {} when it parses. */
function productErrors(fields: Record<string, unknown>): Record<string, string[]> {
  const result = productInputSchema.safeParse({ ...valid, ...fields });
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
}

const tierErrors = (tiers: unknown) => productErrors({ tiers });

describe('product tiers as staff type them', () => {
  it('are converted to halalas, from SAR text or numbers, Arabic digits included', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      tiers: [
        { from: '١٠', to: '49', price: '٤٥٫٥٠' },
        { from: 50, to: 99, price: 40.25 },
      ],
    });
    expect(parsed.tiers).toEqual([
      { from: 10, to: 49, priceHalalas: 4550 },
      { from: 50, to: 99, priceHalalas: 4025 },
    ]);
  });

  it('leave the last tier open-ended when its ending quantity is blank or null', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      tiers: [
        { from: 10, to: 199, price: 45 },
        { from: '٢٠٠', to: '', price: 40 },
      ],
    });
    expect(parsed.tiers.at(-1)).toEqual({ from: 200, to: null, priceHalalas: 4000 });
    expect(tierErrors([{ from: 1, to: null, price: 45 }])).toEqual({});
    expect(
      tierErrors([
        { from: 1, to: null, price: 45 },
        { from: 50, to: 99, price: 40 },
      ]),
    ).toEqual({ 'tiers.0.to': ['validation.tierOpenBeforeLast'] });
  });

  it('refuse overlaps and gaps on the row and field that break the run', () => {
    expect(
      tierErrors([
        { from: 1, to: 10, price: 5 },
        { from: 10, to: 20, price: 4 },
      ]),
    ).toEqual({
      'tiers.1.from': ['validation.tierOverlap'],
    });
    expect(
      tierErrors([
        { from: 1, to: 10, price: 5 },
        { from: 12, to: 20, price: 4 },
      ]),
    ).toEqual({
      'tiers.1.from': ['validation.tierGap'],
    });
    // Rows in any order: the row that starts inside another is the one named.
    expect(
      tierErrors([
        { from: 21, to: 30, price: 3 },
        { from: 1, to: 10, price: 5 },
        { from: 5, to: 20, price: 4 },
      ]),
    ).toEqual({ 'tiers.2.from': ['validation.tierOverlap'] });
  });

  it('refuse an empty list, backwards, negative, non-numeric and huge values with row paths', () => {
    expect(tierErrors([])).toEqual({ tiers: ['validation.tiersRequired'] });
    expect(tierErrors(undefined)).toEqual({ tiers: ['validation.tiersRequired'] });
    expect(tierErrors('1-10:5')).toEqual({ tiers: ['validation.tiersRequired'] });
    expect(tierErrors([{ from: 10, to: 5, price: 5 }])).toEqual({
      'tiers.0.from': ['validation.tierFromAfterTo'],
    });
    expect(tierErrors([{ from: -1, to: 5, price: 5 }])).toEqual({
      'tiers.0.from': ['validation.tierFromInvalid'],
    });
    expect(tierErrors([{ from: 0, to: 5, price: 5 }])).toEqual({
      'tiers.0.from': ['validation.tierFromInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 'ten', price: 5 }])).toEqual({
      'tiers.0.to': ['validation.tierToInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 5, price: '-5' }])).toEqual({
      'tiers.0.price': ['validation.tierPriceInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 5, price: 0 }])).toEqual({
      'tiers.0.price': ['validation.tierPriceInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 5, price: 'abc' }])).toEqual({
      'tiers.0.price': ['validation.tierPriceInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 5, price: '1.005' }])).toEqual({
      'tiers.0.price': ['validation.tierPriceInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 5, price: '1e9' }])).toEqual({
      'tiers.0.price': ['validation.tierPriceInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 5, price: '99999999999' }])).toEqual({
      'tiers.0.price': ['validation.tierPriceTooLarge'],
    });
    expect(tierErrors([{ from: 1, to: 5, price: Number.MAX_VALUE }])).toEqual({
      'tiers.0.price': ['validation.tierPriceInvalid'],
    });
    expect(tierErrors([{ from: 1, to: 99_999_999_999, price: 5 }])).toEqual({
      'tiers.0.to': ['validation.tierToInvalid'],
    });
    expect(
      tierErrors([
        { from: 1, to: 5, price: 5 },
        { from: 'x', to: 9, price: 5 },
      ]),
    ).toEqual({
      'tiers.1.from': ['validation.tierFromInvalid'],
    });
  });
});

describe('product input', () => {
  it('trims names, strips marks, zero-width and control characters, refuses bidi overrides; both names are required', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      name_ar: ' \u200Fقميص\u200B عمل ',
      name_en: '\u0007Shirt\u0000 ',
    });
    expect([parsed.name_ar, parsed.name_en]).toEqual(['قميص عمل', 'Shirt']);
    expect(productErrors({ name_en: '\u202EShirt' })).toEqual({ name_en: ['validation.bidiControls'] });
    expect(productErrors({ name_ar: ' \u200F ', name_en: undefined })).toEqual({
      name_ar: ['validation.nameArRequired'],
      name_en: ['validation.nameEnRequired'],
    });
    expect(productErrors({ name_en: 'a\uD800b' })).toEqual({ name_en: ['validation.invalidCharacters'] });
  });

  it('accepts only our own stored media URLs as images', () => {
    expect(productInputSchema.parse({ ...valid, image: '/media/products/a-b-640.webp' }).image).toBe(
      '/media/products/a-b-640.webp',
    );
    for (const url of [
      'https://evil.example/a-640.webp',
      'javascript:alert(1)',
      '/media/../secret-640.webp',
      '/media/Products/A-640.webp',
      '/media/a-320.webp',
      '//evil.example/media/a-640.webp',
    ]) {
      expect(productErrors({ image: url }), url).toEqual({ image: ['validation.imageInvalid'] });
      expect(productErrors({ photos: [url] }), url).toEqual({ 'photos.0': ['validation.imageInvalid'] });
    }
  });

  it('refuses repeated colours and sizes on the repeat, and ids that are not ids', () => {
    expect(
      productErrors({ colors: [{ color_id: 1 }, { color_id: '1', image: '' }], size_ids: [2, 3, 2] }),
    ).toEqual({
      'colors.1.color_id': ['validation.duplicateColor'],
      'size_ids.2': ['validation.duplicateSize'],
    });
    expect(productErrors({ colors: [{ color_id: 0 }, { image: '' }], size_ids: ['x', -1] })).toEqual({
      'colors.0.color_id': ['validation.colorRequired'],
      'colors.1.color_id': ['validation.colorRequired'],
      'size_ids.0': ['validation.sizeRequired'],
      'size_ids.1': ['validation.sizeRequired'],
    });
  });

  it('defaults flags, order and lists, and reads flags as forms and files send them', () => {
    expect(productInputSchema.parse(valid)).toMatchObject({
      is_men: false,
      published: true,
      sort_order: 0,
      colors: [],
      size_ids: [],
      photos: [],
      image: '',
      description_en: '',
    });
    expect(productInputSchema.parse({ ...valid, is_men: '1', published: '0' })).toMatchObject({
      is_men: true,
      published: false,
    });
    expect(productErrors({ is_child: 'yes' })).toEqual({ is_child: ['validation.flagInvalid'] });
  });

  it('generated payloads either parse or fail with known message keys only', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(productInputSchema.shape)), fc.anything()),
        (fields) => {
          for (const keys of Object.values(productErrors(fields))) {
            for (const k of keys) expect(validationMessages.en).toHaveProperty([k]);
          }
        },
      ),
    );
  });
});

describe('categories, colours, sizes and lists', () => {
  it('category: parent null when blank, names required', () => {
    expect(categoryInputSchema.parse({ name_ar: 'أ', name_en: 'A', parent_id: '' }).parent_id).toBeNull();
    expect(categoryInputSchema.parse({ name_ar: 'أ', name_en: 'A', parent_id: '4' }).parent_id).toBe(4);
    expect(categoryInputSchema.safeParse({ name_ar: 'أ', name_en: 'A', parent_id: -1 }).success).toBe(false);
  });

  it('colour: a #RRGGBB code, stored lower case', () => {
    expect(colorInputSchema.parse({ name_ar: 'أ', name_en: 'A', code: ' #AbCdEf ' }).code).toBe('#abcdef');
    for (const code of ['abcdef', '#abc', '#abcdefg', 'red', '#ggg000']) {
      const result = colorInputSchema.safeParse({ name_ar: 'أ', name_en: 'A', code });
      expect(result.success, code).toBe(false);
      if (!result.success)
        expect(zodIssuesToFieldErrors(result.error)).toEqual({ code: ['validation.colorCodeInvalid'] });
    }
  });

  it('size: a short name', () => {
    expect(sizeInputSchema.parse({ name: ' XL ' })).toEqual({ name: 'XL', sort_order: 0 });
    expect(sizeInputSchema.safeParse({ name: 'X'.repeat(31) }).success).toBe(false);
  });

  it('lists: 25 rows unless set (like every staff list), at most 100, only the allowed sort fields', () => {
    expect(staffProductListQuerySchema.parse({})).toEqual({
      page: 1,
      per_page: 25,
      sort: 'sort_order',
      order: 'asc',
    });
    expect(staffProductListQuerySchema.parse({ q: '  ', category_id: '', published: '0' })).toMatchObject({
      q: undefined,
      category_id: undefined,
      published: false,
    });
    const refused = staffProductListQuerySchema.safeParse({
      per_page: '500',
      sort: 'search_text',
      order: 'up',
    });
    expect(refused.success).toBe(false);
    if (!refused.success)
      expect(zodIssuesToFieldErrors(refused.error)).toEqual({
        per_page: ['validation.perPageInvalid'],
        sort: ['validation.sortInvalid'],
        order: ['validation.directionInvalid'],
      });
  });
});
