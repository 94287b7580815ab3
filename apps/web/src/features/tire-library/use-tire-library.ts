import type { SaveUserTireRequest, SaveUserVehicleRequest } from '@tread/domain';
import {
  type TireSizeFields,
  TireSizeSource,
  type UserTire,
  type UserVehicle,
  type VehicleInfo,
} from '@tread/domain';
import { useMemo } from 'react';
import { isApiError } from '../../api/client';
import { useIsSignedIn } from '../auth';
import { useDeleteTire } from './api/delete-tire';
import { useDeleteVehicle } from './api/delete-vehicle';
import { useSaveTire } from './api/save-tire';
import { useSaveVehicle } from './api/save-vehicle';
import { useSelectTire } from './api/select-tire';
import { useSelectVehicle } from './api/select-vehicle';
import { useServerTires } from './api/user-tires';
import { useServerVehicles } from './api/user-vehicles';
import {
  guestLibrary,
  type ShoppedSize,
  setGuestLibrary,
  useGuestLibraryStore,
  vehicleShoppedSize,
} from './guest-store';
import {
  addTire,
  addVehicle,
  findSavedTire,
  findSavedVehicle,
  type GuestLibrary,
  type LibraryChange,
  removeTire,
  removeVehicle,
  selectTire,
  selectVehicle,
  type VehicleExtras,
} from './library-rules';

/** null message: the failure was already told (the client's toast for a network or server error). */
export type LibraryResult = { ok: true } | { ok: false; message: string | null };

export type CurrentSelection =
  | { kind: 'size'; tire: UserTire; size: ShoppedSize }
  | { kind: 'vehicle'; vehicle: UserVehicle; size: ShoppedSize | null };

export interface SaveOptions {
  /**
   * Strict: a duplicate is refused with the spec's message (adding to the library). Otherwise the saved
   * twin is made current instead (shopping a size or vehicle).
   */
  strict?: boolean;
}

export interface TireLibraryActions {
  saveSize: (
    size: TireSizeFields,
    options?: SaveOptions & { source?: TireSizeSource },
  ) => Promise<LibraryResult>;
  selectSize: (userTireId: number) => Promise<LibraryResult>;
  removeSize: (userTireId: number) => Promise<LibraryResult>;
  saveVehicle: (info: VehicleInfo, extras?: VehicleExtras, options?: SaveOptions) => Promise<LibraryResult>;
  selectVehicle: (userCarId: number, lastQueryTireSize?: string | null) => Promise<LibraryResult>;
  removeVehicle: (userCarId: number) => Promise<LibraryResult>;
}

export interface TireLibrary extends TireLibraryActions {
  signedIn: boolean;
  /** False while a signed-in shopper's library is loading. */
  ready: boolean;
  tires: UserTire[];
  vehicles: UserVehicle[];
  current: CurrentSelection | null;
}

const OK: LibraryResult = { ok: true };

function failure(error: unknown): LibraryResult {
  if (isApiError(error) && error.status === 400) return { ok: false, message: error.message };
  return { ok: false, message: null };
}

function guestActions(): TireLibraryActions {
  const apply = (change: LibraryChange): LibraryResult => {
    if (!change.ok) return { ok: false, message: change.message };
    setGuestLibrary(change.library);
    return OK;
  };
  const update = (next: (library: GuestLibrary) => GuestLibrary): LibraryResult => {
    setGuestLibrary(next(guestLibrary()));
    return OK;
  };
  return {
    saveSize: async (size, { strict = false, source = TireSizeSource.Size } = {}) => {
      const library = guestLibrary();
      const twin = findSavedTire(library.tires, size);
      if (twin && !strict) return apply(selectTire(library, twin.userTireId));
      return apply(addTire(library, size, source));
    },
    selectSize: async (userTireId) => apply(selectTire(guestLibrary(), userTireId)),
    removeSize: async (userTireId) => update((library) => removeTire(library, userTireId)),
    saveVehicle: async (info, extras = {}, { strict = false } = {}) => {
      const library = guestLibrary();
      const twin = findSavedVehicle(
        library.vehicles,
        info.vehicleId,
        extras.lastQueryTireSize ?? info.frontSize,
      );
      if (twin && !strict) return apply(selectVehicle(library, twin.userCarId));
      return apply(addVehicle(library, info, extras));
    },
    selectVehicle: async (userCarId, size) => apply(selectVehicle(guestLibrary(), userCarId, size)),
    removeVehicle: async (userCarId) => update((library) => removeVehicle(library, userCarId)),
  };
}

