/**
 * The date-time pickers show the shop's wall-clock time (Asia/Riyadh, always UTC+3: Saudi Arabia
 * keeps no daylight saving), whatever the staff member's own computer is set to.
 */
import { SHOP_UTC_OFFSET, shopWallClock } from '@shop/domain';

/** An ISO instant from the API → the picker's `YYYY-MM-DDTHH:mm` in Riyadh time ('' for none). */
export function toRiyadhInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  return shopWallClock(at).slice(0, 16);
}

/** The picker's `YYYY-MM-DDTHH:mm` read as Riyadh time → an ISO instant (null when empty). */
export function fromRiyadhInput(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}${SHOP_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}
