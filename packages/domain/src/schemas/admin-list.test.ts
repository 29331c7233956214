import { describe, expect, it } from 'vitest';
import { adminOrderListQuerySchema } from './admin-list';

describe("the order list's day filters", () => {
  it('take real calendar days only: no 31 February, no 13th month', () => {
    expect(adminOrderListQuerySchema.parse({ from: '2028-02-29', to: '2026-12-31' })).toMatchObject({
      from: '2028-02-29',
      to: '2026-12-31',
    });
    for (const day of ['2026-02-31', '2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10'])
      expect(adminOrderListQuerySchema.safeParse({ from: day }).success, day).toBe(false);
  });
});
