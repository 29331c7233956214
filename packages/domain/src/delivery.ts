/**
 * Delivery dates (docs/decisions.md, Delivery estimate), one promise wherever it is shown: the
 * goods leave within DISPATCH_DAYS calendar days of the day the order is paid (the shop's
 * commitment, a later dispatch is compensated), then arrive 2 to 4 working days after dispatch,
 * in the Saudi week, whose weekend is Friday and Saturday. Before payment the dates are those of
 * an order paid today; an order not paid yet has no date of its own.
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

/** The longest time, in calendar days after the day of payment, before the goods leave. */
export const DISPATCH_DAYS = 15;

/** The time on the road, in working days after the day the goods leave. */
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

/**
 * The days an order paid at `paidAt` is expected: at the soonest dispatched that day and 2
 * working days on the road, at the latest dispatched DISPATCH_DAYS later and 4 working days on
 * the road.
 */
export function deliveryWindow(paidAt: Date): DeliveryWindow {
  const paid = saudiToday(paidAt);
  const lastDispatch = new Date(paid.getTime() + DISPATCH_DAYS * DAY_MS);
  return {
    earliest: addWorkingDays(paid, DELIVERY_WORKING_DAYS.min),
    latest: addWorkingDays(lastDispatch, DELIVERY_WORKING_DAYS.max),
  };
}

/** The statuses of an order whose goods have not left yet: its bill says when they are expected. */
const AWAITING_GOODS: readonly string[] = ['pending', 'on_hold', 'processing'];

/**
 * What an order's bill promises: the delivery window counted from the day it was paid, `unpaid`
 * while its money has not arrived (a transfer not confirmed yet has no date), or nothing once the
 * goods have left or the order was cancelled.
 */
export function expectedDelivery(order: {
  status: string;
  paidAt: Date | null;
}): DeliveryWindow | 'unpaid' | null {
  if (!AWAITING_GOODS.includes(order.status)) return null;
  return order.paidAt ? deliveryWindow(order.paidAt) : 'unpaid';
}
