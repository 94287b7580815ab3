import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
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
import {
  guestLibrary,
  type ShoppedSize,
  setGuestLibrary,
  useGuestLibraryStore,
  vehicleShoppedSize,
} from './guest-store';
import {
  deleteServerTire,
  deleteServerVehicle,
  fetchServerTires,
  fetchServerVehicles,
  libraryKeys,
  saveServerTire,
  saveServerVehicle,
  selectServerTire,
  selectServerVehicle,
} from './library-api';
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

function serverActions(queryClient: QueryClient, version: number, library: GuestLibrary): TireLibraryActions {
  const keys = { tires: libraryKeys.tires(version), vehicles: libraryKeys.vehicles(version) };
  const setTires = (records: UserTire[]) => queryClient.setQueryData(keys.tires, records);
  const setVehicles = (records: UserVehicle[]) => queryClient.setQueryData(keys.vehicles, records);
  // Making one kind current clears the other kind's flags on the server: read that list again.
  const reloadTires = () => queryClient.invalidateQueries({ queryKey: keys.tires });
  const reloadVehicles = () => queryClient.invalidateQueries({ queryKey: keys.vehicles });
  const run = async (action: () => Promise<unknown>): Promise<LibraryResult> => {
    try {
      await action();
      return OK;
    } catch (error) {
      return failure(error);
    }
  };

  const selectSize = (userTireId: number) =>
    run(async () => {
      setTires(await selectServerTire(userTireId));
      await reloadVehicles();
    });
  const selectCar = (userCarId: number, size?: string | null) =>
    run(async () => {
      setVehicles(await selectServerVehicle(userCarId, size));
      await reloadTires();
    });

  return {
    saveSize: async (size, { strict = false, source = TireSizeSource.Size } = {}) => {
      const twin = findSavedTire(library.tires, size);
      if (twin && !strict) return selectSize(twin.userTireId);
      return run(async () => {
        const { width, ratio, diameter } = size;
        const answer = await saveServerTire({ width, ratio, diameter, source });
        setTires(answer.records);
        await reloadVehicles();
      });
    },
    selectSize,
    removeSize: (userTireId) => run(async () => setTires(await deleteServerTire(userTireId))),
    saveVehicle: async (info, extras = {}, { strict = false } = {}) => {
      const size = extras.lastQueryTireSize ?? info.frontSize;
      const twin = findSavedVehicle(library.vehicles, info.vehicleId, size);
      if (twin && !strict) return selectCar(twin.userCarId, size);
      return run(async () => {
        const answer = await saveServerVehicle({
          vehicleId: info.vehicleId,
          lastQueryTireSize: size,
          vin: extras.vin ?? undefined,
          state: extras.state ?? undefined,
          licensePlate: extras.licensePlate ?? undefined,
        });
        setVehicles(answer.records);
        await reloadTires();
      });
    },
    selectVehicle: selectCar,
    removeVehicle: (userCarId) => run(async () => setVehicles(await deleteServerVehicle(userCarId))),
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
  const queryClient = useQueryClient();
  const guestTires = useGuestLibraryStore((state) => state.tires);
  const guestVehicles = useGuestLibraryStore((state) => state.vehicles);
  const version = useGuestLibraryStore((state) => state.serverVersion);
  const serverTires = useQuery({
    queryKey: libraryKeys.tires(version),
    queryFn: fetchServerTires,
    enabled: signedIn,
  });
  const serverVehicles = useQuery({
    queryKey: libraryKeys.vehicles(version),
    queryFn: fetchServerVehicles,
    enabled: signedIn,
  });

  const tires = signedIn ? serverTires.data : guestTires;
  const vehicles = signedIn ? serverVehicles.data : guestVehicles;
  const ready = !signedIn || (serverTires.data !== undefined && serverVehicles.data !== undefined);

  return useMemo(() => {
    const lists = { tires: tires ?? [], vehicles: vehicles ?? [] };
    const actions = signedIn ? serverActions(queryClient, version, lists) : guestActions();
    return {
      ...actions,
      signedIn,
      ready: ready || (signedIn && (serverTires.isError || serverVehicles.isError)),
      ...lists,
      current: currentSelection(lists.tires, lists.vehicles),
    };
  }, [signedIn, tires, vehicles, ready, queryClient, version, serverTires.isError, serverVehicles.isError]);
}
