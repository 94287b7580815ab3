import { GREATER_LA_RADIUS_MILES } from '@tread/domain';
import zipcodes from 'zipcodes';
import { milesFromDowntown } from './geo';
import { keyedRandom, pick, type Rng, randomInt } from './random';
import { SHOP_ZIPS, type ShopZip } from './shop-zips';
import type { ShopHours, ShopSeed, ShopService } from './types';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Keeps a shop, after its offset from the ZIP centroid, inside the delivery radius. */
const ZIP_RADIUS_MILES = GREATER_LA_RADIUS_MILES - 1;
const MAX_OFFSET_DEGREES = 0.008;

const NAME_PATTERNS: readonly ((area: string, street: string) => string)[] = [
  (area) => `${area} Tire & Auto`,
  (area) => `${area} Wheel Works`,
  (area) => `${area} Tire Center`,
  (area) => `${area} Tire & Brake`,
  (area) => `${area} Auto Care`,
  (area) => `${area} Alignment & Tire`,
  (_, street) => `${street} Tire Service`,
  (_, street) => `${street} Wheel & Tire`,
];

function streetName(street: string): string {
  const withoutDirection = street.replace(/^(N|S|E|W) /, '');
  if (/^\d/.test(withoutDirection)) return withoutDirection;
  return withoutDirection.replace(/ (Blvd|Ave|St|Dr|Rd|Hwy|Way|Diagonal)$/, '').trim();
}

function weeklyHours(rng: Rng): ShopHours[] {
  const early = rng() < 0.3;
  const sunday = rng() < 0.25;
  return DAYS.map((day) => {
    if (day === 'Sunday')
      return sunday ? { day, open: '09:00', close: '15:00' } : { day, open: null, close: null };
    if (day === 'Saturday') return { day, open: '08:00', close: '17:00' };
    return { day, open: early ? '07:30' : '08:00', close: early ? '19:00' : '18:00' };
  });
}

/** Installation services; the first (mount and balance) is checked by default. The CA tire fee is not a service. */
function installerServices(rng: Rng): ShopService[] {
  const cents = (min: number, max: number) => randomInt(rng, min, max) * 100 - 1;
  const services: ShopService[] = [
    { code: 'MOUNT_BALANCE', name: 'Mount & balance', priceCents: cents(20, 35), perTire: true },
    { code: 'TPMS_SERVICE', name: 'TPMS sensor service kit', priceCents: cents(6, 12), perTire: true },
    { code: 'VALVE_STEM', name: 'New rubber valve stem', priceCents: cents(4, 7), perTire: true },
    { code: 'TIRE_DISPOSAL', name: 'Old tire disposal', priceCents: cents(3, 6), perTire: true },
  ];
  if (rng() < 0.85)
    services.push({
      code: 'ALIGNMENT',
      name: 'Four-wheel alignment',
      priceCents: cents(100, 170),
      perTire: false,
    });
  if (rng() < 0.6)
    services.push({ code: 'ROTATION', name: 'Tire rotation', priceCents: cents(25, 40), perTire: false });
  if (rng() < 0.5)
    services.push({
      code: 'FLAT_REPAIR',
      name: 'Flat repair (plug & patch)',
      priceCents: cents(20, 30),
      perTire: true,
    });
  if (rng() < 0.25)
    services.push({ code: 'NITROGEN', name: 'Nitrogen fill', priceCents: cents(5, 10), perTire: true });
  return services;
}

const PICKUP_SERVICES: ShopService[] = [
  { code: 'PICKUP', name: 'Order pick-up', priceCents: 0, perTire: false },
];

function phone(rng: Rng, areaCode: string): string {
  let exchange = randomInt(rng, 200, 999);
  if (exchange === 555 || exchange % 100 === 11) exchange += 1;
  return `${areaCode}${exchange}${String(randomInt(rng, 0, 9999)).padStart(4, '0')}`;
}

type Place = { entry: ShopZip; lat: number; lng: number; city: string };

function places(): Place[] {
  const result: Place[] = [];
  for (const entry of SHOP_ZIPS) {
    const found = zipcodes.lookup(entry[0]);
    if (found?.state !== 'CA') continue;
    const point = { lat: found.latitude, lng: found.longitude };
    if (milesFromDowntown(point) > ZIP_RADIUS_MILES) continue;
    result.push({ entry, ...point, city: found.city });
  }
  return result;
}

function makeShop(place: Place, kind: ShopSeed['kind'], index: number, usedNames: Set<string>): ShopSeed {
  const [zip, area, street, areaCode] = place.entry;
  const id = kind === 'installer' ? `shop-${zip}-${index + 1}` : `pickup-${zip}`;
  const rng = keyedRandom(id);
  let name: string;
  if (kind === 'pickup') {
    name = `${area} Tire Pick-Up Point`;
  } else {
    const first = randomInt(rng, 0, NAME_PATTERNS.length - 1);
    name = '';
    for (let step = 0; step < NAME_PATTERNS.length && (!name || usedNames.has(name)); step++) {
      name = (NAME_PATTERNS[(first + step) % NAME_PATTERNS.length] ?? NAME_PATTERNS[0]!)(
        area,
        streetName(street),
      );
    }
  }
  if (usedNames.has(name)) name = `${name} (${zip})`;
  usedNames.add(name);
  const number = randomInt(rng, 1, 180) * (street.length > 16 ? 10 : 100) + randomInt(rng, 0, 98);
  const lat = place.lat + (rng() * 2 - 1) * MAX_OFFSET_DEGREES;
  const lng = place.lng + (rng() * 2 - 1) * MAX_OFFSET_DEGREES;
  return {
    id,
    kind,
    name,
    address1: `${number} ${street}`,
    city: place.city,
    state: 'CA',
    zip,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    phone: phone(rng, areaCode),
    hours:
      kind === 'pickup'
        ? DAYS.map((day) => ({
            day,
            open: day === 'Sunday' ? '10:00' : '09:00',
            close: day === 'Sunday' ? '16:00' : '19:00',
          }))
        : weeklyHours(rng),
    services: kind === 'pickup' ? PICKUP_SERVICES.map((service) => ({ ...service })) : installerServices(rng),
    rating: randomInt(rng, 38, 50) / 10,
    reviewCount: pick(rng, [randomInt(rng, 12, 150), randomInt(rng, 150, 900), randomInt(rng, 900, 2400)]),
  };
}

function buildShops(): ShopSeed[] {
  const all = places();
  const usedNames = new Set<string>();
  const shops: ShopSeed[] = [];
  all.forEach((place, position) => {
    const central = milesFromDowntown(place) < 15;
    const count = central || position % 3 === 0 ? 2 : 1;
    for (let index = 0; index < count; index++) shops.push(makeShop(place, 'installer', index, usedNames));
  });
  all.forEach((place, position) => {
    if (position % 4 === 0) shops.push(makeShop(place, 'pickup', 0, usedNames));
  });
  return shops;
}

/** Installer shops and pick-up points across Greater Los Angeles, each near a real ZIP centroid. */
export const shops: ShopSeed[] = buildShops();
