import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blogListQuerySchema,
  idParamSchema,
  idSchema,
  orderCreateSchema,
  pageQuerySchema,
  priceTiersSchema,
  productListQuerySchema,
} from './api';
import { zodIssuesToFieldErrors } from './errors';
import * as apiSchemas from './api';
import * as formSchemas from './forms';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
}

describe('idSchema and idParamSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    [7, 7],
    ['2147483647', 2147483647],
  ])('reads %j as %i', (input, id) => {
    expect(idSchema.parse(input)).toBe(id);
    expect(idParamSchema.parse({ id: input })).toEqual({ id });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '1e3', '0x1f', '2147483648', 1.5, 0, null, true])(
    'refuses %j',
    (input) => {
      expect(errorsOf(idParamSchema, { id: input })).toEqual({ id: ['validation.idInvalid'] });
    },
  );
});

describe('productListQuerySchema', () => {
  it('fills defaults for an empty query', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
  });

  it('reads every filter from query strings', () => {
    expect(
      productListQuerySchema.parse({
        category_id: '3',
        page: '2',
        per_page: '24',
        search: '  زي مدرسي ',
        is_men: '1',
        is_women: '0',
        is_child: 'true',
        avg_rate: '4',
      }),
    ).toEqual({
      category_id: 3,
      page: 2,
      per_page: 24,
      search: 'زي مدرسي',
      is_men: true,
      is_women: false,
      is_child: true,
      avg_rate: 4,
    });
  });

  it('accepts numbers and booleans from JSON clients', () => {
    expect(productListQuerySchema.parse({ is_men: 1, is_women: false, page: 3 })).toMatchObject({
      is_men: true,
      is_women: false,
      page: 3,
    });
  });

  it('treats blank values, and rating 0, as not set', () => {
    expect(
      productListQuerySchema.parse({ category_id: '', page: '', search: '   ', is_men: '', avg_rate: '0' }),
    ).toEqual({
      page: 1,
      per_page: 12,
    });
    expect(productListQuerySchema.parse({ avg_rate: 0 })).toEqual({ page: 1, per_page: 12 });
  });

  it('refuses out-of-range values with field keys', () => {
    expect(
      errorsOf(productListQuerySchema, {
        page: '0',
        per_page: '101',
        is_men: 'yes',
        avg_rate: '6',
        search: 'x'.repeat(101),
        category_id: 'a',
      }),
    ).toEqual({
      page: ['validation.pageInvalid'],
      per_page: ['validation.perPageInvalid'],
      is_men: ['validation.flagInvalid'],
      avg_rate: ['validation.avgRateInvalid'],
      search: ['validation.tooLong'],
      category_id: ['validation.idInvalid'],
    });
    expect(errorsOf(productListQuerySchema, { avg_rate: '2.5' })).toEqual({
      avg_rate: ['validation.avgRateInvalid'],
    });
    expect(errorsOf(productListQuerySchema, { page: ['1', '2'] })).toEqual({
      page: ['validation.pageInvalid'],
    });
  });

  it('drops unknown query keys', () => {
    expect(productListQuerySchema.parse({ lang: 'en' })).toEqual({ page: 1, per_page: 12 });
  });
});

