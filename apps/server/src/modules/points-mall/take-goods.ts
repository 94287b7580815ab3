import { ExchangeStatus } from '@tread/domain';
import { and, eq, ne, sql, sum } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { mallExchanges, mallGoods } from './tables';

export type MallGoodsRow = typeof mallGoods.$inferSelect;

/** Units of the goods the shopper has exchanged, placed or done. */
export async function exchangedBy(
  reader: Database | Transaction,
  userId: string,
  goodsId: number,
): Promise<number> {
  const [row] = await reader
    .select({ count: sum(mallExchanges.count).mapWith(Number) })
    .from(mallExchanges)
    .where(
      and(
        eq(mallExchanges.userId, userId),
        eq(mallExchanges.goodsId, goodsId),
        ne(mallExchanges.status, ExchangeStatus.Canceled),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Takes `count` of an item for a shopper in the caller's transaction. The item's row is locked first, so racing
 * exchanges count each other: never past the stock, never past the shopper's limit.
 */
export async function takeGoods(
  tx: Transaction,
  goodsId: number,
  userId: string,
  count: number,
): Promise<MallGoodsRow> {
  const [goods] = await tx.select().from(mallGoods).where(eq(mallGoods.id, goodsId)).for('update');
  if (!goods?.active) throw refuse('MALL_GOODS_NOT_FOUND');
  if ((await exchangedBy(tx, userId, goodsId)) + count > goods.perUserLimit) {
    throw refuse('MALL_LIMIT_REACHED', goods.perUserLimit);
  }
  if (goods.exchanged + count > goods.stock) throw refuse('MALL_SOLD_OUT');
  await tx
    .update(mallGoods)
    .set({ exchanged: sql`${mallGoods.exchanged} + ${count}` })
    .where(eq(mallGoods.id, goodsId));
  return goods;
}

/** Units given back to the item's stock: an exchange canceled, or units refunded. */
export async function giveGoodsBack(tx: Transaction, goodsId: number, count: number): Promise<void> {
  await tx
    .update(mallGoods)
    .set({ exchanged: sql`greatest(${mallGoods.exchanged} - ${count}, 0)` })
    .where(eq(mallGoods.id, goodsId));
}
