import { describe, expect, it } from 'vitest';
import { settingsInputSchema } from '@shop/contract';
import { formText, formTexts } from '../src/shared/form-values';
import { settingsInput } from '../src/resources/settings/SettingsPage';

describe("forms' values as the API takes them", () => {
  it('reads an empty or cleared input as blank text, and anything else as its text', () => {
    expect(formText({ a: null, c: 12 }, 'a')).toBe('');
    expect(formText({}, 'b')).toBe('');
    expect(formText({ c: 12 }, 'c')).toBe('12');
    expect(formTexts({ otp: 1234, new_password: 'x', extra: 'dropped' }, ['otp', 'new_password'])).toEqual({
      otp: '1234',
      new_password: 'x',
    });
  });

  it("sends the settings the API takes, blanks as '', and leaves out what it does not (updated_at)", () => {
    const input = settingsInput({ app_name_en: 'Shop', vat_number: null, tax_percent: 15, updated_at: 'x' });
    expect(Object.keys(input).sort()).toEqual(Object.keys(settingsInputSchema.shape).sort());
    expect(input.app_name_en).toBe('Shop');
    expect(input.vat_number).toBe('');
    expect(input.tax_percent).toBe(15);
    expect(settingsInput({ tax_percent: '7.5' }).tax_percent).toBe('7.5');
  });
});
