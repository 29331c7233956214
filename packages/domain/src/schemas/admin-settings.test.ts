import { describe, expect, it } from 'vitest';
import { settingsInputSchema } from './admin-settings';

/** The chat number as the settings form's schema reads it: the stored text, or its error keys. */
function chatNumber(typed: string): string | string[] {
  const result = settingsInputSchema.shape.chat_number.safeParse(typed);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
}

describe('the WhatsApp number of the settings', () => {
  it('is stored international, digits only, however a Saudi mobile is typed', () => {
    for (const typed of [
      '0501234567',
      '501234567',
      '+966 50 123 4567',
      '00966501234567',
      '966-50-123-4567',
      '٠٥٠١٢٣٤٥٦٧',
    ])
      expect(chatNumber(typed), typed).toBe('966501234567');
    // Another country's number keeps its own code.
    expect(chatNumber('+971 50 123 4567')).toBe('971501234567');
    expect(chatNumber('')).toBe('');
  });

  it('refuses a local number without its country code, and what is not a number', () => {
    for (const typed of ['0112345678', 'call me', '12345', '+966 50 123 4567 8888 99'])
      expect(chatNumber(typed), typed).toEqual(['validation.chatNumberInvalid']);
  });
});
