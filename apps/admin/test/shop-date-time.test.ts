/**
 * The coupon's start and end are picked in the browser's own date picker; under it the dashboard
 * writes the chosen instant out in its own format, in Riyadh time and Latin digits, as its lists do.
 * A calendar day (a quote's last day) is written the same day wherever the browser is.
 */
import { describe, expect, it } from 'vitest';
import { shopDateTimeText } from '../src/shared/ShopDateTimeInput';
import { fromRiyadhInput, toRiyadhInput } from '../src/shared/riyadh-time';
import { formatShopDay } from '../src/shared/shop-date';

describe('a chosen date and time as the dashboard writes it', () => {
  it('is Riyadh time in the dashboard’s language, with Latin digits in Arabic too', () => {
    const chosen = fromRiyadhInput('2026-12-01T10:30');
    expect(chosen).toBe('2026-12-01T07:30:00.000Z');
    // ICU versions differ on the comma after the weekday.
    expect(shopDateTimeText(chosen, 'en')).toMatch(/^Tuesday,? 1 December 2026 at 10:30$/);
    const arabic = shopDateTimeText(chosen, 'ar');
    expect(arabic).toContain('ديسمبر');
    expect(arabic).toContain('2026');
    expect(arabic).toMatch(/10:30/);
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it('is empty for nothing chosen and for what is not a date', () => {
    expect(shopDateTimeText(null, 'en')).toBe('');
    expect(shopDateTimeText('', 'ar')).toBe('');
    expect(shopDateTimeText('2026-13-45T99:99', 'en')).toBe('');
  });

  it('shows the API’s instant in the picker as Riyadh’s wall clock, however often it is formatted', () => {
    // react-admin formats the field's value, then formats that again for the box.
    const once = toRiyadhInput('2025-12-01T00:00:00.000Z');
    expect(once).toBe('2025-12-01T03:00');
    expect(toRiyadhInput(once)).toBe('2025-12-01T03:00');
    expect(fromRiyadhInput(once)).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('a calendar day as the dashboard writes it', () => {
  it('is the same day in every time zone, in the staff’s language with Latin digits', () => {
    // A day read as local midnight in a zone west of UTC would show the day before.
    expect(formatShopDay('2027-01-31', 'en')).toBe('31 Jan 2027');
    const arabic = formatShopDay('2027-01-31', 'ar');
    expect(arabic).toContain('31');
    expect(arabic).toContain('2027');
    expect(arabic).not.toMatch(/[٠-٩]/);
    expect(formatShopDay('2027-01-31', 'en', { weekday: 'long' })).toBe('Sunday');
  });

  it('leaves what is not a day as it came', () => {
    expect(formatShopDay('soon', 'en')).toBe('soon');
  });
});