describe('blogListQuerySchema and pageQuerySchema', () => {
  it('reads page, search and category', () => {
    expect(blogListQuerySchema.parse({ page: '2', search: 'uniform', blog_category_id: '5' })).toEqual({
      page: 2,
      per_page: 12,
      search: 'uniform',
      blog_category_id: 5,
    });
    expect(blogListQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
    expect(pageQuerySchema.parse({ page: '4' })).toEqual({ page: 4, per_page: 12 });
    expect(errorsOf(pageQuerySchema, { page: '-1' })).toEqual({ page: ['validation.pageInvalid'] });
  });
});

describe('orderCreateSchema', () => {
  const products = [
    {
      product_id: 5,
      colors: [
        {
          color_id: 1,
          sizes: [
            { size_id: 10, quantity: 12 },
            { size_id: 11, quantity: 0 },
          ],
        },
        { color_id: 2, sizes: [{ size_id: 10, quantity: 0 }] },
      ],
    },
    { product_id: 6, colors: [{ color_id: 3, sizes: [{ size_id: 10, quantity: 0 }] }] },
  ];
  const cleaned = [{ product_id: 5, colors: [{ color_id: 1, sizes: [{ size_id: 10, quantity: 12 }] }] }];

  it('accepts a JSON body and keeps only what is bought', () => {
    expect(
      orderCreateSchema.parse({ payment_method: 0, address_id: 3, coupon_code: null, products }),
    ).toEqual({
      payment_method: 0,
      address_id: 3,
      coupon_code: null,
      po_number: null,
      note: null,
      products: cleaned,
      artworks: [],
    });
  });

  it('accepts a multipart body: strings everywhere and products as JSON text', () => {
    const parsed = orderCreateSchema.parse({
      payment_method: '1',
      address_id: '3',
      coupon_code: ' eid10 ',
      products: JSON.stringify(products),
    });
    expect(parsed).toEqual({
      payment_method: 1,
      address_id: 3,
      coupon_code: 'EID10',
      po_number: null,
      note: null,
      products: cleaned,
      artworks: [],
    });
  });

  it('accepts products indexed as an object by a form parser', () => {
    const parsed = orderCreateSchema.parse({
      payment_method: 0,
      address_id: 3,
      products: { 1: products[1], 0: products[0] },
    });
    expect(parsed.products).toEqual(cleaned);
  });

  it('treats a blank or missing coupon as none', () => {
    expect(
      orderCreateSchema.parse({ payment_method: 0, address_id: 3, products, coupon_code: '  ' }).coupon_code,
    ).toBeNull();
    expect(orderCreateSchema.parse({ payment_method: 0, address_id: 3, products }).coupon_code).toBeNull();
  });

  it('refuses a payload without payment method, address or products', () => {
    expect(errorsOf(orderCreateSchema, {})).toEqual({
      payment_method: ['validation.paymentMethodInvalid'],
      address_id: ['validation.addressIdRequired'],
      products: ['validation.productsInvalid'],
    });
    expect(errorsOf(orderCreateSchema, { payment_method: 2, address_id: 3, products: [] })).toEqual({
      payment_method: ['validation.paymentMethodInvalid'],
      products: ['validation.productsRequired'],
    });
  });

  it('refuses an order with nothing bought', () => {
    expect(
      errorsOf(orderCreateSchema, { payment_method: 0, address_id: 3, products: [products[1]] }),
    ).toEqual({
      products: ['validation.productsRequired'],
    });
  });

  it('refuses malformed JSON and bad lines with precise paths', () => {
    expect(errorsOf(orderCreateSchema, { payment_method: 0, address_id: 3, products: '[{' })).toEqual({
      products: ['validation.productsInvalid'],
    });
    expect(
      errorsOf(orderCreateSchema, {
        payment_method: 0,
        address_id: 3,
        products: [
          {
            product_id: 'x',
            colors: [
              {
                color_id: 1,
                sizes: [
                  { size_id: 2, quantity: -1 },
                  { size_id: 3, quantity: 1.5 },
                ],
              },
            ],
          },
        ],
      }),
    ).toEqual({
      'products.0.product_id': ['validation.productRequired'],
      'products.0.colors.0.sizes.0.quantity': ['validation.quantityInvalid'],
      'products.0.colors.0.sizes.1.quantity': ['validation.quantityInvalid'],
    });
  });

  it('refuses repeated products, colours and sizes', () => {
    const line = { product_id: 5, colors: [{ color_id: 1, sizes: [{ size_id: 10, quantity: 1 }] }] };
    expect(errorsOf(orderCreateSchema, { payment_method: 0, address_id: 3, products: [line, line] })).toEqual(
      {
        'products.1.product_id': ['validation.duplicateProduct'],
      },
    );
    expect(
      errorsOf(orderCreateSchema, {
        payment_method: 0,
        address_id: 3,
        products: [
          {
            product_id: 5,
            colors: [
              {
                color_id: 1,
                sizes: [
                  { size_id: 10, quantity: 1 },
                  { size_id: 10, quantity: 2 },
                ],
              },
              { color_id: 1, sizes: [{ size_id: 11, quantity: 1 }] },
            ],
          },
        ],
      }),
    ).toEqual({
      'products.0.colors.0.sizes.1.size_id': ['validation.duplicateSize'],
      'products.0.colors.1.color_id': ['validation.duplicateColor'],
    });
  });
});

describe('priceTiersSchema', () => {
  it('reads SAR prices into halalas', () => {
    expect(
      priceTiersSchema.parse([
        { from: '1', to: '49', price: '45.50' },
        { from: 50, to: 99, price: 40 },
        { from: 100, to: 500, price: '٣٥٫٢٥' },
      ]),
    ).toEqual([
      { from: 1, to: 49, priceHalalas: 4550 },
      { from: 50, to: 99, priceHalalas: 4000 },
      { from: 100, to: 500, priceHalalas: 3525 },
    ]);
  });

  it('refuses an empty list, bad prices and bad quantities', () => {
    expect(errorsOf(priceTiersSchema, [])).toEqual({ form: ['validation.tiersRequired'] });
    expect(
      errorsOf(priceTiersSchema, [
        { from: 1, to: 10, price: '0' },
        { from: 11, to: 20, price: '1.005' },
        { from: 21, to: 30, price: 'abc' },
        { from: 31, to: 40, price: 1.005 },
        { from: '0', to: 'x', price: 5 },
      ]),
    ).toEqual({
      '0.price': ['validation.tierPriceInvalid'],
      '1.price': ['validation.tierPriceInvalid'],
      '2.price': ['validation.tierPriceInvalid'],
      '3.price': ['validation.tierPriceInvalid'],
      '4.from': ['validation.tierFromInvalid'],
      '4.to': ['validation.tierToInvalid'],
    });
  });

  it('accepts prices with trailing zeros', () => {
    expect(priceTiersSchema.parse([{ from: 1, to: 10, price: '12.500' }])).toEqual([
      { from: 1, to: 10, priceHalalas: 1250 },
    ]);
  });

  it('refuses overlaps, gaps and reversed ranges', () => {
    expect(
      errorsOf(priceTiersSchema, [
        { from: 1, to: 10, price: 5 },
        { from: 10, to: 20, price: 4 },
        { from: 25, to: 30, price: 3 },
        { from: 40, to: 35, price: 2 },
      ]),
    ).toEqual({
      '1.from': ['validation.tierOverlap'],
      '2.from': ['validation.tierGap'],
      '3.from': ['validation.tierFromAfterTo', 'validation.tierGap'],
    });
  });
});

describe('OpenAPI', () => {
  it('every schema converts to a JSON Schema of its input, for the API documentation', () => {
    const schemas = Object.entries({ ...apiSchemas, ...formSchemas }).filter(
      ([, s]) => s instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(15);
    for (const [name, schema] of schemas) {
      expect(
        () => z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
        name,
      ).not.toThrow();
    }
  });
});
