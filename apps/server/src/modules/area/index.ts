import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { areaRoutes } from './routes';
import { type AreaService, areaService, streetProviderFor } from './service';

export type { AreaService };

/** ZIP, city and street look-ups (SPEC §7 /area/...). */
export function createAreaModule({ config }: Deps, log: FastifyBaseLogger): ShopModule<AreaService> {
  const service = areaService(streetProviderFor(config.street), log);
  return {
    service,
    routes: async (api) => {
      await api.register(areaRoutes, { area: service });
    },
    jobs: [],
  };
}
