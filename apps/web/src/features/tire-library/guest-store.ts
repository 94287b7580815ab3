import {
  LOCAL_STORAGE_KEYS,
  parseTireSize,
  TireSizeSource,
  type UserTire,
  type UserVehicle,
  userTire,
  userVehicle,
} from '@tread/domain';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { readLocalJson, removeLocal, writeLocalJson } from '../../api/storage';
import type { GuestLibrary } from './library-rules';

/** The size being shopped (§3 local key `tireSize`): a saved size, or a vehicle's size with source 'vehicle'. */
export interface ShoppedSize {
  width: number;
  ratio: number;
  diameter: number;
  displaySize: string;
  source: TireSizeSource;
}

interface GuestLibraryState extends GuestLibrary {
  /** Bumped when the signed-in library changed behind the page's back (the guest one merged into it). */
  serverVersion: number;
}

const Key = LOCAL_STORAGE_KEYS;

function readList<T>(
  key: string,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
): T[] {
  const stored = readLocalJson<unknown>(key);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const entry = schema.safeParse(item);
    return entry.success && entry.data !== undefined ? [entry.data] : [];
  });
}

/** The size a current vehicle is shopped in (its last queried size, else its front OE size). */
export function vehicleShoppedSize(vehicle: UserVehicle): ShoppedSize | null {
  const text = vehicle.vehiclePartsVO.lastQueryTireSize ?? vehicle.vehiclePartsVO.oriPartsTire[0] ?? '';
  const parsed = parseTireSize(text);
  if (!parsed.ok || parsed.value.kind !== 'metric') return null;
  const { width, ratio, diameter } = parsed.value;
  return { width, ratio, diameter, displaySize: text, source: TireSizeSource.Vehicle };
}

function shoppedSize(library: GuestLibrary): ShoppedSize | null {
  const tire = library.tires.find((entry) => entry.currents);
  if (tire) {
    const { width, ratio, diameter, displaySize } = tire;
    return { width, ratio, diameter, displaySize, source: TireSizeSource.Size };
  }
  const vehicle = library.vehicles.find((entry) => entry.currents);
  return vehicle ? vehicleShoppedSize(vehicle) : null;
}

function writeOrRemove(key: string, value: unknown): void {
  if (value === null || value === undefined) removeLocal(key);
  else writeLocalJson(key, value);
}

/**
 * The §3 local keys: `userTireList` and `userVehicleList` hold the lists; `tireSize` (the size shopped),
 * `lastUserTire` (the last size made current) and `currentVehicle` are kept in step with them.
 */
const localKeysStorage: PersistStorage<GuestLibrary> = {
  getItem: () => ({
    state: {
      tires: readList(Key.UserTireList, userTire),
      vehicles: readList(Key.UserVehicleList, userVehicle),
    },
  }),
  setItem: (_name, { state }) => {
    writeLocalJson(Key.UserTireList, state.tires);
    writeLocalJson(Key.UserVehicleList, state.vehicles);
    writeOrRemove(Key.TireSize, shoppedSize(state));
    const currentTire = state.tires.find((entry) => entry.currents);
    if (currentTire) writeLocalJson(Key.LastUserTire, currentTire);
    else if (state.tires.length === 0) removeLocal(Key.LastUserTire);
    writeOrRemove(
      Key.CurrentVehicle,
      state.vehicles.find((entry) => entry.currents),
    );
  },
  removeItem: () => {
    for (const key of [
      Key.UserTireList,
      Key.UserVehicleList,
      Key.TireSize,
      Key.LastUserTire,
      Key.CurrentVehicle,
    ]) {
      removeLocal(key);
    }
  },
};

/** A guest's saved sizes and vehicles, kept in the browser (SPEC §1, §3). */
export const useGuestLibraryStore = create<GuestLibraryState>()(
  persist((): GuestLibraryState => ({ tires: [], vehicles: [], serverVersion: 0 }), {
    name: 'tire-library',
    storage: localKeysStorage,
    partialize: ({ tires, vehicles }) => ({ tires, vehicles }),
  }),
);

export function guestLibrary(): GuestLibrary {
  const { tires, vehicles } = useGuestLibraryStore.getState();
  return { tires, vehicles };
}

export function setGuestLibrary(library: GuestLibrary): void {
  useGuestLibraryStore.setState({ tires: library.tires, vehicles: library.vehicles });
}

export function clearGuestLibrary(): void {
  useGuestLibraryStore.setState({ tires: [], vehicles: [] });
}

export function bumpServerLibrary(): void {
  useGuestLibraryStore.setState((state) => ({ serverVersion: state.serverVersion + 1 }));
}

export type { UserTire, UserVehicle };
