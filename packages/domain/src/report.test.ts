import { describe, expect, it } from 'vitest';
import { adminReportQuerySchema } from './schemas';
import {
  addDays,
  daysInRange,
  eachDay,
  percentChange,
  periodStart,
  previousRange,
  reportPeriods,
} from './report';

describe('report periods', () => {
  it('starts a week on Sunday and a month on its first day', () => {
    // 2026-11-25 is a Wednesday.
    expect(periodStart('2026-11-25', 'week')).toBe('2026-11-22');
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-22');
    expect(periodStart('2026-11-28', 'week')).toBe('2026-11-22');
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-29');
    expect(periodStart('2026-11-25', 'month')).toBe('2026-11-01');
    expect(periodStart('2026-11-25', 'day')).toBe('2026-11-25');
  });

  it('lists every period of a range, the first and last ones partly covered', () => {
    expect(reportPeriods('2026-11-25', '2026-12-08', 'week')).toEqual([
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
    ]);
    expect(reportPeriods('2026-01-31', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(reportPeriods('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('compares a range with the same number of days just before it', () => {
    expect(previousRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('gives no percentage when there was nothing before', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(10, 0)).toBeNull();
  });
});

describe('report query', () => {
  const errorsOf = (query: Record<string, string>) => {
    const parsed = adminReportQuerySchema.safeParse(query);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('reads a range by days unless a group is named', () => {
    expect(adminReportQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      group: 'day',
    });
  });

  it('refuses a range that ends before it starts, longer than two years, or a day that does not exist', () => {
    expect(errorsOf({ from: '2026-11-30', to: '2026-11-01' })).toEqual({ to: 'validation.endsBeforeStart' });
    expect(errorsOf({ from: '2024-01-01', to: '2026-01-01' })).toEqual({
      to: 'validation.reportRangeTooLong',
    });
    expect(errorsOf({ from: '2026-02-31' })).toEqual({ from: 'validation.dateInvalid' });
    expect(errorsOf({ group: 'year' })).toEqual({ group: 'validation.reportGroupInvalid' });
  });

  it('refuses a day outside the shop’s calendar: year 1 and 9999 (their neighbours cannot be stored or counted)', () => {
    expect(errorsOf({ from: '0001-01-01' })).toEqual({ from: 'validation.dayOutOfRange' });
    expect(errorsOf({ from: '9999-12-31', to: '9999-12-31' })).toEqual({
      from: 'validation.dayOutOfRange',
      to: 'validation.dayOutOfRange',
    });
    expect(errorsOf({ from: '2000-01-01', to: '2000-01-31' })).toEqual({});
    // A day written wrong is told so once, not also said to be out of the calendar.
    expect(errorsOf({ from: 'abc' })).toEqual({ from: 'validation.dateInvalid' });
  });

  it('counts the days of a range by number, to the calendar’s last day', () => {
    expect(eachDay('2199-12-30', '2199-12-31')).toEqual(['2199-12-30', '2199-12-31']);
    // Past year 9999 the days are written "+010000-…", which sorts before "9999-…" as text.
    expect(eachDay('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
    expect(reportPeriods('9999-12-31', '9999-12-31', 'day')).toEqual(['9999-12-31']);
  });
});
