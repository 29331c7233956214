/** Seed step: a fixed-amount, a percentage and an expired coupon. */
import * as s from '../../schema.js';
import { at, t0Date } from '../clock.js';
import { insertBatched, type Tx } from '../write.js';

const base = { usedCount: 0, isActive: true, createdAt: t0Date(), updatedAt: t0Date() };

export async function writeCoupons(tx: Tx): Promise<void> {
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
  ]);
}
