import { PointsSource, pointsEarnedFor } from '@tread/domain';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import type { OrderRewards } from '../order';
import { pointsLedger } from './points-ledger';

const BATCH = 100;

/**
 * Points for orders past their return window: each order is claimed once (locked and marked in the same
 * transaction as its credit), on what was paid less what was refunded, so nothing is ever taken back.
 */
export function rewardOrders({ db, clock, config }: Deps, orders: Pick<OrderRewards, 'claimDue'>): Job {
  return {
    name: 'reward points for orders past their return window',
    batchSize: BATCH,
    runBatch: () =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const due = await orders.claimDue(tx, now, BATCH);
        for (const order of due) {
          const points = pointsEarnedFor(order.paidCents, config.points.centsPerPoint);
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
      }),
  };
}
