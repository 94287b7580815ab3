import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { OrderRewards } from '../order';
import { adjustPoints } from './adjust-points';
import { expirePoints } from './expire-points';
import { type PointsReads, pointsReads } from './points-reads';
import { rewardOrders } from './reward-orders';
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
 * year after earning, points earned on orders past their return window, the points centre and staff
 * adjustments. Spending points at checkout comes next.
 */
export function createPointsModule(deps: Deps, ports: { orders: OrderRewards }): ShopModule<null> {
  const reads = pointsReads(deps, ports.orders);
  const points: PointsService = { reads, signIn: dailySignIn(deps), staff: adjustPoints(deps, reads) };
  return {
    service: null,
    routes: async (api) => {
      await api.register(pointsRoutes, { points });
      await api.register(adminPointsRoutes, { points });
    },
    jobs: [rewardOrders(deps, ports.orders), expirePoints(deps)],
  };
}
