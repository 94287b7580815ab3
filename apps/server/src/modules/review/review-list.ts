import { type Rating, type ReviewPage, ReviewSort, type reviewListQuery } from '@tread/domain';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pageAnswer } from '../../platform/paging';
import { users } from '../account';
import { publicColumns, reviewOf, withWriter } from './review-views';
import { reviews } from './tables';

export type ReviewListFilter = z.output<typeof reviewListQuery>;

/** A review this long or longer tells a buyer more than a line does. */
const DETAILED_REVIEW_CHARS = 100;

const withPhotos = sql`cardinality(${reviews.images}) > 0`;
const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

const ORDER: Record<ReviewSort, SQL[]> = {
  [ReviewSort.MostRecent]: newestFirst,
  [ReviewSort.HighestRated]: [desc(reviews.rating), ...newestFirst],
  [ReviewSort.LowestRated]: [asc(reviews.rating), ...newestFirst],
  // Recommended: with photos first, then detailed ones (DETAILED_REVIEW_CHARS and more), then best rated, then newest.
  [ReviewSort.Recommended]: [
    sql`${withPhotos} desc`,
    sql`char_length(${reviews.text}) >= ${DETAILED_REVIEW_CHARS} desc`,
    desc(reviews.rating),
    ...newestFirst,
  ],
};

/** A product's visible reviews (comment-list, comment-list-next), public: hidden ones are never listed. */
export async function reviewList(db: Database, q: ReviewListFilter): Promise<ReviewPage> {
  const where = and(
    eq(reviews.prodId, q.prodId),
    isNull(reviews.hiddenAt),
    // The query bounds it to 1–5.
    q.rating === undefined ? undefined : eq(reviews.rating, q.rating as Rating),
    q.withPhotos ? withPhotos : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(publicColumns)
      .from(reviews)
      .innerJoin(users, withWriter)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return pageAnswer(rows.map(reviewOf), counted?.total ?? 0, q);
}
