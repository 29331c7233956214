/**
 * The shop's calendar and clock: Saudi Arabia keeps UTC+3 all year (no daylight saving), so a
 * moment's day and wall-clock time in the shop are plain arithmetic, the same on every machine
 * whatever its own time zone.
 */

export const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;
/** The offset as ISO 8601 writes it after a local time. */
export const SHOP_UTC_OFFSET = '+03:00';

/** `at` on the shop's wall clock, as ISO text without a zone: `2026-11-24T14:05:09.000`. */
export function shopWallClock(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 23);
}

/** The shop's calendar day that holds `at`: `YYYY-MM-DD`. */
export function shopDay(at: Date): string {
  return shopWallClock(at).slice(0, 10);
}

/** The moment the shop's calendar day `day` (`YYYY-MM-DD`) begins. */
export function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
}
