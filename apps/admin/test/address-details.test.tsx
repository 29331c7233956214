/**
 * A customer's, an order's and a picking sheet's address written out for staff: building, floor
 * and apartment, the national address's codes and the receiver, in the dashboard's language, with
 * blank parts left out.
 */
import { renderToString } from 'react-dom/server';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/i18n/messages';
import { AddressDetails, type AddressDetailParts } from '../src/shared/AddressDetails';

const warehouse: AddressDetailParts = {
  building: '2929',
  floor: '',
  apartment: '',
  postal_code: '12345',
  additional_number: '7788',
  short_address: 'RRRD2929',
  receiver_name: 'Salem',
  receiver_phone: '0551234567',
};

function written(lang: 'ar' | 'en', address: AddressDetailParts): string {
  const provider = polyglotI18nProvider((locale) => messages[locale as 'ar' | 'en'], lang);
  const html = renderToString(
    <I18nContext.Provider value={provider}>
      <AddressDetails address={address} />
    </I18nContext.Provider>,
  );
  return html
    .replace(/<[^>]+>/g, '\n')
    .replace(/\n+/g, '\n')
    .trim();
}

describe('an address written out for staff', () => {
  it('names each part in English, leaving out the floor and apartment a warehouse has not', () => {
    const text = written('en', warehouse);
    expect(text).toContain('2929');
    expect(text).not.toMatch(/floor|apartment/i);
    for (const part of ['12345', '7788', 'RRRD2929', 'Salem', '0551234567']) expect(text).toContain(part);
    expect(written('en', { ...warehouse, floor: '2', apartment: '4' })).toMatch(/2.*4/s);
  });

  it('names them in Arabic in the Arabic dashboard', () => {
    const text = written('ar', warehouse);
    expect(text).toMatch(/\p{Script=Arabic}/u);
    expect(text).toContain('RRRD2929');
    expect(text).not.toMatch(/Building|Postal/);
  });
});
