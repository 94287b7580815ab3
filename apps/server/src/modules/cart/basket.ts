import { type BasketAnswer, type CartLine, CartLineProblem, canBeBought } from '@tread/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skuFactsById } from '../catalog';
import { toCartLine } from './lines';
import { cartItems } from './tables';

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** The basket's totals: the badge counts every piece; the selection counts only what can be bought. */
export function basketOf(lines: CartLine[], updated: boolean): BasketAnswer {
  const buyable = lines.filter((line) => line.selected && canBeBought(line));
  return {
    lines,
    totalCount: sum(lines.map((line) => line.count)),
    selectedCount: sum(buyable.map((line) => line.count)),
    selectedTotal: sum(buyable.map((line) => line.lineTotal)),
    updated,
  };
}

/** The problem to remember as seen: a price change is remembered through the seen price instead. */
const problemToRemember = (line: CartLine): CartLineProblem | null =>
  line.problem === CartLineProblem.PriceChanged ? null : line.problem;

/**
 * The signed-in shopper's basket, newest line first. Reading it is the shopper seeing it: each line's
 * current price and problem are then remembered, so a price change is flagged on one answer only and
 * `updated` is raised once per new problem (a line that stays sold out does not raise it again).
 */
export async function readBasket(db: Database, userId: string): Promise<BasketAnswer> {
  const rows = await db
    .select({
      skuId: cartItems.skuId,
      count: cartItems.count,
      selected: cartItems.selected,
      seenPrice: cartItems.seenPrice,
      seenProblem: cartItems.seenProblem,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.skuId));
  const facts = await skuFactsById(
    db,
    rows.map((row) => row.skuId),
  );

  const lines: CartLine[] = [];
  const changed: { skuId: number; price: number; problem: CartLineProblem | null }[] = [];
  let updated = false;
  for (const row of rows) {
    const sku = facts.get(row.skuId);
    // The foreign key keeps every line's SKU; a line without one was deleted with it meanwhile.
    if (!sku) continue;
    const line = toCartLine(sku, row);
    lines.push(line);
    const problem = problemToRemember(line);
    const priceChanged = line.priceSettle !== row.seenPrice;
    if (priceChanged || (problem !== null && problem !== row.seenProblem)) updated = true;
    if (priceChanged || problem !== row.seenProblem) {
      changed.push({ skuId: line.skuId, price: line.priceSettle, problem });
    }
  }
  if (changed.length > 0) await rememberSeen(db, userId, changed);
  return basketOf(lines, updated);
}

/** One statement for every line whose seen price or problem moved on. */
async function rememberSeen(
  db: Database,
  userId: string,
  seen: { skuId: number; price: number; problem: CartLineProblem | null }[],
): Promise<void> {
  const values = sql.join(
    seen.map((line) => sql`(${line.skuId}::int, ${line.price}::int, ${line.problem}::text)`),
    sql`, `,
  );
  await db
    .update(cartItems)
    .set({ seenPrice: sql`seen.price`, seenProblem: sql`seen.problem` })
    .from(sql`(values ${values}) as seen(sku_id, price, problem)`)
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.skuId} = seen.sku_id`));
}
