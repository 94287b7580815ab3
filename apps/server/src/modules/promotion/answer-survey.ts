import type { MyCoupon } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { claimCouponIn } from './claim-coupon';
import { myCouponOf } from './my-coupons';
import { scopeNames } from './rules';
import { coupons, surveyAnswers } from './tables';

/** The channel key of the coupon the empty-result survey grants (seeded: $10 off, SPEC §1). */
export const SURVEY_COUPON_KEY = 'empty-result-survey';

/**
 * The empty-result survey (SPEC §1): the shopper's answer grants the survey's $10 coupon, once per shopper —
 * the answer's primary key is the shopper, so a second answer, however it races the first, is refused.
 */
export function answerSurvey({ db, clock }: Deps) {
  return async (
    userId: string,
    answer: { lookingFor: string; when: string },
  ): Promise<{ coupon: MyCoupon }> => {
    const now = clock.now();
    const granted = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(surveyAnswers)
        .values({ userId, lookingFor: answer.lookingFor, needed: answer.when, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: surveyAnswers.userId });
      if (!fresh) throw refuse('SURVEY_DONE');
      const claim = await claimCouponIn(tx, eq(coupons.channelKey, SURVEY_COUPON_KEY), {
        userId,
        now,
        byCode: false,
      });
      await tx
        .update(surveyAnswers)
        .set({ userCouponId: claim.claim.id })
        .where(eq(surveyAnswers.userId, userId));
      return claim;
    });
    const names = await scopeNames(db, [granted.coupon.scope]);
    return { coupon: myCouponOf(granted.coupon, granted.claim, null, names, now) };
  };
}
