import { type ActivityListAnswer, activityLabel } from '@tread/domain';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { WalletService } from '../wallet';
import { answerSurvey } from './answer-survey';
import { cardPromotions } from './card-tags';
import { channelCoupons } from './channel-coupons';
import { checkoutPromotions } from './checkout-promotions';
import { claimCoupons } from './claim-coupon';
import { myCoupons } from './my-coupons';
import { myRebates, payRebates } from './pay-rebates';
import { activities } from './tables';

/** Everything the promotions module offers the shop, checkout and the catalog. */
export function promotionService(deps: Deps, wallet: WalletService) {
  const { db, clock } = deps;
  const mine = myCoupons(deps);
  const checkout = checkoutPromotions(deps);
  return {
    mine,
    checkout,
    claiming: claimCoupons(deps),
    channel: channelCoupons(deps, mine),
    cards: cardPromotions(deps, checkout),
    answerSurvey: answerSurvey(deps),
    rebates: (userId: string) => myRebates(deps, userId),
    payRebates: payRebates(deps, wallet),

    /** GET /activities: what runs now, of one type or all (the discount and rebates pages). */
    async activityList(type: number | undefined): Promise<ActivityListAnswer> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(activities)
        .where(
          and(
            isNull(activities.endedAt),
            isNull(activities.pausedAt),
            lte(activities.startsAt, now),
            gt(activities.endsAt, now),
            type === undefined ? undefined : eq(activities.type, type as 2 | 3 | 4 | 5),
          ),
        )
        .orderBy(asc(activities.endsAt));
      return {
        list: rows.map((row) => ({
          activityId: row.id,
          activityType: row.type,
          name: row.name,
          label: activityLabel({
            type: row.type,
            percent: row.percent,
            amount: row.amountCents,
            cashback: row.cashback,
          }),
          description: row.description,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          prodIds: row.scope.prodIds.slice(0, 40),
        })),
      };
    },
  };
}
export type PromotionService = ReturnType<typeof promotionService>;
