import {
  averageRating,
  BusinessLine,
  type Rating,
  type ReviewSummary,
  TIRE_RATING_CATEGORIES,
} from '@tread/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { refuse } from '../../platform/errors';
import { products } from '../catalog';
import { reviews } from './tables';

const RATINGS_DOWN: Rating[] = [5, 4, 3, 2, 1];

/** The product page's review block: count, average, how many per rating, with photos, and the tire categories. */
export async function reviewSummary(db: Database, prodId: number): Promise<ReviewSummary> {
  const visible = and(eq(reviews.prodId, prodId), isNull(reviews.hiddenAt));
  const [[product], byRating, byCategory] = await Promise.all([
    db.select({ bizType: products.bizType }).from(products).where(eq(products.id, prodId)),
    db
      .select({
        rating: reviews.rating,
        count: count(),
        withPhotos: sql<number>`(count(*) filter (where cardinality(${reviews.images}) > 0))::int`,
      })
      .from(reviews)
      .where(visible)
      .groupBy(reviews.rating),
    selectRows<{ key: string; total: number; count: number }>(
      db,
      sql`select r.key, sum(r.value::int)::int as total, count(*)::int as count
          from ${reviews}, jsonb_each_text(${reviews.tireRatings}) as r
          where ${visible}
          group by r.key`,
    ),
  ]);
  if (!product) throw refuse('PRODUCT_NOT_FOUND');
  const reviewCount = byRating.reduce((sum, row) => sum + row.count, 0);
  const ratingTotal = byRating.reduce((sum, row) => sum + row.rating * row.count, 0);
  const category = new Map(byCategory.map((row) => [row.key, row]));
  return {
    prodId,
    count: reviewCount,
    average: averageRating(ratingTotal, reviewCount),
    distribution: RATINGS_DOWN.map((rating) => ({
      rating,
      count: byRating.find((row) => row.rating === rating)?.count ?? 0,
    })),
    withPhotos: byRating.reduce((sum, row) => sum + row.withPhotos, 0),
    categories:
      product.bizType === BusinessLine.Tire
        ? TIRE_RATING_CATEGORIES.map(({ key, label }) => ({
            key,
            label,
            average: averageRating(category.get(key)?.total ?? 0, category.get(key)?.count ?? 0),
          }))
        : [],
  };
}
