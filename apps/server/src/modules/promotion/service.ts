import {
  type ActivityDetailAnswer,
  type ActivityListAnswer,
  type ProductPage,
  ProductSort,
} from '@tread/domain';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { WalletService } from '../wallet';
import { answerSurvey } from './answer-survey';
import { cardPromotions } from './card-tags';
import { channelCoupons } from './channel-coupons';
import { checkoutPromotions, type IsMember } from './checkout-promotions';
import { claimCoupons } from './claim-coupon';
import { myCoupons } from './my-coupons';
import { myRebates, payRebates } from './pay-rebates';
import { activityFaceOf } from './rules';
import { activities, type ScopeIds } from './tables';

/** The catalog's cards for what a promotion covers (its products, brands or categories). */
export type ScopeProducts = (
  scope: ScopeIds,
  page: { sort: ProductSort; current: number; size: number },
) => Promise<ProductPage>;

export type PromotionPorts = { wallet: WalletService; scopeProducts: ScopeProducts; isMember: IsMember };

/** Everything the promotions module offers the shop, checkout and the catalog. */
export function promotionService(deps: Deps, ports: PromotionPorts) {
  const { db, clock } = deps;
  const { wallet, scopeProducts } = ports;
  const mine = myCoupons(deps);
  const checkout = checkoutPromotions(deps, ports.isMember);
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
      const rows = await db
        .select()
        .from(activities)
        .where(and(running(clock.now()), type === undefined ? undefined : sql`${activities.type} = ${type}`))
        .orderBy(asc(activities.endsAt));
      return { list: rows.map(activityFaceOf) };
    },

    /** GET /activities/:id: a running activity and a page of the products it covers. */
    async activityDetail(
      activityId: number,
      page: { current: number; size: number },
    ): Promise<ActivityDetailAnswer> {
      const [row] = await db
        .select()
        .from(activities)
        .where(and(eq(activities.id, activityId), running(clock.now())));
      if (!row) throw refuse('PROMOTION_ENDED');
      return {
        activity: activityFaceOf(row),
        products: await scopeProducts(row.scope, { sort: ProductSort.PriceAsc, ...page }),
      };
    },
  };
}
export type PromotionService = ReturnType<typeof promotionService>;

/** Activities running at `now`: started, not over, not paused or ended by staff. */
const running = (now: Date) =>
  and(
    isNull(activities.endedAt),
    isNull(activities.pausedAt),
    lte(activities.startsAt, now),
    gt(activities.endsAt, now),
  );
