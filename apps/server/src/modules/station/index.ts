import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { AreaService } from '../area';
import { adminStationRoutes } from './admin-routes';
import { stationBrowsing } from './browse-stations';
import { stationEditing } from './edit-station';
import { stationRoutes } from './routes';
import { type StationService, stationService } from './service';

export { stations } from './tables';
export type { StationService };

/** Installers and pick-up points near a shopper (SPEC §2 store-list, select-store, store-detail). */
export function createStationModule(deps: Deps, ports: { area: AreaService }): ShopModule<StationService> {
  const service = stationService(deps, ports.area);
  return {
    service,
    routes: async (api) => {
      await api.register(stationRoutes, { stations: service });
      await api.register(adminStationRoutes, {
        browsing: stationBrowsing(deps),
        editing: stationEditing(deps),
      });
    },
    jobs: [],
  };
}
