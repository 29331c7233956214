/**
 * The shop's reports count money on the shop's calendar (Riyadh days) and gather the days into
 * periods: a day, a week (Sunday to Saturday, the Saudi working week's calendar) or a month.
 * A report covers a range of days, both ends included, and is compared with the range of the
 * same length just before it.
 */

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest range a report covers: two years of days (a year compared with the one before). */
export const REPORT_MAX_DAYS = 731;

/** The range a report shows when staff name none: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** How many days `from` … `to` holds, both included (0 when `to` comes first). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/**
 * Each day of `from` … `to`, both included, oldest first. Counted by day numbers: compared as
 * text, the day after 9999-12-31 ("+010000-01-01") sorts before it and a loop never ends.
 */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let n = dayNumber(from), last = dayNumber(to); n <= last; n += 1) days.push(dayOf(n));
  return days;
}

/** The first day of the period of `group` that holds `day`. */
export function periodStart(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  // 1970-01-01 was a Thursday: day 0 is four days after a Sunday.
  const n = dayNumber(day);
  return dayOf(n - ((n + 4) % 7));
}

/** The periods a range falls into, by their first day, oldest first. */
export function reportPeriods(from: string, to: string, group: ReportGroup): string[] {
  const periods: string[] = [];
  for (const day of eachDay(from, to)) {
    const start = periodStart(day, group);
    if (periods.at(-1) !== start) periods.push(start);
  }
  return periods;
}

/** The range of the same length that ends the day before `from`: what a report is compared with. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = daysInRange(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/**
 * The change from `before` to `now` as a whole percentage, or null when there was nothing before
 * to compare with.
 */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 100);
}
