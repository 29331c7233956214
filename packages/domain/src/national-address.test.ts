import { describe, expect, it } from 'vitest';
import { missingNationalAddressFields } from './national-address';

describe('missingNationalAddressFields', () => {
  it.each([
    [{ street: 'King Fahd Road', building: '2929', postalCode: '12345' }, []],
    [{ street: 'King Fahd Road', building: '12', postalCode: '12345' }, ['building']],
    [{ street: 'King Fahd Road', building: 'Tower B', postalCode: null }, ['building', 'postal_code']],
    [{ street: ' ', building: '2929', postalCode: undefined }, ['address', 'postal_code']],
    [{ street: 'King Fahd Road', building: ' 2929 ', postalCode: '1234' }, ['postal_code']],
  ])('finds what %j lacks: %j', (address, missing) => {
    expect(missingNationalAddressFields(address)).toEqual(missing);
  });
});
