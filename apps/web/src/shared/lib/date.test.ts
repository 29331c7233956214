import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate } from './date';

describe('dates of the shop', () => {
  // 21:30 UTC on 23 November is 00:30 on 24 November in Riyadh: the order's code and bill say the 24th.
  const lateEvening = '2026-11-23T21:30:00Z';

  it('name the day in Saudi time, wherever the device is', () => {
    expect(formatLongDate(lateEvening, 'en')).toBe('November 24, 2026');
    expect(formatLongDate(lateEvening, 'ar')).toBe('24 نوفمبر 2026');
  });

  it('agree with the bill’s date and time', () => {
    expect(formatDateTime(lateEvening, 'en')).toContain('November 24, 2026');
  });
});
