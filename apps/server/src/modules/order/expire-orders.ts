import { CancelReason, OrderAction } from '@tread/domain';
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import type { OrderEffects } from './order-effects';
import { lockDueOrders, transition } from './order-transitions';
import { orders } from './tables';

/** Rows handled per transaction: short locks, and other instances take the next batch meanwhile. */
const BATCH = 100;

/** Closes the unpaid orders `where` picks whose window has passed, and gives back what they took. */
async function expire(
  tx: Transaction,
  effects: OrderEffects,
  where: SQL | undefined,
  now: Date,
): Promise<number> {
  // Closed when the window closed, however late this comes.
  const expired = await transition(tx, OrderAction.Expire, and(where, lte(orders.payBefore, now)), now, {
    canceledAt: sql`${orders.payBefore}`,
    cancelReason: CancelReason.Expired,
  });
  await effects.release(tx, expired);
  return expired.length;
}

/** Money arrived for these orders after their window: those the sweep has not closed yet close now, in the payment's transaction. */
export const expireLateOrders = (
  tx: Transaction,
  effects: OrderEffects,
  userId: string,
  orderNumbers: string[],
  now: Date,
) => expire(tx, effects, and(eq(orders.userId, userId), inArray(orders.orderNumber, orderNumbers)), now);

/** The sweep: unpaid orders past their 30-minute window are canceled and give back what they took. */
export function expireUnpaidOrders({ db, clock }: Deps, effects: OrderEffects): Job {
  return {
    name: 'expire unpaid orders',
    batchSize: BATCH,
    runBatch: () =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const ids = await lockDueOrders(tx, OrderAction.Expire, orders.payBefore, now, BATCH);
        return ids.length === 0 ? 0 : expire(tx, effects, inArray(orders.id, ids), now);
      }),
  };
}
