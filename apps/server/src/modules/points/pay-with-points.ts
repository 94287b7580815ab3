import { PointsSource, pointsBackFor } from '@tread/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { OrderEffect, ReleasedOrder } from '../order';
import { pointsLedger } from './points-ledger';
import { orderPoints } from './tables';

/** Returned units at their order line's price, read by the order module in the caller's transaction. */
export type UnitPriceRead = (
  tx: Transaction,
  orderId: number,
  skuId: number,
  count: number,
) => Promise<number>;

/**
 * Points paying part of an order (SPEC §5, §9 payment type 0 'score') as an order effect: taken from the
 * oldest lots when the order is placed, all given back when it is canceled or expires, and for units
 * refunded their price's share of the items (the last units whatever is left). Each giving back moves `returned` in
 * one conditional UPDATE, so no path returns a point twice.
 */
export function payWithPointsEffect(clock: Clock, unitPrice: UnitPriceRead): OrderEffect {
  async function giveBack(
    tx: Transaction,
    orderId: number,
    points: number,
    back: { cents: number; units: number },
  ) {
    if (points <= 0) return;
    const now = clock.now();
    const [row] = await tx
      .update(orderPoints)
      .set({
        returned: sql`${orderPoints.returned} + ${points}`,
        returnedItemCents: sql`${orderPoints.returnedItemCents} + ${back.cents}`,
        returnedUnits: sql`${orderPoints.returnedUnits} + ${back.units}`,
      })
      .where(and(eq(orderPoints.orderId, orderId), lt(orderPoints.returned, orderPoints.points)))
      .returning({ userId: orderPoints.userId, orderNumber: orderPoints.orderNumber });
    if (!row) return;
    await pointsLedger.credit(tx, {
      userId: row.userId,
      points,
      source: PointsSource.OrderBack,
      orderNumber: row.orderNumber,
      now,
    });
  }

  const usedBy = (tx: Transaction, orderIds: number[]) =>
    tx.select().from(orderPoints).where(inArray(orderPoints.orderId, orderIds)).for('update');

  return {
    name: 'points',
    async apply(tx, { userId, orders }) {
      for (const order of orders) {
        const points = order.amounts.pointsUsed;
        if (points <= 0) continue;
        await pointsLedger.debit(
          tx,
          {
            userId,
            points,
            source: PointsSource.OrderPaid,
            orderNumber: order.orderNumber,
            now: clock.now(),
          },
          'CHECKOUT_POINTS_NOT_ENOUGH',
        );
        await tx.insert(orderPoints).values({
          orderId: order.id,
          userId,
          orderNumber: order.orderNumber,
          points,
          itemCents: order.amounts.itemTotal,
          units: order.lines.reduce((sum, line) => sum + line.count, 0),
        });
      }
    },
    async release(tx, released: ReleasedOrder[]) {
      const used = await usedBy(
        tx,
        released.map((order) => order.id),
      );
      for (const row of used) {
        await giveBack(tx, row.orderId, row.points - row.returned, {
          cents: row.itemCents - row.returnedItemCents,
          units: row.units - row.returnedUnits,
        });
      }
    },
    async returned(tx, units) {
      const used = await usedBy(tx, [...new Set(units.map((unit) => unit.orderId))]);
      for (const row of used) {
        const back = { cents: 0, units: 0 };
        for (const unit of units.filter((u) => u.orderId === row.orderId)) {
          back.cents += await unitPrice(tx, unit.orderId, unit.skuId, unit.count);
          back.units += unit.count;
        }
        const last = row.returnedUnits + back.units >= row.units;
        const points = pointsBackFor(row, { ...back, itemCents: row.itemCents, itemUnits: row.units, last });
        await giveBack(tx, row.orderId, points, back);
      }
    },
  };
}