/** The library mutations of the signed-in shopper; each keeps the lists it changes. */
interface ServerCalls {
  saveTire: (body: SaveUserTireRequest) => Promise<unknown>;
  selectTire: (userTireId: number) => Promise<unknown>;
  deleteTire: (userTireId: number) => Promise<unknown>;
  saveVehicle: (body: SaveUserVehicleRequest) => Promise<unknown>;
  selectVehicle: (change: { userCarId: number; size?: string | null }) => Promise<unknown>;
  deleteVehicle: (userCarId: number) => Promise<unknown>;
}

function serverActions(calls: ServerCalls, library: GuestLibrary): TireLibraryActions {
  const run = async (action: () => Promise<unknown>): Promise<LibraryResult> => {
    try {
      await action();
      return OK;
    } catch (error) {
      return failure(error);
    }
  };

  const selectSize = (userTireId: number) => run(() => calls.selectTire(userTireId));
  const selectCar = (userCarId: number, size?: string | null) =>
    run(() => calls.selectVehicle({ userCarId, size }));

  return {
    saveSize: async (size, { strict = false, source = TireSizeSource.Size } = {}) => {
      const twin = findSavedTire(library.tires, size);
      if (twin && !strict) return selectSize(twin.userTireId);
      const { width, ratio, diameter } = size;
      return run(() => calls.saveTire({ width, ratio, diameter, source }));
    },
    selectSize,
    removeSize: (userTireId) => run(() => calls.deleteTire(userTireId)),
    saveVehicle: async (info, extras = {}, { strict = false } = {}) => {
      const size = extras.lastQueryTireSize ?? info.frontSize;
      const twin = findSavedVehicle(library.vehicles, info.vehicleId, size);
      if (twin && !strict) return selectCar(twin.userCarId, size);
      return run(() =>
        calls.saveVehicle({
          vehicleId: info.vehicleId,
          lastQueryTireSize: size,
          vin: extras.vin ?? undefined,
          state: extras.state ?? undefined,
          licensePlate: extras.licensePlate ?? undefined,
        }),
      );
    },
    selectVehicle: selectCar,
    removeVehicle: (userCarId) => run(() => calls.deleteVehicle(userCarId)),
  };
}

export function currentSelection(
  tires: readonly UserTire[],
  vehicles: readonly UserVehicle[],
): CurrentSelection | null {
  const tire = tires.find((entry) => entry.currents);
  if (tire) {
    const { width, ratio, diameter, displaySize } = tire;
    return { kind: 'size', tire, size: { width, ratio, diameter, displaySize, source: TireSizeSource.Size } };
  }
  const vehicle = vehicles.find((entry) => entry.currents);
  return vehicle ? { kind: 'vehicle', vehicle, size: vehicleShoppedSize(vehicle) } : null;
}

/**
 * The shopper's tire library: the guest's, kept in the browser, or the signed-in shopper's on the
 * server. Both follow the same rules (SPEC §4, §5); the actions resolve to what the shopper should hear.
 */
export function useTireLibrary(): TireLibrary {
  const signedIn = useIsSignedIn();
  const guestTires = useGuestLibraryStore((state) => state.tires);
  const guestVehicles = useGuestLibraryStore((state) => state.vehicles);
  const version = useGuestLibraryStore((state) => state.serverVersion);
  const serverTires = useServerTires(version, signedIn);
  const serverVehicles = useServerVehicles(version, signedIn);
  const saveTire = useSaveTire(version).mutateAsync;
  const selectTire = useSelectTire(version).mutateAsync;
  const deleteTire = useDeleteTire(version).mutateAsync;
  const saveVehicle = useSaveVehicle(version).mutateAsync;
  const selectVehicle = useSelectVehicle(version).mutateAsync;
  const deleteVehicle = useDeleteVehicle(version).mutateAsync;

  const tires = signedIn ? serverTires.data : guestTires;
  const vehicles = signedIn ? serverVehicles.data : guestVehicles;
  const ready = !signedIn || (serverTires.data !== undefined && serverVehicles.data !== undefined);

  return useMemo(() => {
    const lists = { tires: tires ?? [], vehicles: vehicles ?? [] };
    const calls = { saveTire, selectTire, deleteTire, saveVehicle, selectVehicle, deleteVehicle };
    const actions = signedIn ? serverActions(calls, lists) : guestActions();
    return {
      ...actions,
      signedIn,
      ready: ready || (signedIn && (serverTires.isError || serverVehicles.isError)),
      ...lists,
      current: currentSelection(lists.tires, lists.vehicles),
    };
  }, [
    signedIn,
    tires,
    vehicles,
    ready,
    serverTires.isError,
    serverVehicles.isError,
    saveTire,
    selectTire,
    deleteTire,
    saveVehicle,
    selectVehicle,
    deleteVehicle,
  ]);
}
