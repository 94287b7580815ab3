import { describe, expect, it } from 'vitest';
import {
  validateAddressLine1,
  validateAddressLine2,
  validateConsigneeName,
  validateCoordinates,
  validateStateAndCity,
  validateZip,
} from './address-validation';
import { Messages } from './messages';

describe('consignee name', () => {
  it('accepts letters and spaces, 2-34 each and 34 together', () => {
    expect(validateConsigneeName('Ana', 'García López')).toBeNull();
    expect(validateConsigneeName('A'.repeat(17), 'B'.repeat(17))).toBeNull();
  });

  it.each([
    ['', 'Smith', Messages.ConsigneeNameRequired],
    ['Jo', '  ', Messages.ConsigneeNameRequired],
    ['J', 'Smith', Messages.ConsigneeNameRule],
    ["O'Brien", 'Pat', Messages.ConsigneeNameRule],
    ['Jo3', 'Smith', Messages.ConsigneeNameRule],
    ['A'.repeat(35), 'Smith', Messages.ConsigneeNameRule],
    ['A'.repeat(18), 'B'.repeat(17), Messages.ConsigneeFullNameTooLong],
  ])('%j %j → %s', (first, last, message) => {
    expect(validateConsigneeName(first, last)).toBe(message);
  });
});

describe('address lines', () => {
  it('line 1 takes 5-30 letters, digits or spaces', () => {
    expect(validateAddressLine1('123 Main St')).toBeNull();
    expect(validateAddressLine1('1 Ave')).toBeNull();
    expect(validateAddressLine1('')).toBe(Messages.DetailedAddressRequired);
    expect(validateAddressLine1('1 Av')).toBe(Messages.AddressLine1Rule);
    expect(validateAddressLine1('a'.repeat(31))).toBe(Messages.AddressLine1Rule);
    expect(validateAddressLine1('me@example com')).toBe(Messages.AddressLine1Rule);
    expect(validateAddressLine1('123 N. Main St')).toBe(Messages.AddressLine1Rule);
  });

  it('line 2 is optional, letters digits and spaces only', () => {
    expect(validateAddressLine2('')).toBeNull();
    expect(validateAddressLine2('Apt 5B')).toBeNull();
    expect(validateAddressLine2('Apt #5')).toBe(Messages.AddressLine2Rule);
  });
});

describe('ZIP, state and city', () => {
  it.each(['90012', '90012-3456', ' 10001 '])('accepts %j', (zip) => {
    expect(validateZip(zip)).toBeNull();
  });

  it.each(['9001', '900123', '90012-345', 'ABCDE', '90012 3456'])('refuses %j', (zip) => {
    expect(validateZip(zip)).toBe(Messages.ZipInvalid);
  });

  it('asks for a ZIP, a state and a city', () => {
    expect(validateZip('')).toBe(Messages.ZipRequired);
    expect(validateStateAndCity('CA', '')).toBe(Messages.StateAndCityRequired);
    expect(validateStateAndCity('CA', 'Los Angeles')).toBeNull();
  });
});

describe('coordinates', () => {
  it('accepts the whole globe including its edges', () => {
    expect(validateCoordinates(34.0522, -118.2437)).toBeNull();
    expect(validateCoordinates(-90, 180)).toBeNull();
  });

  it.each([
    [null, 10, Messages.LatLngRequired],
    [10, undefined, Messages.LatLngRequired],
    [90.01, 0, Messages.LatitudeOutOfRange],
    [Number.NaN, 0, Messages.LatitudeOutOfRange],
    [0, -180.5, Messages.LongitudeOutOfRange],
  ])('%s, %s → %s', (lat, lng, message) => {
    expect(validateCoordinates(lat, lng)).toBe(message);
  });
});
