import type { stations } from './tables';

type StationRow = typeof stations.$inferSelect;

/** What shoppers and staff both read of a station: who and where it is, and its hours. */
export const stationFacts = (row: StationRow) => ({
  stationId: row.id,
  kind: row.kind,
  name: row.name,
  address1: row.address1,
  city: row.city,
  state: row.state,
  zip: row.zip,
  lat: row.lat,
  lng: row.lng,
  phone: row.phone,
  hours: row.hours,
});

/** Its services with their fees in cents, named `price` as the shop's answers name them. */
export const pricedServices = (row: StationRow) =>
  row.services.map(({ priceCents, ...service }) => ({ ...service, price: priceCents }));
