import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, intlLongDate } from './date';

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

  it('write the long date exactly as Intl does, in both languages, around every Riyadh midnight', () => {
    const hour = 60 * 60 * 1000;
    const moments: number[] = [];
    // Every 37 hours from 1950 to 2060, and both sides of midnight in Riyadh (21:00 UTC) each month.
    for (let t = Date.UTC(1950, 0, 1); t < Date.UTC(2060, 0, 1); t += 37 * hour) moments.push(t);
    for (let year = 2020; year < 2032; year += 1)
      for (let month = 0; month < 12; month += 1) {
        const midnight = Date.UTC(year, month, 1) - 3 * hour;
        moments.push(midnight - 1, midnight, midnight + 1);
      }
    for (const lang of ['en', 'ar'] as const) {
      const differ = moments.filter((t) => formatLongDate(t, lang) !== intlLongDate(new Date(t), lang));
      expect(differ.map((t) => new Date(t).toISOString())).toEqual([]);
    }
  });

  it('leave dates outside the fixed-offset years to Intl, and an invalid date empty', () => {
    expect(formatLongDate('1900-05-01T12:00:00Z', 'en')).toBe(
      intlLongDate(new Date('1900-05-01T12:00:00Z'), 'en'),
    );
    expect(formatLongDate('not a date', 'ar')).toBe('');
  });
});
