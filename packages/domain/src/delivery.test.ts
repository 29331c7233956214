import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryWindow, expectedDelivery, isWorkingDay, saudiToday } from './delivery';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

// November 2026: Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28, Sun 29, Mon 30.
describe('addWorkingDays', () => {
  it.each([
    ['2026-11-22', 2, '2026-11-24'], // Sunday → Tuesday
    ['2026-11-22', 4, '2026-11-26'], // Sunday → Thursday
    ['2026-11-24', 2, '2026-11-26'], // Tuesday → Thursday
    ['2026-11-24', 4, '2026-11-30'], // Tuesday → over the weekend to Monday
    ['2026-11-25', 2, '2026-11-29'], // Wednesday → Thursday, then Sunday
    ['2026-11-26', 1, '2026-11-29'], // Thursday → Sunday
    ['2026-11-26', 2, '2026-11-30'], // Thursday → Monday
    ['2026-11-26', 4, '2026-12-02'], // Thursday → Wednesday
    ['2026-11-27', 2, '2026-11-30'], // Friday (weekend) → Monday
    ['2026-11-27', 4, '2026-12-02'], // Friday → Wednesday
    ['2026-11-28', 2, '2026-11-30'], // Saturday → Monday
    ['2026-11-28', 4, '2026-12-02'], // Saturday → Wednesday
    ['2026-12-31', 2, '2027-01-04'], // Thursday across the year's end → Monday
  ])('%s + %i working days = %s', (from, count, expected) => {
    expect(iso(addWorkingDays(day(from), count))).toBe(expected);
  });

  it('never lands on a Friday or a Saturday, and skips exactly the weekend days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 1, max: 30 }), (offset, count) => {
        const from = new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000);
        const to = addWorkingDays(from, count);
        expect(isWorkingDay(to)).toBe(true);
        let working = 0;
        for (let at = from.getTime() + 86_400_000; at <= to.getTime(); at += 86_400_000) {
          if (isWorkingDay(new Date(at))) working += 1;
        }
        expect(working).toBe(count);
      }),
    );
  });

  it('gives the day itself for no working days and ignores the time of day', () => {
    expect(iso(addWorkingDays(day('2026-11-27'), 0))).toBe('2026-11-27');
    expect(iso(addWorkingDays(new Date('2026-11-22T23:59:00Z'), 2))).toBe('2026-11-24');
  });
});

describe('saudiToday and deliveryWindow', () => {
  it('takes the calendar day in Saudi Arabia (UTC+3)', () => {
    expect(iso(saudiToday(new Date('2026-11-25T20:59:59Z')))).toBe('2026-11-25');
    // 21:00 UTC on Wednesday is already Thursday in Riyadh.
    expect(iso(saudiToday(new Date('2026-11-25T21:00:00Z')))).toBe('2026-11-26');
  });

  it('promises from 2 working days after payment (dispatched that day) to 4 working days after the last dispatch day', () => {
    // Paid on Monday 23 November: at the soonest Wednesday 25; dispatched by Tuesday 8 December
    // at the latest, then 4 working days (Wednesday, Thursday, Sunday, Monday).
    const monday = deliveryWindow(new Date('2026-11-23T09:00:00Z'));
    expect([iso(monday.earliest), iso(monday.latest)]).toEqual(['2026-11-25', '2026-12-14']);
    // Late on Wednesday evening in Riyadh it is Thursday: the weekend falls inside the window.
    const thursday = deliveryWindow(new Date('2026-11-25T22:00:00Z'));
    expect([iso(thursday.earliest), iso(thursday.latest)]).toEqual(['2026-11-30', '2026-12-16']);
    const friday = deliveryWindow(new Date('2026-11-27T12:00:00Z'));
    expect([iso(friday.earliest), iso(friday.latest)]).toEqual(['2026-11-30', '2026-12-16']);
  });
});

describe('expectedDelivery', () => {
  it('counts from the day of payment, waits for the money, and says nothing once the goods left', () => {
    const paid = expectedDelivery({ status: 'processing', paidAt: new Date('2026-11-23T09:00:00Z') });
    expect(paid).toEqual(deliveryWindow(new Date('2026-11-23T09:00:00Z')));
    expect(expectedDelivery({ status: 'pending', paidAt: null })).toBe('unpaid');
    expect(expectedDelivery({ status: 'shipped', paidAt: new Date() })).toBeNull();
    expect(expectedDelivery({ status: 'cancelled', paidAt: null })).toBeNull();
  });
});
