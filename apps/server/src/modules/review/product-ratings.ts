import { averageRating } from '@tread/domain';
import { eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { readCache } from '../../platform/read-cache';
import { productRatings } from './tables';

/** A product's visible reviews as cards and product pages show them. */
export type ProductRating = { average: number; count: number };

/** Migration 0014 announces it with a change of the product's rating: answers showing the rating file under it. */
export const ratingChangeTag = (prodId: number): string => `rating:${prodId}`;
/** Announced with every rating change, for the table of all ratings. */
const ANY_RATING = 'ratings';

/** Counts one visible review into its product's rating (+1) or out of it (-1), in the review's transaction. */
export async function countInRating(
  tx: Transaction,
  prodId: number,
  rating: number,
  sign: 1 | -1,
): Promise<void> {
  const counted = {
    reviewCount: sql`${productRatings.reviewCount} + ${sign}`,
    ratingTotal: sql`${productRatings.ratingTotal} + ${sign * rating}`,
  };
  // A review counted out was counted in first, so only counting in may find no row yet.
  if (sign === -1) {
    await tx.update(productRatings).set(counted).where(eq(productRatings.prodId, prodId));
    return;
  }
  await tx
    .insert(productRatings)
    .values({ prodId, reviewCount: 1, ratingTotal: rating })
    .onConflictDoUpdate({ target: productRatings.prodId, set: counted });
}

/**
 * Every rated product's rating, kept in this process until a rating changes: one row per reviewed product, so
 * cards and product pages read theirs without a statement, as their own caches miss far more often.
 */
export function productRatingsCache({ db, changes }: Deps) {
  const cache = readCache<Map<number, ProductRating>>(changes);
  const readAll = async () => {
    // Only products with visible reviews, so no average below is null.
    const rows = await db.select().from(productRatings).where(gt(productRatings.reviewCount, 0));
    const ratings = rows.map((row): [number, ProductRating] => [
      row.prodId,
      { average: averageRating(row.ratingTotal, row.reviewCount) ?? 0, count: row.reviewCount },
    ]);
    return { value: new Map(ratings), tags: [ANY_RATING] };
  };

  /** The rating of each of these products that has visible reviews; the others are left out. */
  return async function ratingsOf(prodIds: readonly number[]): Promise<Map<number, ProductRating>> {
    const all = await cache.get('all', readAll);
    return new Map(
      prodIds.flatMap((prodId) => {
        const rating = all.get(prodId);
        return rating ? [[prodId, rating] as const] : [];
      }),
    );
  };
}
