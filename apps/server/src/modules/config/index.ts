import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { adminConfigRoutes } from './admin-routes';
import { configEditing } from './edit-config';
import { policyPageEditing } from './edit-policy-pages';
import { configRoutes } from './routes';
import { type ConfigPorts, type ConfigService, configService } from './service';

export { sysConfig } from './tables';
export type { ConfigService };

/** Switches, configuration keys and policy pages (SPEC §2 'Policy pages', §3 'Config keys loaded'). */
export function createConfigModule(deps: Deps, ports: ConfigPorts): ShopModule<ConfigService> {
  const service = configService(deps.db, deps.changes, deps.config.mapTiles, ports);
  return {
    service,
    routes: async (api) => {
      await api.register(configRoutes, { config: service });
      await api.register(adminConfigRoutes, {
        editing: configEditing(deps),
        pages: policyPageEditing(deps),
      });
    },
    jobs: [],
  };
}
