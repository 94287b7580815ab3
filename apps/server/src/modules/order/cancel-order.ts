import { CancelReason, OrderAction } from '@tread/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { OrderEffects } from './order-effects';
import { refusalOf, transition } from './order-transitions';
import { orders } from './tables';

/**
 * Cancels an unpaid order still inside its payment window and gives back what it took at once: the
 * shopper's own (`userId`), or any shopper's when staff cancel it (`userId` null).
 */
export async function cancelOrder(
  tx: Transaction,
  effects: OrderEffects,
  input: { userId: string | null; orderNumber: string; now: Date },
): Promise<void> {
  const { userId, orderNumber, now } = input;
  const canceled = await transition(
    tx,
    OrderAction.Cancel,
    and(
      userId === null ? undefined : eq(orders.userId, userId),
      eq(orders.orderNumber, orderNumber),
      gt(orders.payBefore, now),
    ),
    now,
    { canceledAt: now, cancelReason: userId === null ? CancelReason.Staff : CancelReason.Shopper },
  );
  if (canceled.length === 0) throw await refusalOf(tx, userId, orderNumber, now);
  await effects.release(tx, canceled);
}
