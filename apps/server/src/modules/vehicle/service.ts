import {
  formatTireSize,
  normalizeVin,
  type OeTireSize,
  type PlateLookupAnswer,
  tireSizeKey,
  type VehicleInfo,
  type VehiclePartsAnswer,
  VIN_MIN_MODEL_YEAR,
  type VinLookupAnswer,
  validateVin,
  vehicleListAnswer,
  vehicleMakesAnswer,
  vehicleModelsAnswer,
  vehiclePartsAnswer,
  vehicleTrimsAnswer,
  vehicleYearsAnswer,
} from '@tread/domain';
import { ChangeTag } from '../../db/change-feed';
import { refuse } from '../../platform/errors';
import type { AnswerCache } from '../../platform/json-answer';
import { parseStoredSize, sizeNumbers, type VehicleLookup } from './lookup';
import type { PlateProvider } from './plates';
import type { DecodedVin, VinDecoder } from './vin';

/** SKU counts per size key, from the catalog. */
export type SizeCounter = (sizeKeys: string[]) => Promise<Map<string, number>>;

const noVehicle = () => refuse('VEHICLE_NOT_FOUND');
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How well one of our vehicles matches a decoded VIN: the model first, then the trim. */
function vinMatch(vehicle: VehicleInfo, decoded: NonNullable<DecodedVin['vehicle']>): number {
  const ours = squash(vehicle.model);
  const theirs = squash(decoded.model);
  const withSeries = squash(`${decoded.model}${decoded.series ?? ''}`);
  const model = ours === theirs || ours === withSeries ? 2 : ours.startsWith(theirs) ? 1 : 0;
  if (model === 0) return 0;
  const trims = (decoded.trim ?? '').split(/[/,]/).map(squash).filter(Boolean);
  const trim = trims.includes(squash(vehicle.trim))
    ? 2
    : squash(decoded.trim ?? '').includes(squash(vehicle.trim))
      ? 1
      : 0;
  return model * 10 + trim;
}

/** Vehicle search: the car-select steps, names, OE sizes, plates and VINs. */
export function vehicleService(
  lookup: VehicleLookup,
  plates: PlateProvider,
  vins: VinDecoder,
  countSizes: SizeCounter,
  cached: AnswerCache,
) {
  /** getPartsParam: front, rear when staggered and the optional OE sizes, with how many tires each has. */
  async function partsParam(vehicleId: string): Promise<VehiclePartsAnswer> {
    const vehicle = await lookup.get(vehicleId);
    if (!vehicle) throw refuse('NO_TIRE_SIZE');
    const sizes = [
      { position: 'front' as const, text: vehicle.frontSize },
      ...(vehicle.rearSize ? [{ position: 'rear' as const, text: vehicle.rearSize }] : []),
      ...vehicle.optionalSizes.map((text) => ({ position: 'optional' as const, text })),
    ].map(({ position, text }) => ({ position, size: parseStoredSize(text) }));
    const counts = await countSizes(sizes.map(({ size }) => tireSizeKey(size)));
    const oe = sizes.map(
      ({ position, size }): OeTireSize => ({
        position,
        size: formatTireSize(size),
        displaySize: tireSizeKey(size),
        sizeKey: tireSizeKey(size),
        ...sizeNumbers(size),
        prodCnt: counts.get(tireSizeKey(size)) ?? 0,
      }),
    );
    const [front] = oe;
    if (!front) throw refuse('NO_TIRE_SIZE');
    const rear = oe.find((size) => size.position === 'rear') ?? null;
    const optional = oe.filter((size) => size.position === 'optional');
    return {
      vehicle,
      front,
      rear,
      optional,
      oriPartsTire: rear ? [front, rear] : [front],
      fitPartsTire: optional,
    };
  }

  const sizeTags = (answer: VehiclePartsAnswer) =>
    [answer.front, ...(answer.rear ? [answer.rear] : []), ...answer.optional].map((s) =>
      ChangeTag.size(s.sizeKey),
    );

  return {
    // The car-select steps read only vehicles, which the shared 'catalog' tag covers.
    years: () =>
      cached('years', vehicleYearsAnswer, async () => ({ value: { years: await lookup.years() }, tags: [] })),
    makes: (year: number) =>
      cached(`makes:${year}`, vehicleMakesAnswer, async () => ({
        value: { makes: await lookup.makes(year) },
        tags: [],
      })),
    models: (year: number, make: string) =>
      cached(`models:${JSON.stringify([year, make])}`, vehicleModelsAnswer, async () => ({
        value: { models: await lookup.models(year, make) },
        tags: [],
      })),
    trims: (year: number, make: string, model: string) =>
      cached(`trims:${JSON.stringify([year, make, model])}`, vehicleTrimsAnswer, async () => ({
        value: { trims: await lookup.trims(year, make, model) },
        tags: [],
      })),
    byName: (name: string) =>
      cached(`byName:${name}`, vehicleListAnswer, async () => ({
        value: { records: await lookup.byName(name) },
        tags: [],
      })),
    /** The counts of tires per OE size change with that size's SKUs. */
    partsParam: (vehicleId: string) =>
      cached(`parts:${vehicleId}`, vehiclePartsAnswer, async () => {
        const value = await partsParam(vehicleId);
        return { value, tags: sizeTags(value) };
      }),

    async byPlate(state: string, plate: string): Promise<PlateLookupAnswer> {
      const record = await plates.lookup(state, plate);
      const vehicle = record ? await lookup.get(record.vehicleId) : null;
      if (!record || !vehicle) throw noVehicle();
      return { state, plate, vin: record.vin, vehicle };
    },

    /** 17 characters, check digit and 1981+ (the domain's rule and the decoded year), then our vehicles. */
    async byVin(text: string): Promise<VinLookupAnswer> {
      const vin = normalizeVin(text);
      if (!vin) throw refuse('VIN_REQUIRED');
      if (validateVin(vin)) throw refuse('VIN_INVALID');
      const decoded = await vins.decode(vin);
      if (decoded.modelYear !== null && decoded.modelYear < VIN_MIN_MODEL_YEAR) {
        throw refuse('VIN_INVALID');
      }
      if (!decoded.vehicle || decoded.modelYear === null) {
        throw refuse('VIN_NOT_IDENTIFIED');
      }
      const { vehicle } = decoded;
      const scored = (await lookup.ofModelYear(decoded.modelYear, vehicle.make))
        .map((candidate) => ({ candidate, score: vinMatch(candidate, vehicle) }))
        .filter(({ score }) => score > 0);
      const bestModel = Math.max(0, ...scored.map(({ score }) => Math.floor(score / 10)));
      const vehicles = scored
        .filter(({ score }) => Math.floor(score / 10) === bestModel)
        .sort((a, b) => b.score - a.score)
        .map(({ candidate }) => candidate);
      const [first, ...rest] = vehicles;
      if (!first) throw noVehicle();
      return {
        vin,
        year: decoded.modelYear,
        make: first.make,
        model: first.model,
        trim: vehicle.trim,
        vehicles: [first, ...rest],
      };
    },
  };
}
export type VehicleService = ReturnType<typeof vehicleService>;
