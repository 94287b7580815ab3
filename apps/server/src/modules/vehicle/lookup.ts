import { parseTireSize, type TireSize, tireSizeKey, type VehicleInfo } from '@tread/domain';
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likeLiteral } from '../../platform/like';
import { vehicles } from './tables';

type VehicleRow = typeof vehicles.$inferSelect;

export const carNameOf = (v: Pick<VehicleRow, 'year' | 'make' | 'model' | 'trim' | 'engine'>): string =>
  `${v.year} ${v.make} ${v.model} ${v.trim} ${v.engine}`;

export function toVehicleInfo(row: VehicleRow): VehicleInfo {
  return {
    vehicleId: row.id,
    carName: carNameOf(row),
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    engine: row.engine,
    bodyType: row.bodyType,
    frontSize: row.frontSize,
    rearSize: row.rearSize,
    optionalSizes: row.optionalSizes,
    staggered: row.rearSize !== null,
  };
}

/** A stored size, parsed; the seed only stores sizes that parse. */
export function parseStoredSize(text: string): TireSize {
  const parsed = parseTireSize(text);
  if (!parsed.ok) throw new Error(`Stored tire size ${text} does not parse`);
  return parsed.value;
}

/** The three numbers of a size as the library keeps them; flotation sizes as overall x section x rim. */
export function sizeNumbers(size: TireSize): { width: number; ratio: number; diameter: number } {
  if (size.kind === 'metric') return { width: size.width, ratio: size.ratio, diameter: size.diameter };
  return { width: size.overallDiameter, ratio: Number(size.sectionWidth), diameter: size.diameter };
}

/** Every OE size key of a vehicle: what 'fits' means for a card. */
export const oeSizeKeys = (vehicle: VehicleInfo): Set<string> =>
  new Set(
    [vehicle.frontSize, vehicle.rearSize, ...vehicle.optionalSizes]
      .filter((size): size is string => size !== null)
      .map((size) => tireSizeKey(parseStoredSize(size))),
  );

const MAX_NAME_MATCHES = 20;
/** Make and model as the shopper typed them, in any case. */
const sameText = (column: AnyColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;
const distinctSorted = (rows: { value: string }[]) => rows.map((row) => row.value);

/** Read-only vehicle catalog: the car-select steps and look-ups by id or name. */
export function vehicleLookup(db: Database) {
  return {
    async get(vehicleId: string): Promise<VehicleInfo | null> {
      const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
      return row ? toVehicleInfo(row) : null;
    },

    async years(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ year: vehicles.year })
        .from(vehicles)
        .orderBy(desc(vehicles.year));
      return rows.map((row) => row.year);
    },

    async makes(year: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ value: vehicles.make })
        .from(vehicles)
        .where(eq(vehicles.year, year))
        .orderBy(asc(vehicles.make));
      return distinctSorted(rows);
    },

    async models(year: number, make: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ value: vehicles.model })
        .from(vehicles)
        .where(and(eq(vehicles.year, year), sameText(vehicles.make, make)))
        .orderBy(asc(vehicles.model));
      return distinctSorted(rows);
    },

    async trims(year: number, make: string, model: string): Promise<VehicleInfo[]> {
      const rows = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.year, year), sameText(vehicles.make, make), sameText(vehicles.model, model)))
        .orderBy(asc(vehicles.trim), asc(vehicles.engine));
      return rows.map(toVehicleInfo);
    },

    /** Vehicles of a year, make and model, for matching a decoded VIN. */
    async ofModelYear(year: number, make: string): Promise<VehicleInfo[]> {
      const rows = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.year, year), sameText(vehicles.make, make)))
        .orderBy(asc(vehicles.model), asc(vehicles.trim));
      return rows.map(toVehicleInfo);
    },

    /** '2019 Toyota Camry SE': every word must appear in the year/make/model/trim/engine name. */
    async byName(name: string): Promise<VehicleInfo[]> {
      const words = name.split(/\s+/).filter(Boolean).slice(0, 8);
      const fullName = sql`${vehicles.year}::text || ' ' || ${vehicles.make} || ' ' || ${vehicles.model} || ' ' || ${vehicles.trim} || ' ' || ${vehicles.engine}`;
      const conditions: SQL[] = words.map((word) => sql`${fullName} ilike ${`%${likeLiteral(word)}%`}`);
      const rows = await db
        .select()
        .from(vehicles)
        .where(and(...conditions))
        .orderBy(desc(vehicles.year), asc(vehicles.make), asc(vehicles.model), asc(vehicles.trim))
        .limit(MAX_NAME_MATCHES);
      return rows.map(toVehicleInfo);
    },
  };
}
export type VehicleLookup = ReturnType<typeof vehicleLookup>;
