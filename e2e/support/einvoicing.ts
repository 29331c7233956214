/**
 * E-invoicing in the journeys: the seller the owner registers, onboarding through the staff API
 * against the journeys' Fatoora (the local fake on the simulation platform, e2e/global-setup.ts),
 * and turning e-invoicing off again, as the other journeys expect their shop.
 */
import type { StaffApi } from './admin';

/** The seller as ZATCA registered it, in the order of the form's fields. */
export const SELLER = {
  seller_name_ar: 'شركة الزي الموحد للتجارة',
  vat_number: '399999999900003',
  cr_number: '1010010000',
  branch: 'Riyadh',
  industry: 'Wholesale of uniforms',
  street: 'الأمير سلطان',
  building_number: '2322',
  district: 'المربع',
  city: 'الرياض',
  postal_code: '23333',
  additional_number: '7788',
};

/** Every onboarding step at once: from then on each order gets an e-invoice. */
export async function onboardByApi(owner: StaffApi): Promise<void> {
  await owner.request('PUT', '/einvoicing/registration', {
    ...SELLER,
    environment: 'simulation',
    cr_number: '1010012222',
  });
  await owner.request('POST', '/einvoicing/key');
  await owner.request('POST', '/einvoicing/compliance-csid', { otp: '123456' });
  await owner.request('POST', '/einvoicing/compliance-checks');
  await owner.request('POST', '/einvoicing/production-csid');
}

/** A new registration starts onboarding again: no e-invoices until the owner onboards. */
export async function stopEInvoicing(owner: StaffApi): Promise<void> {
  await owner.request('PUT', '/einvoicing/registration', {
    ...SELLER,
    environment: 'simulation',
    cr_number: '1010019999',
  });
}
