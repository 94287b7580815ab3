/** Distances between points on the map, in the shop's unit (miles). */

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export type LatLng = { lat: number; lng: number };

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
