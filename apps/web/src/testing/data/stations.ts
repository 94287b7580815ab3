import type { Station } from '@tread/domain';

/** Installer shops and pick-up points of web tests, around downtown Los Angeles. */

/** The shopper searched from (downtown Los Angeles) and the ZIP 90012's center. */
export const SHOPPER_POINT = { lat: 34.06, lng: -118.24 };

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
  day,
  open: day === 'Sunday' ? null : '08:00',
  close: day === 'Sunday' ? null : '18:00',
}));

export const sampleStation = (stationId: number, changes: Partial<Station> = {}): Station => ({
  stationId,
  kind: 'installer',
  name: `Shop ${stationId}`,
  address1: `${stationId}00 S Broadway`,
  city: 'Los Angeles',
  state: 'CA',
  zip: '90012',
  lat: SHOPPER_POINT.lat,
  lng: SHOPPER_POINT.lng,
  phone: '2135550100',
  hours: week,
  serviceInfo: [
    { code: 'MOUNT_BALANCE', name: 'Mount & balance', price: 2_500, perTire: true },
    { code: 'ALIGNMENT', name: 'Four-wheel alignment', price: 12_999, perTire: false },
  ],
  rating: 4.6,
  reviewCount: 120,
  distance: 0.8,
  ...changes,
});
