import {
  type ActivityRule,
  ActivityType,
  BusinessLine,
  type CheckoutAnswer,
  type CouponCenterItem,
  type CouponFace,
  type CouponRule,
  CouponStatus,
  CouponTarget,
  checkoutAnswer,
  checkoutRequest,
  chooseCoupons,
  claimCodeRequest,
  claimCouponAnswer,
  claimCouponRequest,
  computeOrderAmounts,
  couponCenterAnswer,
  couponCondition,
  couponKindOf,
  couponTitle,
  couponUnusableText,
  type MyCoupon,
  myCouponsAnswer,
  PromotionMessages,
  priceLines,
  refusal,
  sumOrderAmounts,
} from '@tread/domain';
import { answer, backend, refuse, route, signedInRoute, skuOf } from './backend';
import { cartLineOf } from './handlers/cart';
import { server } from './server';

/** Coupons for the web tests: faces built with the domain's words, a coupon backend and a checkout that prices them. */

const DAY_MS = 24 * 60 * 60 * 1000;

export type FaceChanges = Partial<CouponFace> & Pick<CouponFace, 'couponId' | 'name'>;

/** A coupon as the shop shows it: '$20 off' on items from $300, running from yesterday for 30 days. */
export function couponFace(changes: FaceChanges): CouponFace {
  const target = changes.target ?? CouponTarget.Items;
  const amount = changes.percent == null ? (changes.amount ?? 2000) : null;
  const percent = changes.percent ?? null;
  const maxOff = changes.maxOff ?? null;
  const minSpend = changes.minSpend ?? 30_000;
  return {
    kind: couponKindOf(target),
    target,
    amount,
    percent,
    maxOff,
    minSpend,
    title: couponTitle({ amount, percent, maxOff }),
    condition: couponCondition(minSpend),
    appliesTo: target === CouponTarget.Installation ? 'Installation' : 'All products',
    validFrom: new Date(Date.now() - DAY_MS).toISOString(),
    validTo: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    stackable: false,
    appOnly: false,
    ...changes,
  };
}

export function centerItem(
  changes: FaceChanges & Partial<Omit<CouponCenterItem, keyof CouponFace>>,
): CouponCenterItem {
  return {
    remaining: null,
    claimedByMe: 0,
    perUserLimit: 1,
    claimState: 'claimable',
    ...couponFace(changes),
  };
}

export function myCoupon(
  userCouponId: number,
  changes: FaceChanges & Partial<Omit<MyCoupon, keyof CouponFace>>,
): MyCoupon {
  return {
    userCouponId,
    status: CouponStatus.Unused,
    claimedAt: new Date(Date.now() - DAY_MS).toISOString(),
    orderNumber: null,
    byCode: false,
    ...couponFace(changes),
  };
}

export interface CouponBackend {
  center: CouponCenterItem[];
  /** The shopper's coupons, every state. */
  mine: MyCoupon[];
  /** Codes that claim a coupon; claiming one adds it to `mine`. */
  codes: Record<string, MyCoupon>;
}

/** Answers the coupon center, claims and my coupons from `state` until the test ends. */
export function serveCoupons(state: CouponBackend): CouponBackend {
  server.use(
    route('get', '/coupon/center', () => answer(couponCenterAnswer, { list: state.center })),
    signedInRoute('post', '/p/coupon/claim', ({ body }) => {
      const { couponId } = claimCouponRequest.parse(body);
      const item = state.center.find((entry) => entry.couponId === couponId);
      if (!item) return refuse(refusal('NO_RELATED_COUPONS'));
      if (item.claimState === 'none_left') return refuse(refusal('NO_MORE_COUPONS'));
      if (item.claimState === 'claimed') return refuse(refusal('COUPON_ALREADY_CLAIMED'));
      const { remaining, claimedByMe, perUserLimit, claimState, ...face } = item;
      const claimed = myCoupon(100 + state.mine.length, face);
      state.mine.push(claimed);
      Object.assign(item, { claimedByMe: claimedByMe + 1, claimState: 'claimed' });
      return answer(claimCouponAnswer, { coupon: claimed, message: PromotionMessages.Claimed });
    }),
    signedInRoute('post', '/p/coupon/claimByCode', ({ body }) => {
      const { code } = claimCodeRequest.parse(body);
      const coupon = state.codes[code];
      if (!coupon) return refuse(refusal('NO_RELATED_COUPONS'));
      if (state.mine.some((held) => held.userCouponId === coupon.userCouponId))
        return refuse(refusal('COUPON_ALREADY_CLAIMED'));
      state.mine.push(coupon);
      return answer(claimCouponAnswer, { coupon, message: PromotionMessages.Claimed });
    }),
    signedInRoute('get', '/p/myCoupon/list', ({ query }) => {
      const status = query.get('status') ?? CouponStatus.Unused;
      const counts = { unused: 0, used: 0, expired: 0 };
      for (const coupon of state.mine) counts[coupon.status]++;
      return answer(myCouponsAnswer, {
        list: state.mine.filter((coupon) => coupon.status === status),
        counts,
      });
    }),
  );
  return state;
}

