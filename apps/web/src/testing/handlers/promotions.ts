import {
  type ActivityFace,
  ActivityType,
  activityDetailAnswer,
  activityLabel,
  activityListAnswer,
  type ChannelCouponAnswer,
  CouponStatus,
  CouponTarget,
  channelClaimRequest,
  channelCouponAnswer,
  channelCouponRequest,
  claimCouponAnswer,
  couponCondition,
  couponKindOf,
  couponTitle,
  type MyCoupon,
  myRebatesAnswer,
  type PricedActivityType,
  PromotionMessages,
  refusal,
  surveyAnswer,
  surveyRequest,
} from '@tread/domain';
import { answer, refuse, route, signedInRoute } from '../backend';
import { cards } from '../data/catalog';

/** Activity pages, the shopper's rebates, the empty-result survey and channel coupons (issue 14), over a small state. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A running activity of `type`, labeled by the domain's rule, covering the test catalog's cards. */
export function activityOf(
  activityId: number,
  name: string,
  rule: { type: PricedActivityType; percent?: number; amount?: number; cashback?: boolean },
): ActivityFace {
  return {
    activityId,
    activityType: rule.type,
    name,
    label: activityLabel({
      type: rule.type,
      percent: rule.percent ?? null,
      amount: rule.amount ?? null,
      cashback: rule.cashback ?? false,
    }),
    description: `${name}, while it runs.`,
    membersOnly: false,
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    prodIds: cards.map((card) => card.prodId),
  };
}

/** A coupon the shopper holds: '$10 off' items from $50, as the survey grants it. */
function heldCoupon(userCouponId: number, couponId: number, name: string, amount: number): MyCoupon {
  const target = CouponTarget.Items;
  return {
    couponId,
    name,
    kind: couponKindOf(target),
    target,
    amount,
    percent: null,
    maxOff: null,
    minSpend: 5000,
    title: couponTitle({ amount, percent: null, maxOff: null }),
    condition: couponCondition(5000),
    appliesTo: 'All products',
    validFrom: new Date(Date.now() - DAY_MS).toISOString(),
    validTo: new Date(Date.now() + 365 * DAY_MS).toISOString(),
    stackable: false,
    appOnly: false,
    userCouponId,
    status: CouponStatus.Unused,
    claimedAt: new Date().toISOString(),
    orderNumber: null,
    byCode: false,
  };
}

/** The channel coupon a link's key names, as getAdsCouponInfo answers a guest who qualifies. */
export function channelInfo(changes: Partial<ChannelCouponAnswer> = {}): ChannelCouponAnswer {
  const { userCouponId, status, claimedAt, orderNumber, byCode, ...coupon } = heldCoupon(
    0,
    30,
    'Spring tire event',
    2500,
  );
  return {
    activityId: coupon.couponId,
    couponId: coupon.couponId,
    name: coupon.name,
    coupon,
    meetAttendActivityCondition: true,
    hasUsedCoupon: false,
    hasReceivedCoupon: false,
    appOnlyActivity: false,
    bannerEnabled: true,
    appLink: null,
    ...changes,
  };
}

function freshState() {
  return {
    activities: [
      activityOf(1, 'Goodyear 15% off', { type: ActivityType.Discount, percent: 15 }),
      activityOf(2, 'Bridgestone rebate', { type: ActivityType.Rebate, amount: 1750 }),
    ] as ActivityFace[],
    rebates: [] as Array<{
      orderNumber: string;
      name: string;
      label: string;
      amount: number;
      state: 'pending' | 'paid' | 'void';
      payableAt: string | null;
      paidAt: string | null;
    }>,
    surveyAnswered: false,
    /** Channel keys the server knows; claiming marks the coupon received. */
    channel: { SPRING25: channelInfo() } as Record<string, ChannelCouponAnswer>,
  };
}

/** The state the promotion handlers answer from; tests change it, `resetPromotions` starts it afresh. */
export const promotions = freshState();

export function resetPromotions(): void {
  Object.assign(promotions, freshState());
}

export const promotionHandlers = [
  route('get', '/activities', ({ query }) => {
    const type = query.get('type');
    const list = promotions.activities.filter(
      (activity) => type === null || activity.activityType === Number(type),
    );
    return answer(activityListAnswer, { list });
  }),
  route('get', '/activities/:activityId', ({ params, query }) => {
    const activity = promotions.activities.find((entry) => entry.activityId === Number(params.activityId));
    if (!activity || Date.parse(activity.endsAt) <= Date.now()) return refuse(refusal('PROMOTION_ENDED'));
    const size = Number(query.get('size') ?? 20);
    const current = Number(query.get('current') ?? 1);
    const covered = cards.filter((card) => activity.prodIds.includes(card.prodId));
    return answer(activityDetailAnswer, {
      activity,
      products: {
        records: covered.slice((current - 1) * size, current * size),
        total: covered.length,
        current,
        size,
        pages: Math.max(1, Math.ceil(covered.length / size)),
        hasMore: current * size < covered.length,
      },
    });
  }),
  signedInRoute('get', '/p/rebates/mine', () => answer(myRebatesAnswer, { list: promotions.rebates })),
  signedInRoute('post', '/p/survey/emptyResult', ({ body }) => {
    const parsed = surveyRequest.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse({
        ...refusal('INVALID_INPUT'),
        message: issue?.message ?? '',
        field: issue?.path.join('.'),
      });
    }
    if (promotions.surveyAnswered) return refuse(refusal('SURVEY_DONE'));
    promotions.surveyAnswered = true;
    return answer(surveyAnswer, { coupon: heldCoupon(900, 90, 'Thanks for your feedback', 1000) });
  }),
  route('post', '/area/getAdsCouponInfo', ({ body }) => {
    const { weakAuthToken } = channelCouponRequest.parse(body);
    const info = promotions.channel[weakAuthToken];
    if (!info) return refuse(refusal('NO_RELATED_COUPONS'));
    return answer(channelCouponAnswer, info);
  }),
  signedInRoute('post', '/p/coupon/claimChannel', ({ body }) => {
    const { weakAuthToken } = channelClaimRequest.parse(body);
    const info = promotions.channel[weakAuthToken];
    if (!info) return refuse(refusal('NO_RELATED_COUPONS'));
    if (info.hasReceivedCoupon) return refuse(refusal('COUPON_ALREADY_CLAIMED'));
    info.hasReceivedCoupon = true;
    const { couponId, name, coupon } = info;
    return answer(claimCouponAnswer, {
      coupon: heldCoupon(901, couponId, name, coupon.amount ?? 0),
      message: PromotionMessages.Claimed,
    });
  }),
];
