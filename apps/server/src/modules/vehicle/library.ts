import {
  type LastUserTire,
  type MergeGuestLibraryInput,
  SAVED_TIRE_SIZE_LIMIT,
  SAVED_VEHICLE_LIMIT,
  type SaveUserTireInput,
  type SaveUserVehicleInput,
  type TireLibraryAnswer,
  type TireSizeFields,
  TireSizeSource,
  tireSizeKey,
  type UserTire,
  type VehiclePageAnswer,
} from '@tread/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import {
  canonicalSize,
  clearCurrent,
  dropOldestVehicles,
  findTireSize,
  findVehicle,
  inLibrary,
  listTires,
  listVehicles,
  sizeOfFields,
  toUserTire,
  toUserVehicle,
} from './library-rows';
import { parseStoredSize, sizeNumbers, type VehicleLookup } from './lookup';
import { userTireSizes, userVehicles } from './tables';

const entryNotFound = () => refuse('LIBRARY_ENTRY_NOT_FOUND');
const sizeDuplicate = () => refuse('TIRE_SIZE_DUPLICATE');
const vehicleDuplicate = () => refuse('VEHICLE_DUPLICATE');

type NewVehicle = Omit<SaveUserVehicleInput, 'lastQueryTireSize'> & {
  lastQueryTireSize?: string | null | undefined;
};

/**
 * The signed-in tire library (SPEC §4, §5). Exactly one entry, size or vehicle, is current: adding or
 * selecting one clears every other flag. Sizes stop at SAVED_TIRE_SIZE_LIMIT ("You've reached the limit"),
 * as §5 says for sizes; vehicles drop the oldest at SAVED_VEHICLE_LIMIT, as §4 and §9 say for vehicles.
 * Every query names the user, so another user's ids are simply not found.
 */
