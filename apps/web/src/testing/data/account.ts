import type { Address, UserInfo, ZipPlace } from '@tread/domain';

/** The one shopper account of web tests, its addresses and the ZIPs the test server knows. */

export const SHOPPER_PASSWORD = 'Secret123';

export const shopper: UserInfo = {
  userId: 'u-1',
  nickName: 'Jamie',
  userMobile: null,
  contactMobile: null,
  mktEmail: null,
  userMail: 'jamie@example.com',
  lastUserTire: null,
  avatarUrl: null,
  gender: null,
  role: 'customer',
};

export const zipPlaces: Record<string, ZipPlace> = {
  '90012': {
    zipcode: '90012',
    city: 'Los Angeles',
    state: 'CA',
    stateName: 'California',
    lat: 34.06,
    lng: -118.24,
  },
  '10001': {
    zipcode: '10001',
    city: 'New York',
    state: 'NY',
    stateName: 'New York',
    lat: 40.75,
    lng: -73.99,
  },
};

export const sampleAddress = (addrId: number, changes: Partial<Address> = {}): Address => ({
  addrId,
  firstName: 'Jamie',
  lastName: 'Rivera',
  phone: '2135550142',
  addressLine1: `${100 + addrId} Main Street`,
  addressLine2: '',
  city: 'Los Angeles',
  state: 'CA',
  zipCode: '90012',
  areaId: 1002,
  isDefault: addrId === 1,
  isBilling: false,
  lat: 34.06,
  lng: -118.24,
  ...changes,
});
