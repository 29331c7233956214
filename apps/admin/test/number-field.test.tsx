/**
 * Counts and orders in the dashboard's lists are written in Latin digits in both languages, as the
 * prices and codes beside them: react-admin's field, given no locale, formats in the browser's own
 * language (Arabic-Indic digits in an Arabic browser).
 */
import { renderToString } from 'react-dom/server';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from '../src/shared/NumberField';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the dashboard number field', () => {
  it('formats in a Latin-digit locale, not the browser’s', () => {
    const format = vi.spyOn(Number.prototype, 'toLocaleString');
    const html = renderToString(
      <RecordContextProvider value={{ id: 1, products_count: 1234567 }}>
        <NumberField source="products_count" />
      </RecordContextProvider>,
    );
    expect(format).toHaveBeenCalledWith('en-US', undefined);
    expect(html).toContain('1,234,567');
    expect((1234567).toLocaleString('ar-SA')).toMatch(/[٠-٩]/);
  });
});
