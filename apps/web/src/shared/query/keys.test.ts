import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';

describe('queryKeys', () => {
  it('gives every kind of answer its own key', () => {
    const keys = [
      queryKeys.settings(),
      queryKeys.home(),
      queryKeys.aboutSections(),
      queryKeys.page(1),
      queryKeys.products.list({ page: 1 }),
      queryKeys.product(1),
      queryKeys.category(1),
      queryKeys.blogs.list({ page: 1, search: '', categoryId: null }),
      queryKeys.blogCategories(),
      queryKeys.blog(1),
    ];
    expect(new Set(keys.map((key) => key[0])).size).toBe(keys.length);
  });

  it("invalidates every page of a list through the kind's prefix, and nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.products.list({ page: 1 }), 'page 1');
    client.setQueryData(queryKeys.products.list({ page: 2, search: 'coat' }), 'page 2');
    client.setQueryData(queryKeys.product(1), 'product 1');
    client.setQueryData(queryKeys.blogs.list({ page: 1, search: '', categoryId: null }), 'blogs');
    await client.invalidateQueries({ queryKey: queryKeys.products.all() });
    const invalidated = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.state.data);
    expect(invalidated.sort()).toEqual(['page 1', 'page 2']);
  });
});
