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
 * Takes the pieces off stock inside the order's transaction, every SKU in one statement. A SKU without
 * enough stock (or no longer sold) refuses with 'Insufficient inventory', and the caller's transaction
 * rolls back every SKU taken.
 */
export async function reserveStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  const wanted = bySku(lines);
  if (wanted.length === 0) return;
  const skuIds = sql.param(wanted.map(([skuId]) => skuId));
  const counts = sql.param(wanted.map(([, count]) => count));
  // Locked in id order (the lock applies after the ORDER BY), no stronger than an UPDATE's lock so that an order
  // line's foreign-key lock never waits on it; a row another order held is checked again as it now is.
  const enough = tx.$with('enough').as(
    tx
      .select({ id: skus.id, count: sql<number>`w.count`.as('count') })
      .from(skus)
      .innerJoin(
        sql`unnest(${skuIds}::int[], ${counts}::int[]) as w(sku_id, count)`,
        sql`w.sku_id = ${skus.id}`,
      )
      .where(and(eq(skus.active, true), gte(skus.stock, sql`w.count`)))
      .orderBy(skus.id)
      .for('no key update', { of: skus }),
  );
  const taken = await tx
    .with(enough)
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${enough.count}` })
    .from(enough)
    .where(eq(skus.id, enough.id))
    .returning({ id: skus.id })
    // One text for any number of SKUs (arrays, not a list): PostgreSQL parses and plans it once per connection.
    .prepare('reserve_stock')
    .execute();
  if (taken.length < wanted.length) throw refuse('INSUFFICIENT_INVENTORY');
}

/** Puts the pieces of a canceled or expired order back on stock, whether or not the SKU is still sold. */
export async function releaseStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const [skuId, count] of bySku(lines)) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${count}` })
      .where(eq(skus.id, skuId));
  }
}
