/**
 * Seed step: a fixed-amount, a percentage and an expired coupon, and two with conditions: free
 * delivery from 1,000 SAR once per customer, and 15% on the medical uniforms (with their
 * subcategories) twice per customer.
 */
import * as s from '../../schema.js';
import { at, t0Date } from '../clock.js';
import { insertBatched, type Tx } from '../write.js';

// Every row names every column: the batch insert takes its columns from the rows.
const base = {
  usedCount: 0,
  isActive: true,
  perCustomerLimit: null,
  minOrderHalalas: null,
  freeShipping: false,
  productIds: [],
  categoryIds: [],
  createdAt: t0Date(),
  updatedAt: t0Date(),
};

export async function writeCoupons(tx: Tx, categoryIds: ReadonlyMap<string, number>): Promise<void> {
  await insertBatched(tx, s.coupons, [
    {
      ...base,
      id: 1,
      code: 'WELCOME50',
      type: 0,
      amount: 5000,
      startsAt: at('2025-12-01T00:00:00Z'),
      endsAt: null,
      usageLimit: 1000,
    },
    {
      ...base,
      id: 2,
      code: 'BULK10',
      type: 1,
      amount: 1000,
      startsAt: at('2025-12-01T00:00:00Z'),
      endsAt: null,
      usageLimit: null,
    },
    {
      ...base,
      id: 3,
      code: 'RAMADAN15',
      type: 1,
      amount: 1500,
      startsAt: at('2026-02-15T00:00:00Z'),
      endsAt: at('2026-03-20T23:59:59Z'),
      usageLimit: 500,
      usedCount: 37,
      createdAt: at('2026-02-10T09:00:00Z'),
      updatedAt: at('2026-02-10T09:00:00Z'),
    },
    {
      ...base,
      id: 4,
      code: 'FREESHIP',
      type: 0,
      amount: 0,
      startsAt: at('2025-12-01T00:00:00Z'),
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
      minOrderHalalas: 100_000,
      freeShipping: true,
    },
    {
      ...base,
      id: 5,
      code: 'MEDICAL15',
      type: 1,
      amount: 1500,
      startsAt: at('2025-12-01T00:00:00Z'),
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 2,
      categoryIds: [categoryIds.get('medical')!],
    },
  ]);
}
