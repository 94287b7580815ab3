import { type Address, type AddressForm, formatUsPhone, validateZip } from '@tread/domain';

/** The address form's starting values: empty for a new address, or a saved one as the form shows it. */

export const emptyAddressForm: AddressForm = {
  firstName: '',
  lastName: '',
  phone: '',
  zipCode: '',
  city: '',
  state: '',
  addressLine1: '',
  addressLine2: '',
  isDefault: false,
  isBilling: false,
};

export function addressFormOf(saved: Address): AddressForm {
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    phone: formatUsPhone(saved.phone),
    zipCode: saved.zipCode,
    city: saved.city,
    state: saved.state,
    addressLine1: saved.addressLine1,
    addressLine2: saved.addressLine2,
    isDefault: saved.isDefault,
    isBilling: saved.isBilling,
  };
}

/** The five digits to look up once the ZIP is well formed (5 digits or ZIP+4), else null. */
export const zipToLookUp = (zipCode: string): string | null =>
  validateZip(zipCode) === null ? zipCode.trim().slice(0, 5) : null;
