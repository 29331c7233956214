import { describe, expect, it } from 'vitest';
import {
  couponFit,
  couponStatus,
  couponValue,
  customerMayUseCoupon,
  normaliseCouponCode,
  type CouponRules,
} from './coupon';

describe('couponValue', () => {
  it('takes a fixed amount, capped at the discounted subtotal', () => {
    expect(couponValue({ type: 0, amount: 500 }, 10_000)).toBe(500);
    expect(couponValue({ type: 0, amount: 10_000 }, 10_000)).toBe(10_000);
    expect(couponValue({ type: 0, amount: 10_001 }, 10_000)).toBe(10_000);
    expect(couponValue({ type: 0, amount: 500 }, 0)).toBe(0);
  });

  it('takes a percentage in basis points, rounded half up', () => {
    expect(couponValue({ type: 1, amount: 1000 }, 10_000)).toBe(1000);
    expect(couponValue({ type: 1, amount: 1000 }, 15)).toBe(2); // 1.5
    expect(couponValue({ type: 1, amount: 1000 }, 14)).toBe(1); // 1.4
    expect(couponValue({ type: 1, amount: 10_000 }, 777)).toBe(777);
    expect(couponValue({ type: 1, amount: 25_000 }, 777)).toBe(777); // above 100% is capped
  });

  it('never gives a negative value', () => {
    expect(couponValue({ type: 0, amount: -500 }, 1000)).toBe(0);
    expect(couponValue({ type: 1, amount: -500 }, 1000)).toBe(0);
    expect(couponValue({ type: 0, amount: Number.NaN }, 1000)).toBe(0);
    expect(couponValue({ type: 0, amount: 500 }, -1000)).toBe(0);
  });
});

describe('couponStatus', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const base: CouponRules = { type: 0, amount: 500, isActive: true, usedCount: 0 };

  it('is valid without limits', () => {
    expect(couponStatus(base, now)).toBe('valid');
    expect(couponStatus({ ...base, startsAt: null, endsAt: null, usageLimit: null }, now)).toBe('valid');
  });

  it('is inactive when switched off, whatever else holds', () => {
    expect(couponStatus({ ...base, isActive: false, usageLimit: 0 }, now)).toBe('inactive');
  });

  it('respects an inclusive validity window', () => {
    expect(couponStatus({ ...base, startsAt: new Date('2025-06-15T12:00:01Z') }, now)).toBe('notStarted');
    expect(couponStatus({ ...base, startsAt: now }, now)).toBe('valid');
    expect(couponStatus({ ...base, endsAt: now }, now)).toBe('valid');
    expect(couponStatus({ ...base, endsAt: new Date('2025-06-15T11:59:59Z') }, now)).toBe('expired');
  });

  it('is used up at the limit', () => {
    expect(couponStatus({ ...base, usageLimit: 3, usedCount: 2 }, now)).toBe('valid');
    expect(couponStatus({ ...base, usageLimit: 3, usedCount: 3 }, now)).toBe('usedUp');
    expect(couponStatus({ ...base, usageLimit: 0 }, now)).toBe('usedUp');
  });
});

describe('normaliseCouponCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseCouponCode('  summer10 ')).toBe('SUMMER10');
    expect(normaliseCouponCode('Eid-2025')).toBe('EID-2025');
    expect(normaliseCouponCode('عيد')).toBe('عيد');
  });

  it('ignores blank codes', () => {
    expect(normaliseCouponCode('')).toBeNull();
    expect(normaliseCouponCode(' \t\n ')).toBeNull();
  });
});

describe('couponFit', () => {
  const lines = [
    { productId: 1, quantity: 10, discountedHalalas: 40_000 },
    { productId: 2, quantity: 5, discountedHalalas: 10_000 },
    { productId: 3, quantity: 0, discountedHalalas: 0 },
  ];

  it('applies to every product when it names none', () => {
    expect(couponFit({ type: 0, amount: 100 }, lines)).toEqual({ fit: 'fits', eligibleHalalas: 50_000 });
  });

  it('counts only the named products with pieces', () => {
    expect(couponFit({ type: 0, amount: 100, productIds: [2, 3] }, lines)).toEqual({
      fit: 'fits',
      eligibleHalalas: 10_000,
    });
    expect(couponFit({ type: 0, amount: 100, productIds: [3] }, lines).fit).toBe('noEligibleProducts');
    expect(couponFit({ type: 0, amount: 100, productIds: [] }, lines).fit).toBe('noEligibleProducts');
  });

  it('meets its minimum exactly and misses it by a halala', () => {
    expect(couponFit({ type: 0, amount: 100, minOrderHalalas: 50_000 }, lines).fit).toBe('fits');
    expect(couponFit({ type: 0, amount: 100, minOrderHalalas: 50_001 }, lines).fit).toBe('belowMinimum');
  });
});

describe('customerMayUseCoupon', () => {
  it('allows uses below the limit, and any number without one', () => {
    expect(customerMayUseCoupon(1, 0)).toBe(true);
    expect(customerMayUseCoupon(1, 1)).toBe(false);
    expect(customerMayUseCoupon(3, 2)).toBe(true);
    expect(customerMayUseCoupon(null, 99)).toBe(true);
    expect(customerMayUseCoupon(undefined, 99)).toBe(true);
  });
});
