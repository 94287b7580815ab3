import {
  type AdminReviewPage,
  type AdminReviewRow,
  type adminReviewQuery,
  type Rating,
  ReviewVisibility,
} from '@tread/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pageAnswer } from '../../platform/paging';
import { recordStaffWrite } from '../../platform/staff-audit';
import { users } from '../account';
import { orderItems, orders } from '../order';
import { countInRating } from './product-ratings';
import { adminColumns, adminReviewOf, type ReviewRow, withWriter } from './review-views';
import { reviews } from './tables';

export type AdminReviewFilter = z.output<typeof adminReviewQuery>;

const VISIBILITY: Record<ReviewVisibility, SQL> = {
  [ReviewVisibility.Visible]: isNull(reviews.hiddenAt),
  [ReviewVisibility.Hidden]: isNotNull(reviews.hiddenAt),
};

/** A staff member's change to one review: its columns, the trail's before and after, and its rating's move. */
type Change = {
  action: string;
  set: Partial<ReviewRow>;
  before: object;
  after: object;
  /** 1 when the review is shown again, -1 when a visible one is hidden. */
  countInRating: 1 | 0 | -1;
};

/**
 * Moderating reviews in the console (issue 16): hiding one takes it off the product's list, summary and
 * rating until it is shown again; a reply shows under the review. Every change is audited in its transaction.
 */
export function moderateReview({ db, clock }: Deps) {
  const rowsOf = (where: SQL | undefined) =>
    db
      .select(adminColumns)
      .from(reviews)
      .innerJoin(users, withWriter)
      .innerJoin(orderItems, eq(orderItems.id, reviews.itemId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(where);

  async function rowOf(reviewId: number): Promise<AdminReviewRow> {
    const [row] = await rowsOf(eq(reviews.id, reviewId));
    if (!row) throw refuse('REVIEW_NOT_FOUND');
    return adminReviewOf(row);
  }

  /** Locks the review, makes the change `decide` asks for (null: nothing to do) and audits it. */
  async function change(
    by: Principal,
    reviewId: number,
    decide: (review: ReviewRow, now: Date) => Change | null,
  ): Promise<AdminReviewRow> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
      if (!review) throw refuse('REVIEW_NOT_FOUND');
      const decided = decide(review, now);
      if (!decided) return;
      await tx.update(reviews).set(decided.set).where(eq(reviews.id, reviewId));
      if (decided.countInRating !== 0) {
        await countInRating(tx, review.prodId, review.rating, decided.countInRating);
      }
      await recordStaffWrite(tx, {
        actor: by,
        action: decided.action,
        subject: `review:${reviewId}`,
        before: decided.before,
        after: decided.after,
        at: now,
      });
    });
    return rowOf(reviewId);
  }

  return {
    /** GET /admin/reviews: newest first. */
    async page(q: AdminReviewFilter): Promise<AdminReviewPage> {
      const where = and(
        q.visibility === undefined ? undefined : VISIBILITY[q.visibility],
        // The query bounds it to 1–5.
        q.rating === undefined ? undefined : eq(reviews.rating, q.rating as Rating),
      );
      const [rows, [counted]] = await Promise.all([
        rowsOf(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(q.size)
          .offset((q.current - 1) * q.size),
        db.select({ total: count() }).from(reviews).where(where),
      ]);
      return pageAnswer(rows.map(adminReviewOf), counted?.total ?? 0, q);
    },

    /** Hides a visible review, or changes the reason of a hidden one; only the first counts it out of the rating. */
    hide: (by: Principal, reviewId: number, reason: string) =>
      change(by, reviewId, (review, now) => ({
        action: 'review.hide',
        set: { hiddenAt: review.hiddenAt ?? now, hiddenReason: reason },
        before: { hidden: review.hiddenAt !== null, reason: review.hiddenReason },
        after: { hidden: true, reason },
        countInRating: review.hiddenAt === null ? -1 : 0,
      })),

    /** Shows a hidden review again; a visible one is answered as it is. */
    unhide: (by: Principal, reviewId: number) =>
      change(by, reviewId, (review) =>
        review.hiddenAt === null
          ? null
          : {
              action: 'review.unhide',
              set: { hiddenAt: null, hiddenReason: null },
              before: { hidden: true, reason: review.hiddenReason },
              after: { hidden: false },
              countInRating: 1,
            },
      ),

    /** The shop's public answer under the review; a second reply replaces the first. */
    reply: (by: Principal, reviewId: number, text: string) =>
      change(by, reviewId, (review, now) => ({
        action: 'review.reply',
        set: { replyText: text, repliedAt: now },
        before: { reply: review.replyText },
        after: { reply: text },
        countInRating: 0,
      })),
  };
}
export type ModerateReview = ReturnType<typeof moderateReview>;
