import { GrowthSource, growthFor, PointsSource, pointsEarnedFor } from '@tread/domain';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import type { OrderRewards } from '../order';
import { pointsLedger } from './points-ledger';
import type { GrowthCredit, RulesRead } from './ports';

const BATCH = 100;

/**
 * Points and growth for orders past their return window: each order is claimed once (locked and marked in the same
 * transaction as its credit), on what was paid less what was refunded, so nothing is ever taken back.
 */
export function rewardOrders(
  { db, clock }: Deps,
  {
    orders,
    rules,
    creditGrowth,
  }: { orders: Pick<OrderRewards, 'claimDue'>; rules: RulesRead; creditGrowth: GrowthCredit },
): Job {
  return {
    name: 'reward points for orders past their return window',
    batchSize: BATCH,
    runBatch: async () => {
      const [{ centsPerPointEarned }, { growthPerDollar }] = await Promise.all([
        rules('pointsRules'),
        rules('membership'),
      ]);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const due = await orders.claimDue(tx, now, BATCH);
        for (const order of due) {
          await creditGrowth(tx, {
            userId: order.userId,
            change: growthFor(order.paidCents, growthPerDollar),
            source: GrowthSource.Order,
            reference: order.orderNumber,
            now,
          });
          const points = pointsEarnedFor(order.paidCents, centsPerPointEarned);
          if (points === 0) continue;
          await pointsLedger.credit(tx, {
            userId: order.userId,
            points,
            source: PointsSource.Order,
            orderNumber: order.orderNumber,
            now,
          });
        }
        return due.length;
      });
    },
  };
}
