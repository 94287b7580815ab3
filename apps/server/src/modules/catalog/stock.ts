import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { skus } from './tables';

/** Pieces of a SKU an order takes or gives back. */
export type StockLine = { skuId: number; count: number };

/** One entry per SKU, in ascending id order: every transaction then locks SKUs in the same order, so none deadlock. */
function bySku(lines: readonly StockLine[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const { skuId, count } of lines) counts.set(skuId, (counts.get(skuId) ?? 0) + count);
  return [...counts].sort(([a], [b]) => a - b);
}

/**
 * Takes the pieces off stock inside the order's transaction. A SKU without enough stock (or no longer
 * sold) refuses with 'Insufficient inventory', and the caller's transaction rolls back every SKU taken.
 */
export async function reserveStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const [skuId, count] of bySku(lines)) {
    const [taken] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${count}` })
      .where(and(eq(skus.id, skuId), eq(skus.active, true), gte(skus.stock, count)))
      .returning({ id: skus.id });
    if (!taken) throw refuse('INSUFFICIENT_INVENTORY');
  }
}

/** Puts the pieces of a cancelled or expired order back on stock, whether or not the SKU is still sold. */
export async function releaseStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const [skuId, count] of bySku(lines)) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${count}` })
      .where(eq(skus.id, skuId));
  }
}
