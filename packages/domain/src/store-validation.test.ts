import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  type StoreApplicationInput,
  validateStoreAddress,
  validateStoreApplication,
  validateStoreDescription,
  validateStoreName,
} from './store-validation';

describe('store application fields', () => {
  it('name: 4-20 letters, digits or spaces', () => {
    expect(validateStoreName('Tire Pros 2')).toBeNull();
    expect(validateStoreName('ABC')).toBe(Messages.StoreNameRule);
    expect(validateStoreName('A'.repeat(21))).toBe(Messages.StoreNameRule);
    expect(validateStoreName('Tires & More')).toBe(Messages.StoreNameRule);
  });

  it('address: at least 5 characters', () => {
    expect(validateStoreAddress('1 Ave')).toBeNull();
    expect(validateStoreAddress(' 1 Av ')).toBe(Messages.StoreAddressTooShort);
  });

  it('description: 10-200 characters', () => {
    expect(validateStoreDescription('x'.repeat(10))).toBeNull();
    expect(validateStoreDescription('x'.repeat(200))).toBeNull();
    expect(validateStoreDescription('x'.repeat(9))).toBe(Messages.StoreDescriptionLength);
    expect(validateStoreDescription('x'.repeat(201))).toBe(Messages.StoreDescriptionLength);
  });
});

describe('validateStoreApplication', () => {
  const valid: StoreApplicationInput = {
    name: 'Valley Tire Shop',
    contactNumber: '(818) 555-0100',
    province: 'CA',
    city: 'Burbank',
    address: '200 N San Fernando Blvd',
    description: 'Family-run tire and alignment shop since 1998.',
    logo: 'uploads/logo.webp',
    businessLicense: 'uploads/license.webp',
    idCardFront: 'uploads/id-front.webp',
    idCardBack: 'uploads/id-back.webp',
  };

  it('accepts a complete application', () => {
    expect(validateStoreApplication(valid)).toBeNull();
  });

  it.each<[Partial<StoreApplicationInput>, string]>([
    [{ name: 'AB' }, Messages.StoreNameRule],
    [{ contactNumber: '' }, Messages.ContactNumberRequired],
    [{ contactNumber: '555-0100' }, Messages.InvalidPhoneNumber],
    [{ city: '' }, Messages.StoreRegionFirst],
    [{ address: 'abc' }, Messages.StoreAddressTooShort],
    [{ description: 'short' }, Messages.StoreDescriptionLength],
    [{ idCardBack: '' }, Messages.StoreDocumentsRequired],
  ])('%j → %s', (change, message) => {
    expect(validateStoreApplication({ ...valid, ...change })).toBe(message);
  });

  it('reports the first problem in form order', () => {
    expect(validateStoreApplication({ ...valid, name: '', logo: '' })).toBe(Messages.StoreNameRule);
  });
});
