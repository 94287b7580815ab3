import {
  type CheckoutSpecial,
  FlashSaleStatus,
  flashSaleDay,
  flashSaleDetail,
  flashSaleList,
  GroupState,
  groupActivityDetail,
  groupActivityList,
  groupDetail,
  type RefusalBody,
  refusal,
} from '@tread/domain';
import { answer, backend, refuse, route } from '../backend';
import {
  FLASH_REFUSALS,
  type FlashSaleFixture,
  flashSaleCardOf,
  type GroupActivityFixture,
  type GroupFixture,
  groupActivityCardOf,
  groupSummaryOf,
} from '../data/deals';

/** Flash sales and group buys (issue 15) over a small state a test fills; `resetDeals` starts it afresh. */

function freshDeals() {
  return {
    flashSales: [] as FlashSaleFixture[],
    groupActivities: [] as GroupActivityFixture[],
    groups: [] as GroupFixture[],
    /** The next this many checkout calls with a special meet a rush: 429 'The activity is very hot'. */
    veryHot: 0,
  };
}

export const deals = freshDeals();

export function resetDeals(): void {
  Object.assign(deals, freshDeals());
}

const isSignedIn = (authorization: string | undefined) =>
  authorization !== undefined && backend.liveAccess.has(authorization);

const flashSaleOf = (seckillId: number) => deals.flashSales.find((sale) => sale.seckillId === seckillId);
const activityOf = (groupActivityId: number) =>
  deals.groupActivities.find((activity) => activity.groupActivityId === groupActivityId);
const groupsOf = (groupActivityId: number) =>
  deals.groups.filter((group) => group.groupActivityId === groupActivityId);

/** What checkout charges for a special's one item, and the most it may count; or why it is refused. */
export type SpecialOffer = { skuId: number; price: number; maxCount: number };

export function specialOffer(special: CheckoutSpecial, signedIn: boolean): SpecialOffer | RefusalBody {
  if (deals.veryHot > 0) {
    deals.veryHot--;
    return refusal('ACTIVITY_VERY_HOT');
  }
  const now = new Date();
  if (special.kind === 'seckill') {
    const sale = flashSaleOf(special.seckillId);
    if (!sale) return refusal('EVENT_ENDED');
    const card = flashSaleCardOf(sale, now);
    if (card.status !== FlashSaleStatus.Ongoing) return refusal(FLASH_REFUSALS[card.status]);
    const maxCount = Math.min(sale.perShopperLimit - sale.boughtToday, card.left);
    return { skuId: sale.sku.skuId, price: sale.flashPrice, maxCount };
  }
  // The points mall's checkout has its own stubs.
  if (special.kind === 'points') return refusal('MALL_GOODS_NOT_FOUND');
  const activity = activityOf(special.groupActivityId);
  if (!activity) return refusal('EVENT_ENDED');
  const card = groupActivityCardOf(activity, deals.groups, now);
  if (card.message !== null) return refusal(card.state === 'scheduled' ? 'EVENT_NOT_STARTED' : 'EVENT_ENDED');
  if (special.groupId !== undefined) {
    const group = deals.groups.find((entry) => entry.groupId === special.groupId);
    if (!group) return refusal('GROUP_NOT_FOUND');
    const summary = groupSummaryOf(group, activity, signedIn, now);
    if (summary.members.some((member) => member.mine)) return refusal('ALREADY_IN_GROUP');
    if (summary.state !== GroupState.Open) return refusal('GROUP_ENDED');
    if (summary.seatsLeft <= 0) return refusal('GROUP_FULL');
  }
  return { skuId: activity.sku.skuId, price: activity.groupPrice, maxCount: 1 };
}

export const dealHandlers = [
  route('get', '/seckill/list', () => {
    const now = new Date();
    return answer(flashSaleList, {
      day: flashSaleDay(now),
      serverTime: now.toISOString(),
      list: deals.flashSales.map((sale) => flashSaleCardOf(sale, now)),
    });
  }),
  route('get', '/seckill/:seckillId', ({ params, authorization }) => {
    const sale = flashSaleOf(Number(params.seckillId));
    if (!sale) return refuse(refusal('EVENT_ENDED'));
    const now = new Date();
    return answer(flashSaleDetail, {
      ...flashSaleCardOf(sale, now),
      serverTime: now.toISOString(),
      boughtToday: isSignedIn(authorization) ? sale.boughtToday : null,
    });
  }),
  route('get', '/group/activities', () => {
    const now = new Date();
    return answer(groupActivityList, {
      list: deals.groupActivities.map((activity) => groupActivityCardOf(activity, deals.groups, now)),
    });
  }),
  route('get', '/group/activities/:groupActivityId', ({ params, authorization }) => {
    const activity = activityOf(Number(params.groupActivityId));
    if (!activity) return refuse(refusal('EVENT_ENDED'));
    const now = new Date();
    const groups = groupsOf(activity.groupActivityId)
      .map((group) => groupSummaryOf(group, activity, isSignedIn(authorization), now))
      .filter((group) => group.state === GroupState.Open && group.seatsLeft > 0);
    return answer(groupActivityDetail, {
      ...groupActivityCardOf(activity, deals.groups, now),
      serverTime: now.toISOString(),
      groups,
    });
  }),
  route('get', '/group/:groupId', ({ params, authorization }) => {
    const group = deals.groups.find((entry) => entry.groupId === Number(params.groupId));
    const activity = group && activityOf(group.groupActivityId);
    if (!group || !activity) return refuse(refusal('GROUP_NOT_FOUND'));
    const now = new Date();
    const signedIn = isSignedIn(authorization);
    const mine = signedIn ? group.members.find((member) => member.mine) : undefined;
    return answer(groupDetail, {
      ...groupSummaryOf(group, activity, signedIn, now),
      serverTime: now.toISOString(),
      activity: groupActivityCardOf(activity, deals.groups, now),
      myOrderNumber: mine?.orderNumber ?? null,
    });
  }),
];
