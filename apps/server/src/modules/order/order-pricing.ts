import {
  type ActivityRule,
  ActivityType,
  activityLabel,
  activityPayback,
  type CouponFace,
  type CouponOffer,
  type CouponRule,
  CouponUnusable,
  chooseCoupons,
  computeOrderAmounts,
  type FeeItem,
  installationCharge,
  lineNet,
  type OrderAmounts,
  type OrderPromotions,
  type PricedLine,
  priceLines,
  type RefusalBody,
  refusal,
} from '@tread/domain';
import type { AppError } from '../../platform/errors';
import type { ResolvedDelivery } from './delivery-choice';
import type { PromotionRecord } from './order-effects';
import type { GroupLines } from './order-lines';

/** What the promotions module hands checkout (issue 14); its checkout reads answer exactly this. */
export type CheckoutPromotionsPort = {
  /** The activities running for this shopper (members-only ones need a running membership). */
  activitiesFor(userId: string, now: Date): Promise<ActivityRule[]>;
  wallet(
    userId: string,
    now: Date,
    named: readonly number[],
    onlyNamed: boolean,
  ): Promise<{ rule: CouponRule; face: CouponFace }[]>;
  refusalForMissing(userId: string, userCouponId: number): Promise<AppError>;
};

/** Promotions as read for one checkout: running activities and the shopper's usable coupons. */
export type PromotionReads = {
  activities: readonly ActivityRule[];
  wallet: readonly { rule: CouponRule; face: CouponFace }[];
  now: Date;
};

export type PricedOrder = {
  amounts: OrderAmounts;
  promotions: OrderPromotions;
  /** What the order keeps and its coupons effect takes. */
  placed: { userCouponIds: number[]; lines: PromotionRecord[] };
  /** Cents of discount each line bears, in line order. */
  lineDiscounts: number[];
  /** A chosen coupon that cannot be used, as the refusal placing the order answers. */
  refusal: RefusalBody | null;
};

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The refusal for a chosen coupon that cannot be used, in the spec's words where it has them (§8). */
function couponRefusal(offer: CouponOffer): RefusalBody {
  if (offer.reason === CouponUnusable.Expired) return refusal('COUPON_STATUS', 'expired');
  if (offer.reason === CouponUnusable.Ended) return refusal('PROMOTION_ENDED');
  return refusal('COUPON_NOT_USABLE', offer.reasonText ?? '');
}

/** Per activity: what it took off and pays back across the order's lines. */
function activityRecords(priced: readonly PricedLine[], paybacks: readonly number[]): PromotionRecord[] {
  const byActivity = new Map<number, PromotionRecord>();
  const add = (rule: ActivityRule, amount: number, payback: number) => {
    const record = byActivity.get(rule.id) ?? {
      couponId: null,
      activityId: rule.id,
      activityType: rule.type,
      name: rule.name,
      label: activityLabel(rule),
      amount: 0,
      payback: 0,
    };
    byActivity.set(rule.id, { ...record, amount: record.amount + amount, payback: record.payback + payback });
  };
  priced.forEach((line, i) => {
    if (line.activity) add(line.activity, line.activityDiscount, 0);
    if (line.payback && (paybacks[i] ?? 0) > 0) add(line.payback, 0, paybacks[i] ?? 0);
  });
  return [...byActivity.values()];
}

/**
 * One order priced with its promotions: activities on each line, then the coupons chosen (or the best set when
 * `chosen` is null), then the fees and tax on the discounted goods. `taken` are coupons another order of the
 * same checkout already uses.
 */
export function priceOrder(
  group: GroupLines,
  delivery: ResolvedDelivery,
  reads: PromotionReads,
  chosen: readonly number[] | null,
  taken: ReadonlySet<number>,
): PricedOrder {
  const items: FeeItem[] = group.lines.map((line) => ({
    price: line.priceSettle,
    count: line.count,
    bizType: line.bizType,
    tier: line.tireTier,
  }));
  const priced = priceLines(
    group.lines.map((line) => ({
      skuId: line.skuId,
      prodId: line.prodId,
      brandId: line.brandId,
      categoryId: line.categoryId,
      price: line.priceSettle,
      count: line.count,
    })),
    reads.activities,
  );
  const wallet = reads.wallet.filter((coupon) => !taken.has(coupon.rule.userCouponId));
  const order = {
    lines: priced,
    installation: installationCharge(items, delivery.installation),
    // The web shop is not the app: app-only coupons say so (SPEC §3 'Coupon').
    inApp: false,
    now: reads.now,
  };
  const { result, offers, refused } = chooseCoupons(
    wallet.map((coupon) => coupon.rule),
    order,
    chosen,
  );
  const activityDiscount = sum(priced.map((line) => line.activityDiscount));
  const amounts = computeOrderAmounts({
    items,
    tax: delivery.tax,
    installation: delivery.installation,
    discounts: {
      activityDiscount,
      itemCoupon: result.itemCoupon,
      storeCoupon: result.storeCoupon,
      installationCoupon: result.installationCoupon,
    },
  });
  const lineDiscounts = priced.map((line, i) => line.activityDiscount + (result.lineShares[i] ?? 0));
  const paybacks = priced.map((line, i) =>
    line.payback ? activityPayback(line.payback, lineNet(line) - (result.lineShares[i] ?? 0), line.count) : 0,
  );
  const faces = new Map(wallet.map((coupon) => [coupon.rule.userCouponId, coupon.face]));
  const appliedAmount = new Map(result.applied.map((a) => [a.coupon.userCouponId, a.amount]));
  const activityLines = priced.flatMap((line, i) => {
    const rule = line.activity ?? line.payback;
    if (!rule) return [];
    return [
      {
        activityId: rule.id,
        activityType: rule.type,
        name: rule.name,
        label: activityLabel(rule),
        skuId: line.skuId,
        amount: line.activityDiscount,
        payback: paybacks[i] ?? 0,
      },
    ];
  });
  const couponRecords: PromotionRecord[] = result.applied.map(({ coupon, amount }) => ({
    couponId: coupon.couponId,
    activityId: null,
    activityType: ActivityType.Coupon,
    name: coupon.name,
    label: faces.get(coupon.userCouponId)?.title ?? coupon.name,
    amount,
    payback: 0,
  }));
  return {
    amounts,
    promotions: {
      activities: activityLines,
      offers: offers.flatMap((offer) => {
        const face = faces.get(offer.coupon.userCouponId);
        if (!face) return [];
        return [
          {
            userCouponId: offer.coupon.userCouponId,
            coupon: face,
            chosen: offer.chosen,
            reason: offer.reason,
            reasonText: offer.reasonText,
            amount: appliedAmount.get(offer.coupon.userCouponId) ?? 0,
          },
        ];
      }),
      payback: sum(paybacks),
    },
    placed: {
      userCouponIds: result.applied.map((a) => a.coupon.userCouponId),
      lines: [...activityRecords(priced, paybacks), ...couponRecords],
    },
    lineDiscounts,
    refusal: refused ? couponRefusal(refused) : null,
  };
}