export function tireLibrary({ db, clock }: Deps, vehicleLookup: VehicleLookup) {
  const tiresOf = async (tx: Transaction, userId: string) => (await listTires(tx, userId)).map(toUserTire);
  const vehiclesOf = async (tx: Transaction, userId: string) =>
    (await listVehicles(tx, userId)).map(toUserVehicle);

  async function insertTire(
    tx: Transaction,
    userId: string,
    fields: TireSizeFields,
    source: TireSizeSource,
  ): Promise<number> {
    const [row] = await tx
      .insert(userTireSizes)
      .values({
        userId,
        ...fields,
        sizeKey: tireSizeKey(sizeOfFields(fields)),
        source,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning({ id: userTireSizes.id });
    return row!.id;
  }

  /** The vehicle row to insert, its shopped size defaulting to the front OE size. */
  async function vehicleValues(userId: string, input: NewVehicle) {
    const vehicle = await vehicleLookup.get(input.vehicleId);
    if (!vehicle) throw refuse('VEHICLE_NOT_FOUND');
    const lastQueryTireSize = input.lastQueryTireSize
      ? canonicalSize(input.lastQueryTireSize)
      : canonicalSize(vehicle.frontSize);
    if (!lastQueryTireSize) throw refuse('TIRE_SIZE_INVALID');
    const {
      vin = null,
      state = null,
      licensePlate = null,
      currentMileage = null,
      mileageRate = null,
    } = input;
    return {
      userId,
      vehicleId: vehicle.vehicleId,
      lastQueryTireSize,
      vin,
      state,
      licensePlate,
      currentMileage,
      mileageRate,
    };
  }

  /** Makes one size the only current entry; false when the user has no such size (nothing changes then). */
  async function markCurrentTire(tx: Transaction, userId: string, userTireId: number): Promise<boolean> {
    const mine = and(eq(userTireSizes.userId, userId), eq(userTireSizes.id, userTireId));
    if ((await tx.select({ id: userTireSizes.id }).from(userTireSizes).where(mine)).length === 0)
      return false;
    await clearCurrent(tx, userId);
    await tx.update(userTireSizes).set({ currents: true, updatedAt: clock.now() }).where(mine);
    return true;
  }

  async function markCurrentVehicle(tx: Transaction, userId: string, userCarId: number, size?: string) {
    const mine = and(eq(userVehicles.userId, userId), eq(userVehicles.id, userCarId));
    if ((await tx.select({ id: userVehicles.id }).from(userVehicles).where(mine)).length === 0) return false;
    await clearCurrent(tx, userId);
    await tx
      .update(userVehicles)
      .set({ currents: true, updatedAt: clock.now(), ...(size ? { lastQueryTireSize: size } : {}) })
      .where(mine);
    return true;
  }

  return {
    /** userInfo.lastUserTire: the current size, or the current vehicle's shopped size (source vehicle). */
    async lastUserTire(userId: string): Promise<LastUserTire | null> {
      const size = (await listTires(db, userId)).find((row) => row.currents);
      if (size) {
        const { width, ratio, diameter, sizeKey, source } = size;
        return { width, ratio, diameter, displaySize: sizeKey, source };
      }
      const car = (await listVehicles(db, userId)).find(({ saved }) => saved.currents);
      if (!car) return null;
      const shopped = parseStoredSize(car.saved.lastQueryTireSize);
      return { ...sizeNumbers(shopped), displaySize: tireSizeKey(shopped), source: TireSizeSource.Vehicle };
    },

    tires: (userId: string): Promise<UserTire[]> =>
      listTires(db, userId).then((rows) => rows.map(toUserTire)),

    /** A new size becomes the only current one, first in the list; an edit keeps its place and flag. */
    saveTire(userId: string, input: SaveUserTireInput): Promise<{ saved: UserTire; records: UserTire[] }> {
      const fields = { width: input.width, ratio: input.ratio, diameter: input.diameter };
      const sizeKey = tireSizeKey(sizeOfFields(fields));
      return inLibrary(db, userId, async (tx) => {
        if ((await findTireSize(tx, userId, sizeKey, input.userTireId)) !== undefined) throw sizeDuplicate();
        let id = input.userTireId;
        if (id === undefined) {
          const [saved] = await tx
            .select({ n: count() })
            .from(userTireSizes)
            .where(eq(userTireSizes.userId, userId));
          if ((saved?.n ?? 0) >= SAVED_TIRE_SIZE_LIMIT) throw refuse('LIBRARY_LIMIT');
          id = await insertTire(tx, userId, fields, input.source ?? TireSizeSource.Size);
          await markCurrentTire(tx, userId, id);
        } else {
          const [edited] = await tx
            .update(userTireSizes)
            .set({
              ...fields,
              sizeKey,
              updatedAt: clock.now(),
              ...(input.source ? { source: input.source } : {}),
            })
            .where(and(eq(userTireSizes.userId, userId), eq(userTireSizes.id, id)))
            .returning({ id: userTireSizes.id });
          if (!edited) throw entryNotFound();
        }
        const records = await tiresOf(tx, userId);
        return { saved: records.find((tire) => tire.userTireId === id)!, records };
      });
    },

    selectTire: (userId: string, userTireId: number) =>
      inLibrary(db, userId, async (tx) => {
        if (!(await markCurrentTire(tx, userId, userTireId))) throw entryNotFound();
        return tiresOf(tx, userId);
      }),

    removeTire: (userId: string, userTireId: number) =>
      inLibrary(db, userId, async (tx) => {
        const [gone] = await tx
          .delete(userTireSizes)
          .where(and(eq(userTireSizes.userId, userId), eq(userTireSizes.id, userTireId)))
          .returning({ id: userTireSizes.id });
        if (!gone) throw entryNotFound();
        return tiresOf(tx, userId);
      }),

    /** getVehiclePage: the list is at most SAVED_VEHICLE_LIMIT long, so it is paged in memory. */
    async vehiclePage(userId: string, current: number, size: number): Promise<VehiclePageAnswer> {
      const all = (await listVehicles(db, userId)).map(toUserVehicle);
      return {
        records: all.slice((current - 1) * size, current * size),
        total: all.length,
        current,
        size,
        pages: Math.ceil(all.length / size),
        hasMore: current * size < all.length,
      };
    },

    /** A new vehicle becomes the only current entry, first in the list; a full list drops its oldest. */
    async saveVehicle(userId: string, input: SaveUserVehicleInput) {
      const values = await vehicleValues(userId, input);
      return inLibrary(db, userId, async (tx) => {
        if ((await findVehicle(tx, userId, values.vehicleId, values.lastQueryTireSize)) !== undefined)
          throw vehicleDuplicate();
        await dropOldestVehicles(tx, userId, SAVED_VEHICLE_LIMIT);
        const [row] = await tx
          .insert(userVehicles)
          .values({ ...values, createdAt: clock.now(), updatedAt: clock.now() })
          .returning({ id: userVehicles.id });
        await markCurrentVehicle(tx, userId, row!.id);
        const records = await vehiclesOf(tx, userId);
        return { saved: records.find((vehicle) => vehicle.userCarId === row!.id)!, records };
      });
    },

    /** Selecting a vehicle (optionally with the size to shop) makes every size non-current. */
    selectVehicle: (userId: string, userCarId: number, lastQueryTireSize?: string | null) =>
      inLibrary(db, userId, async (tx) => {
        const size = lastQueryTireSize ? canonicalSize(lastQueryTireSize) : undefined;
        if (size === null) throw refuse('TIRE_SIZE_INVALID');
        if (size) {
          const [mine] = (await listVehicles(tx, userId)).filter(({ saved }) => saved.id === userCarId);
          if (!mine) throw entryNotFound();
          if ((await findVehicle(tx, userId, mine.vehicle.id, size, userCarId)) !== undefined)
            throw vehicleDuplicate();
        }
        if (!(await markCurrentVehicle(tx, userId, userCarId, size))) throw entryNotFound();
        return vehiclesOf(tx, userId);
      }),

    removeVehicle: (userId: string, userCarId: number) =>
      inLibrary(db, userId, async (tx) => {
        const [gone] = await tx
          .delete(userVehicles)
          .where(and(eq(userVehicles.userId, userId), eq(userVehicles.id, userCarId)))
          .returning({ id: userVehicles.id });
        if (!gone) throw entryNotFound();
        return vehiclesOf(tx, userId);
      }),

    /**
     * On sign-in: the guest's entries (oldest first) join the server's, duplicates and unknown vehicles
     * left out, sizes beyond the limit left out, vehicles' oldest dropped; the guest's current entry stays current.
     */
    async merge(userId: string, guest: MergeGuestLibraryInput): Promise<TireLibraryAnswer> {
      const known = await Promise.all(
        guest.vehicles.map((entry) =>
          vehicleValues(userId, entry).then(
            (values) => ({ values, entry }),
            () => null,
          ),
        ),
      );
      return inLibrary(db, userId, async (tx) => {
        let current: (() => Promise<boolean>) | undefined;
        // An entry already saved is not added again, but stays current if it was current in the browser.
        for (const tire of guest.tires) {
          const fields = { width: tire.width, ratio: tire.ratio, diameter: tire.diameter };
          let id = await findTireSize(tx, userId, tireSizeKey(sizeOfFields(fields)));
          if (id === undefined) {
            if ((await listTires(tx, userId)).length >= SAVED_TIRE_SIZE_LIMIT) continue;
            id = await insertTire(tx, userId, fields, TireSizeSource.Size);
          }
          const tireId = id;
          if (tire.currents) current = () => markCurrentTire(tx, userId, tireId);
        }
        for (const found of known) {
          if (!found) continue;
          let id = await findVehicle(tx, userId, found.values.vehicleId, found.values.lastQueryTireSize);
          if (id === undefined) {
            await dropOldestVehicles(tx, userId, SAVED_VEHICLE_LIMIT);
            const [row] = await tx
              .insert(userVehicles)
              .values({ ...found.values, createdAt: clock.now(), updatedAt: clock.now() })
              .returning({ id: userVehicles.id });
            id = row!.id;
          }
          const vehicleRowId = id;
          if (found.entry.currents) current = () => markCurrentVehicle(tx, userId, vehicleRowId);
        }
        await current?.();
        return { tires: await tiresOf(tx, userId), vehicles: await vehiclesOf(tx, userId) };
      });
    },
  };
}
export type TireLibrary = ReturnType<typeof tireLibrary>;