/** A 'Buy 3 get 1 free' activity on every tire. */
export const buyThreeGetOne: ActivityRule = {
  id: 1,
  name: 'Tire event',
  type: ActivityType.BuyThreeReduceOne,
  percent: null,
  amount: null,
  cashback: false,
  membersOnly: false,
  scope: { prodIds: [], brandIds: [], categoryIds: [] },
};

const ruleOf = (coupon: MyCoupon): CouponRule => ({
  userCouponId: coupon.userCouponId,
  couponId: coupon.couponId,
  name: coupon.name,
  target: coupon.target,
  amount: coupon.amount,
  percent: coupon.percent,
  maxOff: coupon.maxOff,
  minSpend: coupon.minSpend,
  stackable: coupon.stackable,
  appOnly: coupon.appOnly,
  byCode: coupon.byCode,
  scope: { prodIds: [], brandIds: [], categoryIds: [] },
  validFrom: new Date(coupon.validFrom),
  validTo: new Date(coupon.validTo),
  ended: false,
});

/**
 * POST /p/order/confirm for a checkout of tires (deliveries left out), priced with the domain's activity and
 * coupon rules over the unused coupons of `state` (the server's best set for a group the request does not name).
 */
export function serveCouponCheckout(state: CouponBackend, activities: readonly ActivityRule[] = []): void {
  server.use(
    signedInRoute('post', '/p/order/confirm', ({ body }) => {
      const request = checkoutRequest.parse(body);
      backend.confirms.push(request);
      const items = request.items.flatMap((item) => {
        const sku = skuOf(item.skuId);
        return sku && sku.bizType === BusinessLine.Tire
          ? [cartLineOf(sku, { ...item, selected: true, seenPrice: sku.price })]
          : [];
      });
      const priced = priceLines(
        items.map((item) => ({ ...item, price: item.priceSettle })),
        activities,
      );
      const wallet = state.mine.filter((coupon) => coupon.status === CouponStatus.Unused);
      const named = request.coupons.find((choice) => choice.group === 'tires')?.userCouponIds ?? null;
      if (named?.some((id) => !wallet.some((coupon) => coupon.userCouponId === id)))
        return refuse(refusal('COUPON_ALREADY_USED'));
      const order = { lines: priced, installation: 0, inApp: false, now: new Date() };
      const { result, offers, refused } = chooseCoupons(wallet.map(ruleOf), order, named);
      const amounts = computeOrderAmounts({
        items: items.map((item) => ({
          price: item.priceSettle,
          count: item.count,
          bizType: item.bizType,
          tier: item.tireTier,
        })),
        tax: null,
        installation: null,
        discounts: {
          activityDiscount: priced.reduce((sum, line) => sum + line.activityDiscount, 0),
          itemCoupon: result.itemCoupon,
          storeCoupon: result.storeCoupon,
          installationCoupon: result.installationCoupon,
        },
      });
      const applied = new Map(result.applied.map((entry) => [entry.coupon.userCouponId, entry.amount]));
      const summary: CheckoutAnswer = {
        groups: [
          {
            group: 'tires',
            items,
            allowed: { hasShopDelivery: true, hasUserPickUp: true, hasCityDelivery: true },
            delivery: null,
            station: null,
            deliveryCode: null,
            deliveryText: null,
            amounts,
            promotions: {
              activities: priced.flatMap((line) =>
                line.activity
                  ? [
                      {
                        activityId: line.activity.id,
                        activityType: line.activity.type,
                        name: line.activity.name,
                        label: 'Buy 3 get 1 free',
                        skuId: line.skuId,
                        amount: line.activityDiscount,
                        payback: 0,
                      },
                    ]
                  : [],
              ),
              offers: offers.map((offer) => ({
                userCouponId: offer.coupon.userCouponId,
                coupon: wallet.find(
                  (coupon) => coupon.userCouponId === offer.coupon.userCouponId,
                ) as MyCoupon,
                chosen: offer.chosen,
                reason: offer.reason,
                reasonText: offer.reasonText,
                amount: applied.get(offer.coupon.userCouponId) ?? 0,
              })),
              payback: 0,
            },
          },
        ],
        amounts: sumOrderAmounts([amounts]),
        // Deliveries are left out of this stand-in: only a refused coupon keeps the order from being placed.
        canSubmit: refused === null,
        problem: refused?.reason ? couponUnusableText(refused.reason) : null,
        points: { balance: 0, usable: 0, pointValueCents: 1 },
      };
      return answer(checkoutAnswer, summary);
    }),
  );
}
