/**
 * The Saudi national address (العنوان الوطني): the building number, street, district, city, postal
 * code and additional number every property in the kingdom is registered under, and the short
 * address (four letters and four digits, e.g. RRRD2929) that encodes it. A standard tax invoice
 * names the buyer at such an address.
 */

/** Four digits. */
export const BUILDING_NUMBER = /^\d{4}$/;
/** Five digits. */
export const POSTAL_CODE = /^\d{5}$/;
/** Four digits. */
export const ADDITIONAL_NUMBER = /^\d{4}$/;
/** Four capital Latin letters and four digits. */
export const SHORT_ADDRESS = /^[A-Z]{4}\d{4}$/;

/**
 * The parts of a saved address a standard tax invoice checks (its district and city are the
 * address's area and city, which every saved address has).
 */
export interface DeliveryAddressParts {
  street: string;
  building: string;
  postalCode: string | null | undefined;
}

/**
 * What a saved address lacks to serve as the buyer's national address on a standard tax invoice:
 * the fields to complete, in the address form's names (empty when it serves).
 */
export function missingNationalAddressFields(
  address: DeliveryAddressParts,
): ('building' | 'postal_code' | 'address')[] {
  const missing: ('building' | 'postal_code' | 'address')[] = [];
  if (!address.street.trim()) missing.push('address');
  if (!BUILDING_NUMBER.test(address.building.trim())) missing.push('building');
  if (!POSTAL_CODE.test(address.postalCode ?? '')) missing.push('postal_code');
  return missing;
}
