import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { systemRoutes } from './routes';
import { type SystemService, systemService } from './service';

/** Health, version and the test clock. */
export function createSystemModule(deps: Deps): ShopModule<SystemService> {
  const service = systemService(deps, deps.clock.now());
  return {
    service,
    routes: async (api) => {
      await api.register(systemRoutes, { system: service });
    },
    jobs: [],
  };
}
