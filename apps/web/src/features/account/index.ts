/**
 * Public entry of the account feature. The account page and its children are loaded lazily by the
 * router; the places hooks and the address form serve any page that asks for a delivery address.
 */
export { useAddresses, useCountries, useCities, useAreas } from './api';
export { AddressForm, EMPTY_ADDRESS, addressValues } from './components/AddressForm';
export { StatusBadge, statusTone } from './components/OrdersList';
export { useLogout } from './useLogout';
