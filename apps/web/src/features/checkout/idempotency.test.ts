import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, newKey } from './idempotency';

describe('idempotency keys', () => {
  it('keeps the key while the payload is unchanged and makes a new one when it changes or ends', () => {
    const keeper = createIdempotencyKeeper();
    const order = { payment_method: 0, address_id: 1, coupon_code: null, products: [{ product_id: 7 }] };
    const key = keeper.keyFor(order);
    expect(keeper.keyFor({ ...order })).toBe(key);
    const changed = keeper.keyFor({ ...order, address_id: 2 });
    expect(changed).not.toBe(key);
    keeper.reset();
    expect(keeper.keyFor({ ...order, address_id: 2 })).not.toBe(changed);
  });

  it('makes random version 4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newKey()).toMatch(pattern);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(pattern);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
