import { OrderAction } from '@tread/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { lockDueOrders, refusalOf, transition } from './order-transitions';
import { orders } from './tables';

/** Rows handled per transaction: short locks, and other instances take the next batch meanwhile. */
const BATCH = 100;

/** The shopper confirms a shipped order arrived. */
export async function confirmReceipt(
  tx: Transaction,
  userId: string,
  orderNumber: string,
  now: Date,
): Promise<void> {
  const [confirmed] = await transition(
    tx,
    OrderAction.ConfirmReceipt,
    and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)),
    now,
    { completedAt: now },
  );
  if (!confirmed) throw await refusalOf(tx, userId, orderNumber, now);
}

/** The sweep: shipped orders nobody confirmed within the configured days complete by themselves. */
export function autoConfirmShippedOrders({ db, clock }: Deps): Job {
  return {
    name: 'auto-confirm shipped orders',
    batchSize: BATCH,
    runBatch: () =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const ids = await lockDueOrders(tx, OrderAction.AutoConfirm, orders.autoConfirmAt, now, BATCH);
        if (ids.length === 0) return 0;
        // Completed when the deadline passed, however late the sweep comes.
        const confirmed = await transition(tx, OrderAction.AutoConfirm, inArray(orders.id, ids), now, {
          completedAt: sql`${orders.autoConfirmAt}`,
        });
        return confirmed.length;
      }),
  };
}
