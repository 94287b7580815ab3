import {
  displaySize,
  formatTireSize,
  parseTireSize,
  type TireSize,
  type TireSizeFields,
  tireSizeKey,
  type UserTire,
  type UserVehicle,
} from '@tread/domain';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { carNameOf, parseStoredSize } from './lookup';
import { userTireSizes, userVehicles, vehicles } from './tables';

type TireRow = typeof userTireSizes.$inferSelect;
type VehicleJoin = { saved: typeof userVehicles.$inferSelect; vehicle: typeof vehicles.$inferSelect };
export type Db = Database | Transaction;

/** The size a library entry means: its three numbers read as a size. */
export function sizeOfFields(fields: TireSizeFields): TireSize {
  const parsed = parseTireSize(displaySize(fields));
  if (!parsed.ok) throw new Error(`Library size ${displaySize(fields)} does not parse`);
  return parsed.value;
}

export const toUserTire = (row: TireRow): UserTire => ({
  userTireId: row.id,
  tireId: row.sizeKey,
  width: row.width,
  ratio: row.ratio,
  diameter: row.diameter,
  displaySize: row.sizeKey,
  source: row.source,
  currents: row.currents,
  isSelect: row.currents,
  createdAt: row.createdAt.toISOString(),
});

const keyOfStored = (text: string): string => tireSizeKey(parseStoredSize(text));

export function toUserVehicle({ saved, vehicle }: VehicleJoin): UserVehicle {
  const original = [vehicle.frontSize, ...(vehicle.rearSize ? [vehicle.rearSize] : [])];
  return {
    userCarId: saved.id,
    vehicleId: vehicle.id,
    carId: vehicle.id,
    carName: carNameOf(vehicle),
    currents: saved.currents,
    staggered: vehicle.rearSize !== null,
    vin: saved.vin,
    state: saved.state,
    licensePlate: saved.licensePlate,
    currentMileage: saved.currentMileage,
    mileageRate: saved.mileageRate,
    vehiclePartsVO: {
      tireId: keyOfStored(saved.lastQueryTireSize),
      lastQueryTireSize: saved.lastQueryTireSize,
      oriPartsTire: original.map(keyOfStored),
      fitPartsTire: vehicle.optionalSizes.map(keyOfStored),
    },
    createdAt: saved.createdAt.toISOString(),
  };
}

/** Canonical text of a shopped size ('LT265/70R17'), or null when it is not a size. */
export function canonicalSize(text: string): string | null {
  const parsed = parseTireSize(text);
  return parsed.ok ? formatTireSize(parsed.value) : null;
}

/** Newest first: an added entry is placed first (SPEC §4); selecting one does not move it. */
export const listTires = (db: Db, userId: string): Promise<TireRow[]> =>
  db
    .select()
    .from(userTireSizes)
    .where(eq(userTireSizes.userId, userId))
    .orderBy(desc(userTireSizes.createdAt), desc(userTireSizes.id));

export const listVehicles = (db: Db, userId: string): Promise<VehicleJoin[]> =>
  db
    .select({ saved: userVehicles, vehicle: vehicles })
    .from(userVehicles)
    .innerJoin(vehicles, eq(vehicles.id, userVehicles.vehicleId))
    .where(eq(userVehicles.userId, userId))
    .orderBy(desc(userVehicles.createdAt), desc(userVehicles.id));

/** Nothing current: the step before making one entry the only current one. */
export async function clearCurrent(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(userTireSizes)
    .set({ currents: false })
    .where(and(eq(userTireSizes.userId, userId), eq(userTireSizes.currents, true)));
  await tx
    .update(userVehicles)
    .set({ currents: false })
    .where(and(eq(userVehicles.userId, userId), eq(userVehicles.currents, true)));
}

/** Drops the user's oldest vehicles until `room` more fit under `limit`. */
export async function dropOldestVehicles(tx: Transaction, userId: string, limit: number, room = 1) {
  const rows = await tx
    .select({ id: userVehicles.id })
    .from(userVehicles)
    .where(eq(userVehicles.userId, userId))
    .orderBy(asc(userVehicles.createdAt), asc(userVehicles.id));
  const excess = rows.length + room - limit;
  for (const { id } of rows.slice(0, Math.max(0, excess))) {
    await tx.delete(userVehicles).where(and(eq(userVehicles.userId, userId), eq(userVehicles.id, id)));
  }
}

/** Whether the user has this size already, leaving out the entry being edited. */
/** The id of the user's entry of this size, leaving out the entry being edited. */
export async function findTireSize(
  tx: Transaction,
  userId: string,
  sizeKey: string,
  exceptId?: number,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: userTireSizes.id })
    .from(userTireSizes)
    .where(
      and(
        eq(userTireSizes.userId, userId),
        eq(userTireSizes.sizeKey, sizeKey),
        exceptId === undefined ? undefined : ne(userTireSizes.id, exceptId),
      ),
    );
  return row?.id;
}

/** The id of the user's entry of this vehicle and shopped size, leaving out the entry being edited. */
export async function findVehicle(
  tx: Transaction,
  userId: string,
  vehicleId: string,
  size: string,
  exceptId?: number,
): Promise<number | undefined> {
  const rows = await tx
    .select({ id: userVehicles.id })
    .from(userVehicles)
    .where(
      and(
        eq(userVehicles.userId, userId),
        eq(userVehicles.vehicleId, vehicleId),
        eq(userVehicles.lastQueryTireSize, size),
      ),
    );
  return rows.find((row) => row.id !== exceptId)?.id;
}

/** One change to a user's library at a time, so the limit and the single current entry hold under races. */
export function inLibrary<T>(db: Database, userId: string, change: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tire-library:${userId}`}, 0))`);
    return change(tx);
  });
}
