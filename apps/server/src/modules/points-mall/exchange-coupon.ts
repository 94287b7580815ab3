import {
  type ExchangeAnswer,
  ExchangeStatus,
  MallGoodsKind,
  MallMessages,
  PointsSource,
} from '@tread/domain';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { newOrderNumber } from '../order';
import { recordOf } from './mall-reads';
import type { MallPorts } from './ports';
import { mallExchanges } from './tables';
import { takeGoods } from './take-goods';

/** Exchange numbers: an order number's form with an E in front. */
export const newExchangeNumber = (now: Date) => `E${newOrderNumber(now)}`;

/**
 * A coupon for points (exchange-details): the item's stock, the points and the coupon, in one transaction; a
 * coupon that can no longer be had rolls all of it back.
 */
export function exchangeCoupon({ db, clock }: Deps, ports: MallPorts) {
  return async function exchange(userId: string, goodsId: number): Promise<ExchangeAnswer> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const goods = await takeGoods(tx, goodsId, userId, 1);
      if (goods.kind !== MallGoodsKind.Coupon || goods.couponId === null)
        throw refuse('MALL_GOODS_NOT_FOUND');
      const number = newExchangeNumber(now);
      const balance = await ports.debitPoints(tx, {
        userId,
        points: goods.pointsPrice,
        source: PointsSource.Mall,
        orderNumber: number,
        now,
      });
      if (!(await ports.grantCoupon(tx, userId, goods.couponId, now)))
        throw refuse('MALL_COUPON_UNAVAILABLE');
      const [row] = await tx
        .insert(mallExchanges)
        .values({
          number,
          userId,
          goodsId,
          count: 1,
          points: goods.pointsPrice,
          cashCents: 0,
          status: ExchangeStatus.Done,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('exchange not written');
      return { exchange: recordOf(row, goods, ''), balance, message: MallMessages.Exchanged };
    });
  };
}
