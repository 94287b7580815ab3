import { CancelReason, OrderAction, OrderStatus } from '@tread/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { OrderEffects } from './order-effects';
import { transition } from './order-transitions';
import { orders } from './tables';

/** A group member's order given back when its group failed: paid ones are owed a refund of `totalCents`. */
export type FailedGroupOrder = { orderNumber: string; userId: string; totalCents: number; wasPaid: boolean };

/** The group-buy module's moves of its members' orders, inside its own transaction (issue 15). */
export function groupOrders(effects: OrderEffects) {
  /**
   * Locks members' orders without waiting, after the caller locked their group: paying locks an order and
   * then waits for its group, so a closer that waited here could deadlock with it. Throws the driver's
   * lock_not_available (55P03) when a payment holds one; the caller tries again later.
   */
  async function lock(tx: Transaction, orderIds: number[]): Promise<Map<number, OrderStatus>> {
    if (orderIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .orderBy(asc(orders.id))
      .for('update', { noWait: true });
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  return {
    lock,

    /** The group filled: every member's order waiting for it moves on to processing. */
    async moveOnFilled(tx: Transaction, orderIds: number[], now: Date): Promise<void> {
      if (orderIds.length > 0)
        await transition(tx, OrderAction.GroupFilled, inArray(orders.id, orderIds), now);
    },

    /**
     * The group failed or staff closed it: members' orders, paid or not, close and give back what they took;
     * the answer names the paid ones, whose money the caller refunds in the same transaction.
     */
    async closeFailed(tx: Transaction, orderIds: number[], now: Date): Promise<FailedGroupOrder[]> {
      if (orderIds.length === 0) return [];
      const before = await lock(tx, orderIds);
      const waiting = new Set(
        [...before].flatMap(([id, s]) => (s === OrderStatus.WaitingForGroup ? [id] : [])),
      );
      const closed = await transition(tx, OrderAction.GroupFailed, inArray(orders.id, orderIds), now, {
        canceledAt: now,
        cancelReason: CancelReason.GroupFailed,
      });
      await effects.release(tx, closed);
      return closed.map((order) => ({
        orderNumber: order.orderNumber,
        userId: order.userId,
        totalCents: order.totalCents,
        wasPaid: waiting.has(order.id),
      }));
    },
  };
}
export type GroupOrders = ReturnType<typeof groupOrders>;
