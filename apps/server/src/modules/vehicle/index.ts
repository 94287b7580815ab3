import { ChangeTag } from '../../db/change-feed';
import type { Deps } from '../../platform/deps';
import { answerCache } from '../../platform/json-answer';
import type { ShopModule } from '../../platform/module';
import { type TireLibrary, tireLibrary } from './library';
import { libraryRoutes } from './library-routes';
import { type VehicleLookup, vehicleLookup } from './lookup';
import { seededPlates } from './plates';
import { vehicleRoutes } from './routes';
import { type SizeCounter, type VehicleService, vehicleService } from './service';
import { corgiVinDecoder } from './vin';

export { oeSizeKeys, parseStoredSize } from './lookup';
export { plates } from './tables';
export type { VehicleLookup };

export type VehicleModule = { lookup: VehicleLookup; vehicles: VehicleService; library: TireLibrary };

/** Vehicles by year/make/model, plate and VIN, and the shopper's tire library (SPEC §3 'Vehicle', §4). */
export function createVehicleModule(
  deps: Deps,
  ports: { countSizes: SizeCounter },
): ShopModule<VehicleModule> {
  const lookup = vehicleLookup(deps.db);
  const vins = corgiVinDecoder();
  // Vehicles are catalog data: a change to them announces 'catalog', as the triggers of migration 0008 do.
  const cached = answerCache(deps.changes, [ChangeTag.catalog]);
  const vehicles = vehicleService(lookup, seededPlates(deps.db), vins, ports.countSizes, cached);
  const library = tireLibrary(deps, lookup);
  return {
    service: { lookup, vehicles, library },
    routes: async (api) => {
      await api.register(vehicleRoutes, { vehicles });
      await api.register(libraryRoutes, { library });
    },
    jobs: [],
    close: () => vins.close(),
  };
}
