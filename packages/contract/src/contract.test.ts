import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  blogPostSchema,
  categorySchema,
  envelope,
  paged,
  pathOf,
  productCardSchema,
  adminRoutes,
  API_ENDPOINTS,
  type ApiPath,
  type DataOf,
  type Product,
  type RequestOf,
  type RouteAt,
} from './index';

const card = {
  id: 1,
  name: 'Suit',
  description: '',
  image: '',
  hover_image: '',
  category_id: 2,
  category: { id: 2, name: 'Suits' },
  is_men: true,
  is_women: false,
  is_child: false,
  avg_rate: 0,
  rates_count: 0,
  colors_count: 0,
  sizes_count: 0,
  price: null,
  pivot_colors: [],
  sizes: [],
  pieces: [],
  has_size_chart: false,
  logo_price: null,
};

describe('answer schemas', () => {
  it('are strict: an extra or a missing key fails, at any depth', () => {
    expect(productCardSchema.parse(card)).toEqual(card);
    expect(productCardSchema.safeParse({ ...card, extra: 1 }).success).toBe(false);
    const { price: _price, ...withoutPrice } = card;
    expect(productCardSchema.safeParse(withoutPrice).success).toBe(false);
    expect(productCardSchema.safeParse({ ...card, category: { id: 2, name: 'x', slug: 'x' } }).success).toBe(
      false,
    );
  });

  it('allow price null (a product without tiers) but not a missing price', () => {
    expect(productCardSchema.safeParse({ ...card, price: 12.5 }).success).toBe(true);
    expect(productCardSchema.safeParse({ ...card, price: '12.5' }).success).toBe(false);
  });

  it('carry dates as ISO text, never Date objects', () => {
    const post = {
      id: 1,
      title: '',
      image: '',
      content: '',
      excerpt: '',
      is_featured: false,
      created_at: '2026-01-02T03:04:05.000Z',
      blog_category_id: 1,
      category: { id: 1, name: '' },
    };
    expect(blogPostSchema.safeParse(post).success).toBe(true);
    expect(blogPostSchema.safeParse({ ...post, created_at: new Date() }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...post, created_at: 'yesterday' }).success).toBe(false);
  });

  it('check the category tree at every depth', () => {
    const leaf = {
      id: 3,
      name: '',
      url_name: '',
      desc: '',
      image: '',
      parent_id: 2,
      is_menu: false,
      has_childs: false,
      childs: [],
    };
    const tree = { ...leaf, id: 2, parent_id: null, has_childs: true, childs: [leaf] };
    expect(categorySchema.safeParse(tree).success).toBe(true);
    expect(categorySchema.safeParse({ ...tree, childs: [{ ...leaf, extra: true }] }).success).toBe(false);
  });

  it('wrap data in the envelope and pages', () => {
    const answer = envelope(paged(productCardSchema));
    const page = { data: [card], current_page: 1, last_page: 1, per_page: 12, total: 1 };
    expect(answer.parse({ message: 'ok', data: page })).toEqual({ message: 'ok', data: page });
    expect(answer.safeParse({ data: page }).success).toBe(false);
    expect(answer.safeParse({ message: 'ok', data: { ...page, last_page: 0 } }).success).toBe(false);
  });
});

describe('route map', () => {
  it('names every route once per method and path', () => {
    const keys = Object.values(apiRoutes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters', () => {
    expect(pathOf(apiRoutes.product, { id: 5 })).toBe('products/5');
    expect(pathOf(apiRoutes.cities, { countryId: 7 })).toBe('cities/7');
    expect(pathOf(apiRoutes.settings)).toBe('settings');
  });

  it('types a concrete path by its route', () => {
    const product: DataOf<RouteAt<'products/5'>> = {} as Product;
    const path: ApiPath = `products/${5}`;
    // @ts-expect-error: a path no route has
    const unknown: ApiPath = 'nothing';
    expect([product, path, unknown]).toHaveLength(3);
  });

  it('places every route where the schema-free endpoint map says', () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      expect(API_ENDPOINTS[name as keyof typeof API_ENDPOINTS]).toEqual({
        method: route.method,
        path: route.path,
      });
    }
    expect(Object.keys(API_ENDPOINTS).sort()).toEqual(Object.keys(apiRoutes).sort());
  });

  it("types a request by its route's request schemas", () => {
    const login: RequestOf<typeof apiRoutes.login> = { body: { email: 'a@b.sa', password: 'secret123' } };
    const extra: RequestOf<typeof apiRoutes.login> = {
      // @ts-expect-error: a body field the route does not take
      body: { email: 'a@b.sa', password: 'x', admin: true },
    };
    // @ts-expect-error: the route's body is required
    const missing: RequestOf<typeof apiRoutes.login> = {};
    const address: RequestOf<typeof apiRoutes.addressDelete> = { params: { id: 3 } };
    // @ts-expect-error: a parameter the path does not have
    const wrongParam: RequestOf<typeof apiRoutes.addressDelete> = { params: { code: 3 } };
    // @ts-expect-error: no body on a route that takes none
    const body: RequestOf<typeof apiRoutes.settings> = { body: { any: 1 } };
    // @ts-expect-error: coupon_code is required
    const coupon: RequestOf<typeof apiRoutes.coupon> = { query: {} };
    const staffPage: RequestOf<typeof adminRoutes.staffList> = { query: { page: 2, sort: 'name' } };
    expect([login, extra, missing, address, wrongParam, body, coupon, staffPage]).toHaveLength(8);
  });
});
