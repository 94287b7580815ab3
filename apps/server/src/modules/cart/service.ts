import {
  type AddCartItemRequest,
  type BasketAnswer,
  CART_MAX_LINES,
  countProblem,
  type GuestCartLine,
  maxCount,
  overCountProblem,
  type SetCartItemCountRequest,
} from '@tread/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, refuse } from '../../platform/errors';
import { type SkuFacts, skuFactsById } from '../catalog';
import { basketOf, readBasket } from './basket';
import { boundsOf, mergeCounts, priceLines } from './lines';
import { cartItems } from './tables';

/** Refuses holding `count` of a SKU that is unknown, unavailable, sold out, or short of that count. */
function refuseUnlessHoldable(facts: SkuFacts | undefined, count: number): SkuFacts {
  if (!facts) throw refuse('PRODUCT_UNAVAILABLE');
  const problem = countProblem(boundsOf(facts), count);
  if (problem) throw new AppError(problem.refusal);
  return facts;
}

/** Deletes the lines an order was placed for; called inside the checkout's submit transaction. */
export async function removeCheckedOutLines(
  tx: Transaction,
  userId: string,
  skuIds: number[],
): Promise<void> {
  if (skuIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.skuId} = any(${sql.param(skuIds)}::int[])`))
    // One text for any number of lines (an array, not a list): parsed and planned once per connection.
    .prepare('remove_checked_out_lines')
    .execute();
}

/** The signed-in shopper's cart (SPEC §4 'Guest cart', §5 'Purchase limit'); every query names the user. */
export function cartService({ db, clock }: Deps) {
  const line = (userId: string, skuId: number) =>
    and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId));

  /** One change to a user's cart at a time, so the line limit holds when requests race. */
  function inCart<T>(userId: string, change: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
      return change(tx);
    });
  }

  async function lineCount(tx: Transaction, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    return row?.n ?? 0;
  }

  async function hasLine(tx: Transaction, userId: string, skuId: number): Promise<boolean> {
    const [row] = await tx.select({ skuId: cartItems.skuId }).from(cartItems).where(line(userId, skuId));
    return row !== undefined;
  }

  /** A new line needs room in the cart; a SKU already there does not. */
  async function refuseUnlessRoom(tx: Transaction, userId: string, skuId: number): Promise<void> {
    if (await hasLine(tx, userId, skuId)) return;
    if ((await lineCount(tx, userId)) >= CART_MAX_LINES) throw refuse('CART_FULL');
  }

  async function skuFacts(tx: Transaction, skuId: number): Promise<SkuFacts | undefined> {
    return (await skuFactsById(tx, [skuId])).get(skuId);
  }

  const newLine = (userId: string, facts: SkuFacts, firstCount: number, at: Date) => ({
    userId,
    skuId: facts.skuId,
    count: firstCount,
    selected: true,
    seenPrice: facts.price,
    createdAt: at,
    updatedAt: at,
  });

  /** The badge: every piece in the cart. */
  async function pieces(userId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${cartItems.count}), 0)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    return row?.total ?? 0;
  }

  return {
    count: pieces,

    basket: (userId: string): Promise<BasketAnswer> => readBasket(db, userId),

    /** Adds `count` more (a new line is ticked); refused, with nothing changed, past the stock or the limit. */
    async add(userId: string, { skuId, count: more }: AddCartItemRequest): Promise<number> {
      await inCart(userId, async (tx) => {
        const facts = refuseUnlessHoldable(await skuFacts(tx, skuId), more);
        await refuseUnlessRoom(tx, userId, skuId);
        const now = clock.now();
        const [held] = await tx
          .insert(cartItems)
          .values(newLine(userId, facts, more, now))
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.skuId],
            set: { count: sql`${cartItems.count} + excluded.count`, updatedAt: now },
            setWhere: sql`${cartItems.count} + excluded.count <= ${maxCount(boundsOf(facts))}`,
          })
          .returning({ count: cartItems.count });
        if (!held) throw new AppError(overCountProblem(boundsOf(facts)).refusal);
      });
      return pieces(userId);
    },

    /** Sets a line's count (the basket's stepper), under the same checks as adding; a SKU not held is added. */
    async setCount(userId: string, { skuId, count: wanted }: SetCartItemCountRequest): Promise<BasketAnswer> {
      await inCart(userId, async (tx) => {
        const facts = refuseUnlessHoldable(await skuFacts(tx, skuId), wanted);
        await refuseUnlessRoom(tx, userId, skuId);
        const now = clock.now();
        await tx
          .insert(cartItems)
          .values(newLine(userId, facts, wanted, now))
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.skuId],
            set: { count: wanted, updatedAt: now },
          });
      });
      return readBasket(db, userId);
    },

    /**
     * The guest cart merged on sign-in: counts are added, each line clamped to what may be held instead
     * of refused, and SKUs that are gone, sold out or beyond a full cart skipped (a guest cart may be old).
     */
    async merge(userId: string, items: GuestCartLine[]): Promise<BasketAnswer> {
      const counts = mergeCounts(items);
      await inCart(userId, async (tx) => {
        const facts = await skuFactsById(tx, [...counts.keys()]);
        let lines = await lineCount(tx, userId);
        const start = clock.now().getTime();
        let position = 0;
        for (const [skuId, more] of counts) {
          const sku = facts.get(skuId);
          if (!sku || countProblem(boundsOf(sku), 1)) continue;
          const max = maxCount(boundsOf(sku));
          const isNew = !(await hasLine(tx, userId, skuId));
          if (isNew && lines >= CART_MAX_LINES) continue;
          // A millisecond apart, so the guest's later lines stay the newer ones.
          const at = new Date(start + position++);
          await tx
            .insert(cartItems)
            .values(newLine(userId, sku, Math.min(more, max), at))
            .onConflictDoUpdate({
              target: [cartItems.userId, cartItems.skuId],
              // Never lowers a line the shopper already has, even one now over the limit.
              set: {
                count: sql`greatest(${cartItems.count}, least(${cartItems.count} + ${more}::int, ${max}::int))`,
                updatedAt: at,
              },
            });
          if (isNew) lines++;
        }
      });
      return readBasket(db, userId);
    },

    async remove(userId: string, skuIds: number[]): Promise<BasketAnswer> {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
      return readBasket(db, userId);
    },

    /** Ticks or unticks the given lines, or every line when none are named. */
    async select(userId: string, skuIds: number[] | undefined, selected: boolean): Promise<BasketAnswer> {
      const mine = eq(cartItems.userId, userId);
      await db
        .update(cartItems)
        .set({ selected, updatedAt: clock.now() })
        .where(skuIds ? and(mine, inArray(cartItems.skuId, skuIds)) : mine);
      return readBasket(db, userId);
    },

    /** A guest's local lines priced like a server cart; nothing is stored and nothing is flagged as seen. */
    async preview(items: GuestCartLine[]): Promise<BasketAnswer> {
      return basketOf(
        (await priceLines(db, items)).map((priced) => priced.line),
        false,
      );
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
