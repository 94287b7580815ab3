import { and, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { GateCounts } from '../../platform/stock-gate';
import { flashPurchases, flashSaleDays } from './tables';

/** What PostgreSQL holds of a sale-day's units: the truth the gate is loaded from and checked against. */

/** The gate's key of one sale on one Los Angeles day. */
export const gateKey = (saleId: number, day: string): string => `flash:${saleId}:${day}`;

/** Units sold on `day` per sale, by orders not given back. */
export async function soldOn(
  db: Database | Transaction,
  saleIds: readonly number[],
  day: string,
): Promise<Map<number, number>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({ saleId: flashSaleDays.saleId, sold: flashSaleDays.sold })
    .from(flashSaleDays)
    .where(and(inArray(flashSaleDays.saleId, [...saleIds]), eq(flashSaleDays.day, day)));
  return new Map(rows.map((row) => [row.saleId, row.sold]));
}

const held = (saleId: number, day: string) =>
  and(eq(flashPurchases.saleId, saleId), eq(flashPurchases.day, day), isNull(flashPurchases.releasedAt));

/** Units one shopper holds of a sale on `day`. */
export async function boughtBy(
  db: Database | Transaction,
  input: { saleId: number; day: string; userId: string },
): Promise<number> {
  const [row] = await db
    .select({ units: sum(flashPurchases.count).mapWith(Number) })
    .from(flashPurchases)
    .where(and(held(input.saleId, input.day), eq(flashPurchases.userId, input.userId)));
  return row?.units ?? 0;
}

/** The gate's counts of a sale-day as the orders say. */
export async function gateCountsOf(db: Database, saleId: number, day: string): Promise<GateCounts> {
  const rows = await db
    .select({ userId: flashPurchases.userId, units: sql<number>`sum(${flashPurchases.count})::int` })
    .from(flashPurchases)
    .where(held(saleId, day))
    .groupBy(flashPurchases.userId);
  const byShopper = new Map(rows.map((row) => [row.userId, row.units]));
  return { taken: [...byShopper.values()].reduce((a, b) => a + b, 0), byShopper };
}

/**
 * Counts `count` more units sold on the sale-day if the day's stock has them; false when it has not. The
 * guard is the conflict's WHERE: racing orders each add under the row's lock, never past `dailyStock`.
 */
export async function countSold(
  tx: Transaction,
  input: { saleId: number; day: string; count: number; dailyStock: number },
): Promise<boolean> {
  if (input.count > input.dailyStock) return false;
  const rows = await tx
    .insert(flashSaleDays)
    .values({ saleId: input.saleId, day: input.day, sold: input.count })
    .onConflictDoUpdate({
      target: [flashSaleDays.saleId, flashSaleDays.day],
      set: { sold: sql`${flashSaleDays.sold} + ${input.count}` },
      setWhere: sql`${flashSaleDays.sold} + ${input.count} <= ${input.dailyStock}`,
    })
    .returning({ sold: flashSaleDays.sold });
  return rows.length > 0;
}

/** Units of given-back orders leave the day's count. */
export async function uncountSold(tx: Transaction, input: { saleId: number; day: string; count: number }) {
  await tx
    .update(flashSaleDays)
    .set({ sold: sql`greatest(0, ${flashSaleDays.sold} - ${input.count})` })
    .where(and(eq(flashSaleDays.saleId, input.saleId), eq(flashSaleDays.day, input.day)));
}
