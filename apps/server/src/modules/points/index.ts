import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { adjustPoints } from './adjust-points';
import { expirePoints } from './expire-points';
import { type PointsReads, pointsReads } from './points-reads';
import { adminPointsRoutes, pointsRoutes } from './routes';
import { dailySignIn } from './sign-in';

export { pointsAccounts, pointsEntries, signIns } from './tables';

export type PointsService = {
  reads: PointsReads;
  signIn: ReturnType<typeof dailySignIn>;
  staff: ReturnType<typeof adjustPoints>;
};

/**
 * Points (issue 17, first part): a ledger whose balance is the sum of its entries, the daily sign-in, expiry a
 * year after earning, the points centre and staff adjustments. Orders earning and spending points come next.
 */
export function createPointsModule(deps: Deps): ShopModule<null> {
  const reads = pointsReads(deps);
  const points: PointsService = { reads, signIn: dailySignIn(deps), staff: adjustPoints(deps, reads) };
  return {
    service: null,
    routes: async (api) => {
      await api.register(pointsRoutes, { points });
      await api.register(adminPointsRoutes, { points });
    },
    jobs: [expirePoints(deps)],
  };
}
