import {
  ADDRESS_FULL_NAME_MAX,
  ADDRESS_LINE1_MAX,
  ADDRESS_LINE1_MIN,
  ADDRESS_NAME_MAX,
  ADDRESS_NAME_MIN,
  LATITUDE_MAX,
  LONGITUDE_MAX,
} from './constants';
import { Messages } from './messages';
import { isBlank, textLength, type Validator } from './validation';

const NAME = new RegExp(`^[\\p{L} ]{${ADDRESS_NAME_MIN},${ADDRESS_NAME_MAX}}$`, 'u');
const LINE1 = new RegExp(`^[\\p{L}\\d ]{${ADDRESS_LINE1_MIN},${ADDRESS_LINE1_MAX}}$`, 'u');
const LINE2 = /^[\p{L}\d ]*$/u;
const ZIP = /^\d{5}(?:-\d{4})?$/;

/** First and last name of the consignee: each 2–34 letters or spaces, together at most 34. */
export function validateConsigneeName(firstName: string, lastName: string): string | null {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first || !last) return Messages.ConsigneeNameRequired;
  if (!NAME.test(first) || !NAME.test(last)) return Messages.ConsigneeNameRule;
  return textLength(first) + textLength(last) > ADDRESS_FULL_NAME_MAX
    ? Messages.ConsigneeFullNameTooLong
    : null;
}

export const validateAddressLine1: Validator = (text) => {
  const line = text.trim();
  if (!line) return Messages.DetailedAddressRequired;
  return LINE1.test(line) ? null : Messages.AddressLine1Rule;
};

/** Optional; when given, letters, digits and spaces only. */
export const validateAddressLine2: Validator = (text) =>
  LINE2.test(text.trim()) ? null : Messages.AddressLine2Rule;

/** 5 digits or ZIP+4 ('90012' or '90012-3456'). */
export const validateZip: Validator = (text) => {
  const zip = text.trim();
  if (!zip) return Messages.ZipRequired;
  return ZIP.test(zip) ? null : Messages.ZipInvalid;
};

export const validateStateAndCity = (state: string, city: string): string | null =>
  isBlank(state) || isBlank(city) ? Messages.StateAndCityRequired : null;

const isWithin = (value: number, limit: number): boolean =>
  Number.isFinite(value) && Math.abs(value) <= limit;

/** Both coordinates are required; latitude -90..90, longitude -180..180. */
export function validateCoordinates(
  lat: number | null | undefined,
  lng: number | null | undefined,
): string | null {
  if (lat == null || lng == null) return Messages.LatLngRequired;
  if (!isWithin(lat, LATITUDE_MAX)) return Messages.LatitudeOutOfRange;
  return isWithin(lng, LONGITUDE_MAX) ? null : Messages.LongitudeOutOfRange;
}
