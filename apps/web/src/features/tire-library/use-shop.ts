import {
  formatTireSize,
  type TireSize,
  type UserTire,
  type UserVehicle,
  type VehicleInfo,
} from '@tread/domain';
import { useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';
import { tireResultsPath } from '../catalog/search-params';
import type { VehicleExtras } from './library-rules';
import { useTireLibrary } from './use-tire-library';

/** The results page of a saved size or vehicle (a vehicle shopped in a non-OE size keeps that size). */
export function entryResultsPath(entry: UserTire | UserVehicle): string {
  if ('userTireId' in entry) return tireResultsPath({ tireSize: entry.displaySize });
  const size = entry.vehiclePartsVO.lastQueryTireSize;
  const oeSize = size !== null && entry.vehiclePartsVO.oriPartsTire.includes(size);
  return tireResultsPath({ vehicleId: entry.vehicleId, tireSize: oeSize ? null : size });
}

/**
 * Shopping a size or vehicle: it becomes the library's current entry (added, or its saved twin
 * selected) and its tires open. A full size list still shops the size, and says why it wasn't saved.
 */
export function useShop() {
  const library = useTireLibrary();
  const navigator = useNavigator();

  const tell = (result: { ok: boolean; message?: string | null }) => {
    if (!result.ok && result.message) showToast(result.message);
  };

  return {
    library,
    /** Flotation sizes (33x12.50R15) are searched but not saved: the library keeps metric sizes. */
    shopSize: async (size: TireSize) => {
      if (size.kind === 'metric') tell(await library.saveSize(size));
      await navigator.go(tireResultsPath({ tireSize: formatTireSize(size) }));
    },
    shopVehicle: async (vehicle: VehicleInfo, extras: VehicleExtras = {}) => {
      const result = await library.saveVehicle(vehicle, extras);
      tell(result);
      const size = extras.lastQueryTireSize;
      await navigator.go(tireResultsPath({ vehicleId: vehicle.vehicleId, tireSize: size ?? null }));
      return result;
    },
    shopEntry: async (entry: UserTire | UserVehicle) => {
      const result =
        'userTireId' in entry
          ? await library.selectSize(entry.userTireId)
          : await library.selectVehicle(entry.userCarId);
      tell(result);
      await navigator.go(entryResultsPath(entry));
    },
  };
}
