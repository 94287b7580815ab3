import { type CheckoutSpecial, ExchangeStatus, MallGoodsKind, OrderType } from '@tread/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { OrderEffect, SpecialPort } from '../order';
import { newExchangeNumber } from './exchange-coupon';
import { mallExchanges, mallGoods } from './tables';
import { exchangedBy, giveGoodsBack, takeGoods } from './take-goods';

const goodsIdOf = (special: CheckoutSpecial | null) => (special?.kind === 'points' ? special.goodsId : null);

/**
 * A points-mall product on the checkout (integral-submit-order): its SKU at the item's money price, its points as
 * the order's points, on a 'points' order. The order effect takes the item's stock and writes the exchange;
 * whatever gives the order back gives the stock back and cancels the exchange.
 */
export function mallCheckout({ db, clock }: Deps): { port: SpecialPort; effect: OrderEffect } {
  const port: SpecialPort = {
    async offer(userId, special) {
      const goodsId = goodsIdOf(special);
      const [goods] = goodsId
        ? await db
            .select()
            .from(mallGoods)
            .where(
              and(
                eq(mallGoods.id, goodsId),
                eq(mallGoods.active, true),
                eq(mallGoods.kind, MallGoodsKind.Product),
              ),
            )
        : [];
      if (!goods || goods.skuId === null) throw refuse('MALL_GOODS_NOT_FOUND');
      const left = goods.stock - goods.exchanged;
      if (left <= 0) throw refuse('MALL_SOLD_OUT');
      const mine = goods.perUserLimit - (await exchangedBy(db, userId, goods.id));
      if (mine <= 0) throw refuse('MALL_LIMIT_REACHED', goods.perUserLimit);
      return {
        orderType: OrderType.Points,
        skuId: goods.skuId,
        priceCents: goods.cashCents,
        maxCount: Math.min(left, mine),
        pointsPrice: goods.pointsPrice,
      };
    },
    // Nothing is held before the placing transaction: the effect takes the stock inside it.
    hold: async () => ({ giveBack: async () => {}, done: () => {} }),
  };

  const effect: OrderEffect = {
    name: 'points mall',
    async apply(tx, { userId, orders }) {
      for (const order of orders) {
        const goodsId = goodsIdOf(order.special);
        if (goodsId === null) continue;
        const count = order.lines.reduce((total, line) => total + line.count, 0);
        await takeGoods(tx, goodsId, userId, count);
        await tx.insert(mallExchanges).values({
          number: newExchangeNumber(clock.now()),
          userId,
          goodsId,
          count,
          points: order.amounts.pointsUsed,
          cashCents: order.amounts.itemTotal,
          status: ExchangeStatus.Placed,
          orderId: order.id,
          orderNumber: order.orderNumber,
          createdAt: clock.now(),
        });
      }
    },
    async release(tx, released) {
      const points = released.filter((order) => order.orderType === OrderType.Points);
      if (points.length === 0) return;
      const canceled = await tx
        .update(mallExchanges)
        .set({ status: ExchangeStatus.Canceled })
        .where(
          and(
            inArray(
              mallExchanges.orderId,
              points.map((order) => order.id),
            ),
            eq(mallExchanges.status, ExchangeStatus.Placed),
          ),
        )
        .returning({ goodsId: mallExchanges.goodsId, count: mallExchanges.count });
      for (const exchange of canceled) await giveGoodsBack(tx, exchange.goodsId, exchange.count);
    },
    async returned(tx, units) {
      for (const unit of units.filter((u) => u.orderType === OrderType.Points)) {
        const [exchange] = await tx
          .select({ goodsId: mallExchanges.goodsId })
          .from(mallExchanges)
          .where(eq(mallExchanges.orderId, unit.orderId));
        if (exchange) await giveGoodsBack(tx, exchange.goodsId, unit.count);
      }
    },
  };
  return { port, effect };
}
