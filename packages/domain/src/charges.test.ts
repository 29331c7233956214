import { describe, expect, it } from 'vitest';
import { shippingFor } from './shipping';
import { taxOn } from './tax';

describe('taxOn', () => {
  it('takes basis points of the base, rounded half up', () => {
    expect(taxOn(10_000, 1500)).toBe(1500);
    expect(taxOn(333, 1500)).toBe(50); // 49.95
    expect(taxOn(1, 1500)).toBe(0); // 0.15
    expect(taxOn(10, 500)).toBe(1); // 0.5
  });

  it('is never a refund', () => {
    expect(taxOn(-1000, 1500)).toBe(0);
    expect(taxOn(1000, -1500)).toBe(0);
    expect(taxOn(0, 1500)).toBe(0);
  });
});

describe('shippingFor', () => {
  it('charges the city fee once per product', () => {
    expect(shippingFor(2500, 3)).toBe(7500);
    expect(shippingFor(2500, 1)).toBe(2500);
    expect(shippingFor(2500, 0)).toBe(0);
  });

  it('treats a missing or negative fee as free shipping', () => {
    expect(shippingFor(0, 3)).toBe(0);
    expect(shippingFor(-100, 3)).toBe(0);
    expect(shippingFor(Number.NaN, 3)).toBe(0);
  });
});
