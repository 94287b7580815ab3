import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { CheckoutPointsPort, OrderEffect, OrderRewards } from '../order';
import { adjustPoints } from './adjust-points';
import { expirePoints } from './expire-points';
import { payWithPointsEffect, type UnitPriceRead } from './pay-with-points';
import { pointsLedger } from './points-ledger';
import { type PointsReads, pointsReads } from './points-reads';
import type { CouponGrants, GrowthCredit, RulesRead, VipRead } from './ports';
import { pointsBalanceOf, raffleWheelOf } from './raffle-reads';
import { rewardOrders } from './reward-orders';
import { adminPointsRoutes, pointsRoutes } from './routes';
import { dailySignIn } from './sign-in';
import { spinWheel } from './spin-wheel';

export type { UnitPriceRead } from './pay-with-points';
export type { CouponGrants, RulesRead } from './ports';
export { pointsAccounts, pointsEntries, signIns } from './tables';

export type PointsService = {
  reads: PointsReads;
  signIn: ReturnType<typeof dailySignIn>;
  staff: ReturnType<typeof adjustPoints>;
  wheel: ReturnType<typeof raffleWheelOf>;
  spin: ReturnType<typeof spinWheel>;
};

/** What other modules use of points: paying at checkout, and bonuses credited in their own transaction. */
export type PointsPort = {
  checkout: CheckoutPointsPort;
  effect: OrderEffect;
  credit: (typeof pointsLedger)['credit'];
  debit: (typeof pointsLedger)['debit'];
};

/**
 * Points (issue 17): a ledger whose balance is the sum of its entries, the daily sign-in, expiry a year after
 * earning, points earned on orders past their return window, paying part of an order with points (an order
 * effect), the lucky wheel, the points center and staff adjustments. Rules come from the config module.
 */
export function createPointsModule(
  deps: Deps,
  ports: {
    orders: Pick<OrderRewards, 'claimDue' | 'locked'>;
    rules: RulesRead;
    coupons: CouponGrants;
    unitPrice: UnitPriceRead;
    /** Completed orders add growth too, when they earn their points (member module). */
    creditGrowth: GrowthCredit;
    isVip: VipRead;
  },
): ShopModule<PointsPort> {
  const reads = pointsReads(deps, ports.orders, ports.rules, ports.isVip);
  const points: PointsService = {
    reads,
    signIn: dailySignIn(deps, ports.rules, ports.isVip),
    staff: adjustPoints(deps, reads),
    wheel: raffleWheelOf(deps, ports.rules),
    spin: spinWheel(deps, ports),
  };
  return {
    service: {
      checkout: {
        balance: (userId) => pointsBalanceOf(deps.db, userId),
        pointValueCents: async () => (await ports.rules('pointsRules')).pointValueCents,
      },
      effect: payWithPointsEffect(deps.clock, ports.unitPrice),
      credit: pointsLedger.credit,
      debit: pointsLedger.debit,
    },
    routes: async (api) => {
      await api.register(pointsRoutes, { points });
      await api.register(adminPointsRoutes, { points });
    },
    jobs: [rewardOrders(deps, ports), expirePoints(deps)],
  };
}
