import { describe, expect, it } from 'vitest';
import { shopDay, shopDayStart, shopWallClock } from './shop-time';

describe('the shop clock (UTC+3 all year)', () => {
  it('puts 21:00 UTC on the next Riyadh day and 20:59:59 on the same one', () => {
    expect(shopDay(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(shopDay(new Date('2026-11-23T20:59:59.999Z'))).toBe('2026-11-23');
    // New year's eve and a leap day cross their boundaries the same way.
    expect(shopDay(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(shopDay(new Date('2028-02-28T22:00:00Z'))).toBe('2028-02-29');
  });

  it('reads wall-clock time and day starts as Riyadh time', () => {
    expect(shopWallClock(new Date('2026-06-01T09:05:07.250Z'))).toBe('2026-06-01T12:05:07.250');
    expect(shopDayStart('2026-11-24').toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(shopDay(shopDayStart('2026-03-01'))).toBe('2026-03-01');
  });
});
