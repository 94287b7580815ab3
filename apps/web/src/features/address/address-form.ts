import {
  type Address,
  formatUsPhone,
  Messages,
  validateAddressLine1,
  validateAddressLine2,
  validateConsigneeName,
  validateStateAndCity,
  validateUsPhone,
  validateZip,
} from '@tread/domain';

export interface AddressForm {
  firstName: string;
  lastName: string;
  phone: string;
  zipCode: string;
  city: string;
  state: string;
  addressLine1: string;
  addressLine2: string;
  isDefault: boolean;
  isBilling: boolean;
}

/** Where a message shows: the names share one, city and state share one. */
export type AddressField = 'name' | 'phone' | 'zipCode' | 'place' | 'addressLine1' | 'addressLine2';
export type AddressErrors = Partial<Record<AddressField, string>>;

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

/** What the ZIP look-up says: still asking, a place, or no such ZIP. */
export type ZipState = 'pending' | 'found' | 'unknown';

/** Every rule of SPEC §5 'Address', each from the shared validators, as messages per field. */
export function validateAddressForm(form: AddressForm, zip: ZipState): AddressErrors {
  const errors: AddressErrors = {};
  const name = validateConsigneeName(form.firstName, form.lastName);
  if (name) errors.name = name;
  const phone = validateUsPhone(form.phone);
  if (phone) errors.phone = phone;
  const zipProblem = validateZip(form.zipCode);
  if (zipProblem) errors.zipCode = zipProblem;
  else if (zip === 'unknown') errors.zipCode = Messages.ZipMismatch;
  else if (zip === 'found') {
    const place = validateStateAndCity(form.state, form.city);
    if (place) errors.place = place;
  }
  const line1 = validateAddressLine1(form.addressLine1);
  if (line1) errors.addressLine1 = line1;
  const line2 = validateAddressLine2(form.addressLine2);
  if (line2) errors.addressLine2 = line2;
  return errors;
}

const SERVER_MESSAGE_FIELDS: Record<string, AddressField> = {
  [Messages.ConsigneeNameRequired]: 'name',
  [Messages.ConsigneeNameRule]: 'name',
  [Messages.ConsigneeFullNameTooLong]: 'name',
  [Messages.ContactNumberRequired]: 'phone',
  [Messages.InvalidPhoneNumber]: 'phone',
  [Messages.ZipRequired]: 'zipCode',
  [Messages.ZipInvalid]: 'zipCode',
  [Messages.ZipMismatch]: 'zipCode',
  [Messages.StateAndCityRequired]: 'place',
  [Messages.DetailedAddressRequired]: 'addressLine1',
  [Messages.AddressLine1Rule]: 'addressLine1',
  [Messages.AddressLine2Rule]: 'addressLine2',
};

/** The field a server refusal is about, so it shows beside that field; undefined for the whole form. */
export const fieldOfServerMessage = (message: string): AddressField | undefined =>
  SERVER_MESSAGE_FIELDS[message];
