import { vinCheckDigit } from '@tread/domain';
import { mulberry32, randomInt } from './random';
import type { PlateSeed, VehicleSeed } from './types';
import { vehicles } from './vehicles';

const PLATE_COUNT = 48;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Model-year character of a VIN (position 10): 2010 → 'A', 2018 → 'J', 2025 → 'S', 2005 → '5'. */
const yearCode = (year: number): string => YEAR_CODES[(year - 2010 + 30) % 30] ?? 'A';

/**
 * Plates with a VIN: real manufacturer identifiers and descriptor patterns of the model, the real
 * model-year code, a valid check digit and a made-up serial number.
 */
type VinPlate = readonly [
  make: string,
  model: string,
  trim: string,
  year: number,
  prefix: string,
  plant: string,
];
const VIN_PLATES: readonly VinPlate[] = [
  ['Toyota', 'Camry', 'LE', 2019, '4T1B11HK', 'U'],
  ['Honda', 'Civic', 'LX', 2018, '19XFC2F5', 'E'],
  ['Ford', 'F-150', 'XLT', 2020, '1FTEW1E5', 'F'],
  ['Tesla', 'Model 3', 'Standard Range Plus', 2021, '5YJ3E1EA', 'F'],
  ['Chevrolet', 'Silverado 1500', 'LT', 2019, '3GCUYDED', 'G'],
  ['Jeep', 'Wrangler', 'Sport', 2020, '1C4HJXDG', 'W'],
];

function vin(prefix: string, year: number, plant: string, serial: number): string {
  const draft = `${prefix}0${yearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

function buildPlates(): PlateSeed[] {
  const rng = mulberry32(20_260_101);
  const used = new Set<string>();
  const plate = (): string => {
    for (;;) {
      const letters = Array.from({ length: 3 }, () => LETTERS[randomInt(rng, 0, LETTERS.length - 1)]).join(
        '',
      );
      const text = `${randomInt(rng, 5, 9)}${letters}${String(randomInt(rng, 0, 999)).padStart(3, '0')}`;
      if (!used.has(text)) {
        used.add(text);
        return text;
      }
    }
  };
  const plates: PlateSeed[] = [];
  for (const [make, model, trim, year, prefix, plant] of VIN_PLATES) {
    const vehicle = vehicles.find(
      (row) => row.make === make && row.model === model && row.trim === trim && row.year === year,
    );
    if (!vehicle) throw new Error(`No seeded vehicle for VIN plate ${year} ${make} ${model}`);
    plates.push({
      state: 'CA',
      plate: plate(),
      vehicleId: vehicle.id,
      vin: vin(prefix, year, plant, randomInt(rng, 100_000, 999_999)),
    });
  }
  const step = Math.floor(vehicles.length / (PLATE_COUNT - plates.length));
  for (let index = 0; plates.length < PLATE_COUNT; index += step) {
    const vehicle: VehicleSeed | undefined =
      vehicles[(index + randomInt(rng, 0, step - 1)) % vehicles.length];
    if (vehicle) plates.push({ state: 'CA', plate: plate(), vehicleId: vehicle.id, vin: null });
  }
  return plates;
}

/** California plates the built-in plate provider resolves. */
export const plates: PlateSeed[] = buildPlates();
