import {
  displaySize,
  GUEST_TIRE_SIZE_LIMIT,
  Messages,
  SAVED_VEHICLE_LIMIT,
  sameTireSize,
  type TireSizeFields,
  TireSizeSource,
  type UserTire,
  type UserVehicle,
  type VehicleInfo,
} from '@tread/domain';

/** The guest's tire library and the selection rules of SPEC §4 and §5, as pure functions over the lists. */

export interface GuestLibrary {
  tires: UserTire[];
  vehicles: UserVehicle[];
}

export type LibraryChange =
  | { ok: true; library: GuestLibrary; current: UserTire | UserVehicle }
  | { ok: false; message: string };

/** What a vehicle is saved with besides its id: the size shopped and how it was found. */
export interface VehicleExtras {
  lastQueryTireSize?: string | null;
  vin?: string | null;
  state?: string | null;
  licensePlate?: string | null;
}

const nextId = (ids: number[]): number => Math.max(0, ...ids) + 1;

const newestFirst = <T extends { createdAt: string }>(a: T, b: T): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** As the server lists them: the current entry first, then the newest. */
export function libraryOrder<T extends { currents: boolean; createdAt: string }>(list: readonly T[]): T[] {
  const current = list.filter((entry) => entry.currents);
  const others = list.filter((entry) => !entry.currents).sort(newestFirst);
  return [...current, ...others];
}

const withoutCurrent = <T extends { currents: boolean }>(list: T[]): T[] =>
  list.map((entry) => (entry.currents ? { ...entry, currents: false } : entry));

const tireEntriesWithout = (tires: UserTire[]): UserTire[] =>
  tires.map((tire) =>
    tire.currents || tire.isSelect ? { ...tire, currents: false, isSelect: false } : tire,
  );

export function findSavedTire(tires: readonly UserTire[], size: TireSizeFields): UserTire | undefined {
  return tires.find((tire) => sameTireSize(tire, size));
}

/** SPEC §5: a vehicle is a duplicate when its id and the size last shopped for it are the same. */
export function findSavedVehicle(
  vehicles: readonly UserVehicle[],
  vehicleId: string,
  lastQueryTireSize: string | null,
): UserVehicle | undefined {
  return vehicles.find(
    (vehicle) =>
      vehicle.vehicleId === vehicleId && vehicle.vehiclePartsVO.lastQueryTireSize === lastQueryTireSize,
  );
}

/**
 * Adds a size: it becomes the only current entry and goes first, every vehicle turns non-current.
 * A guest keeps at most 10 sizes; the 11th is refused, as is a size already saved (SPEC §5).
 */
export function addTire(
  library: GuestLibrary,
  size: TireSizeFields,
  source: TireSizeSource = TireSizeSource.Size,
  now: Date = new Date(),
): LibraryChange {
  if (findSavedTire(library.tires, size)) return { ok: false, message: Messages.TireSizeAlreadyInLibrary };
  if (library.tires.length >= GUEST_TIRE_SIZE_LIMIT)
    return { ok: false, message: Messages.LibraryLimitReached };
  const tire: UserTire = {
    userTireId: nextId(library.tires.map((entry) => entry.userTireId)),
    tireId: displaySize(size),
    width: size.width,
    ratio: size.ratio,
    diameter: size.diameter,
    displaySize: displaySize(size),
    source,
    currents: true,
    isSelect: true,
    createdAt: now.toISOString(),
  };
  return {
    ok: true,
    library: {
      tires: [tire, ...tireEntriesWithout(library.tires)],
      vehicles: withoutCurrent(library.vehicles),
    },
    current: tire,
  };
}

/** Makes a saved size the only current entry, first in the list; vehicles turn non-current (SPEC §4). */
export function selectTire(library: GuestLibrary, userTireId: number): LibraryChange {
  const chosen = library.tires.find((tire) => tire.userTireId === userTireId);
  if (!chosen) return { ok: false, message: Messages.NotFound };
  const current = { ...chosen, currents: true, isSelect: true };
  const others = tireEntriesWithout(library.tires.filter((tire) => tire !== chosen));
  return {
    ok: true,
    library: { tires: libraryOrder([current, ...others]), vehicles: withoutCurrent(library.vehicles) },
    current,
  };
}

/** OE sizes of a vehicle as the library keeps them: front, then rear when staggered. */
export function vehicleSizes(info: VehicleInfo): { oriPartsTire: string[]; fitPartsTire: string[] } {
  return {
    oriPartsTire: info.rearSize ? [info.frontSize, info.rearSize] : [info.frontSize],
    fitPartsTire: [...info.optionalSizes],
  };
}

/**
 * Adds a vehicle: the only current entry, first; sizes turn non-current. A duplicate (same vehicle and
 * size shopped) is refused; a full list of 10 drops its oldest vehicle (SPEC §4, §5).
 */
export function addVehicle(
  library: GuestLibrary,
  info: VehicleInfo,
  extras: VehicleExtras = {},
  now: Date = new Date(),
): LibraryChange {
  const lastQueryTireSize = extras.lastQueryTireSize ?? info.frontSize;
  if (findSavedVehicle(library.vehicles, info.vehicleId, lastQueryTireSize)) {
    return { ok: false, message: Messages.VehicleAlreadyInLibrary };
  }
  const vehicle: UserVehicle = {
    userCarId: nextId(library.vehicles.map((entry) => entry.userCarId)),
    vehicleId: info.vehicleId,
    carId: info.vehicleId,
    carName: info.carName,
    currents: true,
    staggered: info.staggered,
    vin: extras.vin ?? null,
    state: extras.state ?? null,
    licensePlate: extras.licensePlate ?? null,
    currentMileage: null,
    mileageRate: null,
    vehiclePartsVO: { tireId: lastQueryTireSize, lastQueryTireSize, ...vehicleSizes(info) },
    createdAt: now.toISOString(),
  };
  const kept = withoutCurrent(library.vehicles);
  if (kept.length >= SAVED_VEHICLE_LIMIT) {
    const oldest = kept.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
    kept.splice(kept.indexOf(oldest), 1);
  }
  return {
    ok: true,
    library: { tires: tireEntriesWithout(library.tires), vehicles: [vehicle, ...kept] },
    current: vehicle,
  };
}

/** Makes a saved vehicle the only current entry; sizes turn non-current; the size shopped is remembered. */
export function selectVehicle(
  library: GuestLibrary,
  userCarId: number,
  lastQueryTireSize?: string | null,
): LibraryChange {
  const chosen = library.vehicles.find((vehicle) => vehicle.userCarId === userCarId);
  if (!chosen) return { ok: false, message: Messages.NotFound };
  const size = lastQueryTireSize ?? chosen.vehiclePartsVO.lastQueryTireSize;
  const current: UserVehicle = {
    ...chosen,
    currents: true,
    vehiclePartsVO: { ...chosen.vehiclePartsVO, lastQueryTireSize: size, tireId: size },
  };
  const others = withoutCurrent(library.vehicles.filter((vehicle) => vehicle !== chosen));
  return {
    ok: true,
    library: { tires: tireEntriesWithout(library.tires), vehicles: libraryOrder([current, ...others]) },
    current,
  };
}

export const removeTire = (library: GuestLibrary, userTireId: number): GuestLibrary => ({
  ...library,
  tires: library.tires.filter((tire) => tire.userTireId !== userTireId),
});

export const removeVehicle = (library: GuestLibrary, userCarId: number): GuestLibrary => ({
  ...library,
  vehicles: library.vehicles.filter((vehicle) => vehicle.userCarId !== userCarId),
});
