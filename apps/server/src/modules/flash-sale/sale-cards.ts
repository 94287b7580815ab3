import { clockOfMinute, type FlashSaleCard, type FlashSaleSchedule, flashSaleState } from '@tread/domain';
import type { Database } from '../../db/client';
import { offerSkuOf, type SkuFacts, skuFactsById } from '../catalog';
import type { flashSales } from './tables';

export type SaleRow = typeof flashSales.$inferSelect;

export const scheduleOf = (row: SaleRow): FlashSaleSchedule => ({
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  sessionStartMinute: row.sessionStartMinute,
  sessionEndMinute: row.sessionEndMinute,
  dailyStock: row.dailyStock,
  closedAt: row.closedAt,
});

/** A sale as shoppers see it at `now`, with `soldToday` units of today's stock gone. */
export function saleCard(row: SaleRow, sku: SkuFacts, soldToday: number, now: Date): FlashSaleCard {
  const state = flashSaleState(scheduleOf(row), soldToday, now);
  const sold = Math.min(soldToday, row.dailyStock);
  return {
    ...offerSkuOf(sku),
    seckillId: row.id,
    name: row.name,
    price: row.flashPriceCents,
    oriPrice: sku.price,
    perShopperLimit: row.perShopperLimit,
    stock: row.dailyStock,
    sold,
    left: row.dailyStock - sold,
    status: state.status,
    message: state.message,
    sessionStart: clockOfMinute(row.sessionStartMinute),
    sessionEnd: clockOfMinute(row.sessionEndMinute),
    opensAt: state.opensAt?.toISOString() ?? null,
    closesAt: state.closesAt?.toISOString() ?? null,
  };
}

/** The cards of these sales, their SKUs read once; a sale whose SKU is gone is left out. */
export async function saleCards(
  db: Database,
  rows: readonly SaleRow[],
  sold: ReadonlyMap<number, number>,
  now: Date,
): Promise<FlashSaleCard[]> {
  const skus = await skuFactsById(
    db,
    rows.map((row) => row.skuId),
  );
  return rows.flatMap((row) => {
    const sku = skus.get(row.skuId);
    return sku ? [saleCard(row, sku, sold.get(row.id) ?? 0, now)] : [];
  });
}
