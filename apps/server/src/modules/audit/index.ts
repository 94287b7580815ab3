import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { auditTrail, type BrowseAudit } from './browse-audit';
import { auditRoutes } from './routes';

/** The trail of staff writes (issue 13). Writes are recorded by each module through `platform/staff-audit`. */
export function createAuditModule(deps: Deps): ShopModule<BrowseAudit> {
  const browse = auditTrail(deps);
  return {
    service: browse,
    routes: async (api) => {
      await api.register(auditRoutes, { browse });
    },
    jobs: [],
  };
}
