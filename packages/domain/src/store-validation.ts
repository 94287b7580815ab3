import {
  STORE_ADDRESS_MIN,
  STORE_DESCRIPTION_MAX,
  STORE_DESCRIPTION_MIN,
  STORE_NAME_MAX,
  STORE_NAME_MIN,
} from './constants';
import { Messages } from './messages';
import { isBlank, textLength, type Validator, validateUsPhone } from './validation';

const STORE_NAME = new RegExp(`^[\\p{L}\\d ]{${STORE_NAME_MIN},${STORE_NAME_MAX}}$`, 'u');

export const validateStoreName: Validator = (text) =>
  STORE_NAME.test(text.trim()) ? null : Messages.StoreNameRule;

export const validateStoreAddress: Validator = (text) =>
  textLength(text.trim()) >= STORE_ADDRESS_MIN ? null : Messages.StoreAddressTooShort;

export const validateStoreDescription: Validator = (text) => {
  const length = textLength(text.trim());
  return length >= STORE_DESCRIPTION_MIN && length <= STORE_DESCRIPTION_MAX
    ? null
    : Messages.StoreDescriptionLength;
};

export interface StoreApplicationInput {
  name: string;
  contactNumber: string;
  province: string;
  city: string;
  address: string;
  description: string;
  logo: string;
  businessLicense: string;
  idCardFront: string;
  idCardBack: string;
}

/** The first problem with a merchant's store application, in form order (SPEC §5 'Store application'). */
export function validateStoreApplication(application: StoreApplicationInput): string | null {
  const documents = [
    application.logo,
    application.businessLicense,
    application.idCardFront,
    application.idCardBack,
  ];
  return (
    validateStoreName(application.name) ??
    validateUsPhone(application.contactNumber) ??
    (isBlank(application.province) || isBlank(application.city) ? Messages.StoreRegionFirst : null) ??
    validateStoreAddress(application.address) ??
    validateStoreDescription(application.description) ??
    (documents.some(isBlank) ? Messages.StoreDocumentsRequired : null)
  );
}
