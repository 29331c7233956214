/** The serialisers compiled from the contract's answer schemas. */
import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  categorySchema,
  envelope,
  productSchema,
  type Category,
  type Product,
} from '@shop/contract';
import { serializerCompiler } from './contract.js';

const compile = (schema: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

const product: Product = {
  id: 1,
  name: 'بدلة',
  description: 'وصف "مقتبس"',
  image: '/media/a-640.webp',
  hover_image: '',
  category_id: 2,
  category: { id: 2, name: 'Suits' },
  is_men: true,
  is_women: false,
  is_child: false,
  avg_rate: 4.5,
  rates_count: 2,
  colors_count: 0,
  sizes_count: 0,
  price: null,
  pivot_colors: [],
  sizes: [],
  pieces: [],
  has_size_chart: false,
  logo_price: null,
  size_chart: null,
  photos: [],
  rates: [
    {
      id: 3,
      rate: 5,
      comment: 'ok',
      created_at: '2026-01-02T03:04:05.000Z',
      client: { fname: 'A***', email: 'a***' },
    },
  ],
};

describe('contract serialisers', () => {
  it('write exactly the contract: keys outside it never leave the server', () => {
    const serialise = compile(envelope(productSchema));
    const leaky = {
      message: 'ok',
      data: { ...product, search_text: 'secret', rates: [{ ...product.rates[0], customer_id: 9 }] },
    };
    const text = serialise(leaky);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('customer_id');
    expect(JSON.parse(text)).toEqual({ message: 'ok', data: product });
    expect(envelope(productSchema).parse(JSON.parse(text))).toEqual({ message: 'ok', data: product });
  });

  it('write a null price as null and a price as a number', () => {
    const serialise = compile(productSchema);
    expect(JSON.parse(serialise(product)).price).toBeNull();
    expect(JSON.parse(serialise({ ...product, price: 99.5 })).price).toBe(99.5);
  });

  it('write the recursive category tree at any depth', () => {
    const leaf: Category = {
      id: 3,
      name: 'c',
      url_name: 'c',
      desc: '',
      image: '',
      parent_id: 2,
      is_menu: false,
      has_childs: false,
      childs: [],
    };
    const tree: Category = {
      id: 1,
      name: 'a',
      url_name: 'a',
      desc: '',
      image: '',
      parent_id: null,
      is_menu: false,
      has_childs: true,
      childs: [{ ...leaf, id: 2, parent_id: 1, has_childs: true, childs: [leaf] }],
    };
    const text = compile(categorySchema)(tree);
    expect(JSON.parse(text)).toEqual(tree);
    expect(categorySchema.parse(JSON.parse(text))).toEqual(tree);
  });

  it('refuse an answer that misses a key of the contract', () => {
    const { price: _price, ...withoutPrice } = product;
    expect(() => compile(productSchema)(withoutPrice)).toThrow(/price/);
  });

  it('compile each answer schema once, shared by both language prefixes', () => {
    expect(compile(apiRoutes.home.answer)).toBe(compile(apiRoutes.home.answer));
  });
});
