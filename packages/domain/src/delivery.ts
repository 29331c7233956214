/**
 * Delivery dates (docs/decisions.md, Delivery estimate): an order arrives in 2 to 4 working days
 * counted from the day it is placed, in the Saudi week, whose weekend is Friday and Saturday.
 *
 * Dates here are calendar days, not moments: a `Date` at midnight UTC stands for that day, so the
 * arithmetic never depends on the time zone of the machine that runs it. `saudiToday` turns a
 * moment into the calendar day it is in Saudi Arabia (UTC+3 all year, no daylight saving).
 */

import { shopDay } from './shop-time';

/** Days of the week as `Date#getUTCDay` numbers them (0 Sunday … 6 Saturday). */
export const FRIDAY = 5;
export const SATURDAY = 6;
/** The Saudi weekend. */
export const SAUDI_WEEKEND: readonly number[] = [FRIDAY, SATURDAY];

/** The promised delivery time, in working days after the day of ordering. */
export const DELIVERY_WORKING_DAYS = { min: 2, max: 4 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `now` falls on in Saudi Arabia, as midnight UTC of that day. */
export function saudiToday(now: Date): Date {
  return new Date(`${shopDay(now)}T00:00:00Z`);
}

export function isWorkingDay(day: Date, weekend: readonly number[] = SAUDI_WEEKEND): boolean {
  return !weekend.includes(day.getUTCDay());
}

/**
 * The `count`-th working day after `day` (the day itself never counts, whether or not it is a
 * working day): from a Thursday, 1 working day is the next Sunday. `count` below 1 gives `day`.
 */
export function addWorkingDays(day: Date, count: number, weekend: readonly number[] = SAUDI_WEEKEND): Date {
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  if (!(count >= 1) || weekend.length >= 7) return new Date(start);
  let remaining = Math.floor(count);
  let at = start;
  while (remaining > 0) {
    at += DAY_MS;
    if (isWorkingDay(new Date(at), weekend)) remaining -= 1;
  }
  return new Date(at);
}

export interface DeliveryWindow {
  /** The earliest day the order can arrive (midnight UTC of that calendar day). */
  earliest: Date;
  /** The latest promised day. */
  latest: Date;
}

/** The days an order placed at `now` is expected: 2 to 4 Saudi working days after today. */
export function deliveryWindow(now: Date): DeliveryWindow {
  const today = saudiToday(now);
  return {
    earliest: addWorkingDays(today, DELIVERY_WORKING_DAYS.min),
    latest: addWorkingDays(today, DELIVERY_WORKING_DAYS.max),
  };
}
