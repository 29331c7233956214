/**
 * The date-time pickers show the shop's wall-clock time (Asia/Riyadh, always UTC+3: Saudi Arabia
 * keeps no daylight saving), whatever the staff member's own computer is set to.
 */
import { SHOP_UTC_OFFSET, shopWallClock } from '@shop/domain';

/** The picker's own value: a wall-clock time with no zone. */
const PICKER_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * An ISO instant from the API → the picker's `YYYY-MM-DDTHH:mm` in Riyadh time ('' for none). A
 * value already in the picker's form is kept: react-admin's date-time input formats the field's
 * value a second time for the box, and reading that wall-clock time as an instant in the
 * computer's own zone moved the shown time by that zone's offset from Riyadh.
 */
export function toRiyadhInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (PICKER_VALUE.test(value)) return value;
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
