import type { CityPlace, ZipPlace } from '@tread/domain';
import zipcodes from 'zipcodes';

// zipcodes names the 50 states and DC only; these are the other US codes its data uses.
const OTHER_STATE_NAMES: Record<string, string> = {
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  PW: 'Palau',
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const titleCase = (upper: string): string =>
  upper
    .toLowerCase()
    .replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
    .replace(/ Of /g, ' of ');

export const stateName = (state: string): string =>
  OTHER_STATE_NAMES[state] ?? titleCase(zipcodes.states.abbr[state] ?? state);

/** 'California', 'california' or 'ca' → 'CA'; unknown text comes back upper-cased. */
export const stateCode = (text: string): string => {
  const upper = text.trim().toUpperCase();
  return zipcodes.states.normalize(upper) ?? upper;
};

// Plain code-unit order, the same for sorting and for the binary search.
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const cityName = (city: CityPlace): string => city.city.toLowerCase();
const cityKey = (city: string, state: string): string => `${city.toUpperCase()}|${state}`;

type Index = { zips: ZipPlace[]; cities: CityPlace[] };
let index: Index | undefined;

/** US ZIPs and cities sorted for prefix search, built on first use. */
function places(): Index {
  if (index) return index;
  const zips = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US')
    .map((code) => ({
      zipcode: code.zip,
      city: code.city,
      state: code.state,
      stateName: stateName(code.state),
      lat: code.latitude || null,
      lng: code.longitude || null,
    }))
    .sort((a, b) => compare(a.zipcode, b.zipcode));
  const cities = new Map<string, CityPlace>();
  for (const zip of zips) {
    const key = cityKey(zip.city, zip.state);
    const city = cities.get(key) ?? {
      city: zip.city,
      state: zip.state,
      stateName: zip.stateName,
      zipcodes: [],
    };
    city.zipcodes.push(zip.zipcode);
    cities.set(key, city);
  }
  const sortedCities = [...cities.values()].sort(
    (a, b) => compare(cityName(a), cityName(b)) || compare(a.state, b.state),
  );
  index = { zips, cities: sortedCities };
  return index;
}

/** The first index whose key is not below `prefix` (the lists are sorted by that key). */
function firstAtOrAfter<T>(list: T[], prefix: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keyOf(list[middle]!) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function startingWith<T>(
  list: T[],
  prefix: string,
  keyOf: (item: T) => string,
  limit: number,
  keep: (item: T) => boolean,
) {
  const found: T[] = [];
  for (let i = firstAtOrAfter(list, prefix, keyOf); i < list.length && found.length < limit; i++) {
    const item = list[i]!;
    if (!keyOf(item).startsWith(prefix)) break;
    if (keep(item)) found.push(item);
  }
  return found;
}

export function zipPlace(zip: string): ZipPlace | undefined {
  const zips = places().zips;
  const found = zips[firstAtOrAfter(zips, zip, (place) => place.zipcode)];
  return found?.zipcode === zip ? found : undefined;
}

export const zipsStartingWith = (prefix: string, limit: number): ZipPlace[] =>
  startingWith(
    places().zips,
    prefix,
    (place) => place.zipcode,
    limit,
    () => true,
  );

/** Cities whose name starts with `name` (any case), optionally in one state. */
export function citiesStartingWith(name: string, state: string | undefined, limit: number): CityPlace[] {
  const prefix = name.toLowerCase();
  return startingWith(places().cities, prefix, cityName, limit, (city) => !state || city.state === state);
}
