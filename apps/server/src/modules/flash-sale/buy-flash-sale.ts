import {
  type CheckoutSpecial,
  FlashSaleStatus,
  flashMaxCount,
  flashSaleDay,
  flashSaleState,
  OrderType,
  type RefusalCode,
} from '@tread/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Admission } from '../../platform/admission';
import type { Deps } from '../../platform/deps';
import { type AppError, refuse } from '../../platform/errors';
import type { StockGate } from '../../platform/stock-gate';
import type { OrderEffect, SpecialPort } from '../order';
import { type SaleRow, scheduleOf } from './sale-cards';
import { boughtBy, countSold, gateCountsOf, gateKey, soldOn, uncountSold } from './sale-days';
import { flashPurchases } from './tables';

/** Why a sale cannot be bought now, by where it stands. */
const REFUSAL_BY_STATUS: Record<Exclude<FlashSaleStatus, 'ongoing'>, RefusalCode> = {
  [FlashSaleStatus.NotStarted]: 'EVENT_NOT_STARTED',
  [FlashSaleStatus.Ended]: 'EVENT_ENDED',
  [FlashSaleStatus.Closed]: 'FLASH_SALE_CLOSED',
  [FlashSaleStatus.SoldOut]: 'FLASH_SALE_SOLD_OUT',
};

function refusalAt(row: SaleRow, soldToday: number, now: Date): AppError | null {
  const { status } = flashSaleState(scheduleOf(row), soldToday, now);
  return status === FlashSaleStatus.Ongoing ? null : refuse(REFUSAL_BY_STATUS[status]);
}

const seckillIdOf = (special: CheckoutSpecial | null): number | null =>
  special?.kind === 'seckill' ? special.seckillId : null;

/**
 * Buying a flash sale (issue 15): the gate lets an attempt through only while today's stock and the shopper's
 * limit allow, before checkout reads anything; the order then counts its units in PostgreSQL under a guard,
 * and gives them back to the same sale-day when it is canceled, expires or is refunded.
 */
export function buyFlashSale(
  { db, clock }: Deps,
  ports: { gate: StockGate; admission: Admission; saleById(id: number): Promise<SaleRow | null> },
) {
  const { gate, admission } = ports;
  /** Sale-days whose gate the database proved wrong: reloaded from it when the failed attempt gives back. */
  const stale = new Set<string>();

  async function sale(id: number): Promise<SaleRow> {
    const row = await ports.saleById(id);
    if (!row) throw refuse('EVENT_ENDED');
    return row;
  }

  async function take(row: SaleRow, userId: string, count: number, day: string) {
    const key = gateKey(row.id, day);
    const limits = { stock: row.dailyStock, perShopper: row.perShopperLimit };
    let answer = await gate.take(key, userId, count, limits);
    if (answer === 'unloaded') {
      await gate.load(key, await gateCountsOf(db, row.id, day));
      answer = await gate.take(key, userId, count, limits);
    }
    if (answer === 'soldOut' || answer === 'unloaded') throw refuse('FLASH_SALE_SOLD_OUT');
    if (answer === 'overLimit') throw refuse('PURCHASE_LIMIT', row.perShopperLimit);
    return key;
  }

  const port: SpecialPort = {
    async offer(userId, special, now) {
      const row = await sale(seckillIdOf(special) ?? 0);
      const day = flashSaleDay(now);
      const [sold, bought] = await Promise.all([
        soldOn(db, [row.id], day),
        boughtBy(db, { saleId: row.id, day, userId }),
      ]);
      const soldToday = sold.get(row.id) ?? 0;
      const refused = refusalAt(row, soldToday, now);
      if (refused) throw refused;
      if (bought >= row.perShopperLimit) throw refuse('PURCHASE_LIMIT', row.perShopperLimit);
      const left = row.dailyStock - soldToday;
      return {
        orderType: OrderType.FlashSale,
        skuId: row.skuId,
        priceCents: row.flashPriceCents,
        maxCount: flashMaxCount({ perShopperLimit: row.perShopperLimit, boughtToday: bought, left }),
      };
    },

    async hold(userId, special, count, now) {
      const row = await sale(seckillIdOf(special) ?? 0);
      const refused = refusalAt(row, 0, now);
      if (refused) throw refused;
      const leave = await admission.enter();
      if (!leave) throw refuse('ACTIVITY_VERY_HOT');
      try {
        const day = flashSaleDay(now);
        const key = await take(row, userId, count, day);
        return {
          async giveBack() {
            if (!stale.delete(key)) return gate.giveBack(key, userId, count);
            await gate.reset(key, await gateCountsOf(db, row.id, day));
          },
          done: leave,
        };
      } catch (error) {
        leave();
        throw error;
      }
    },
  };

  /** The units of a placed flash order, counted under the database's guards; the effect of placing it. */
  const effect: OrderEffect = {
    name: 'flash stock',
    async apply(tx, placed) {
      const now = clock.now();
      const day = flashSaleDay(now);
      for (const order of placed.orders) {
        const saleId = seckillIdOf(order.special);
        if (saleId === null) continue;
        const row = await sale(saleId);
        const refused = refusalAt(row, 0, now);
        if (refused) throw refused;
        const count = order.lines.reduce((total, line) => total + line.count, 0);
        // The shopper's submits run one at a time (the submit lock), so this sum cannot race itself.
        const bought = await boughtBy(tx, { saleId, day, userId: placed.userId });
        if (bought + count > row.perShopperLimit) throw refuse('PURCHASE_LIMIT', row.perShopperLimit);
        if (!(await countSold(tx, { saleId, day, count, dailyStock: row.dailyStock }))) {
          stale.add(gateKey(saleId, day));
          throw refuse('FLASH_SALE_SOLD_OUT');
        }
        await tx
          .insert(flashPurchases)
          .values({ orderId: order.id, saleId, day, userId: placed.userId, count });
      }
    },
    async release(tx, released) {
      const givenBack = await tx
        .update(flashPurchases)
        .set({ releasedAt: clock.now() })
        .where(
          and(
            inArray(
              flashPurchases.orderId,
              released.map((order) => order.id),
            ),
            isNull(flashPurchases.releasedAt),
          ),
        )
        .returning();
      for (const unit of givenBack) {
        await uncountSold(tx, unit);
        await gate.giveBack(gateKey(unit.saleId, unit.day), unit.userId, unit.count);
      }
    },
  };

  return { port, effect };
}
