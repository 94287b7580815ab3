import { ActivityType, CouponType } from './catalog-codes';
import { formatPrice } from './money';

/**
 * Activity pricing and coupons (SPEC §3 'Activity types', 'Coupon'; issue 14), in integer cents.
 * Rounding rule: a percentage is taken off rounded down to the cent, so the shop never gives more than the
 * stated percentage; a coupon shared across lines is split by largest remainder, so the shares add up exactly.
 */

/** What a coupon takes money off: C2M coupons the items, C2D coupons the installation or the whole order. */
export const CouponTarget = { Items: 'items', Installation: 'installation', Order: 'order' } as const;
export type CouponTarget = (typeof CouponTarget)[keyof typeof CouponTarget];

export const couponKindOf = (target: CouponTarget): CouponType =>
  target === CouponTarget.Items ? CouponType.C2M : CouponType.C2D;

/** Which products a coupon or activity covers; all three empty covers everything. */
export type PromotionScope = {
  prodIds: readonly number[];
  brandIds: readonly number[];
  categoryIds: readonly number[];
};

export type PromotionLine = {
  skuId: number;
  prodId: number;
  brandId: number;
  categoryId: number;
  /** Cents per unit. */
  price: number;
  count: number;
};

export function inScope(
  scope: PromotionScope,
  line: Pick<PromotionLine, 'prodId' | 'brandId' | 'categoryId'>,
) {
  const everything = scope.prodIds.length + scope.brandIds.length + scope.categoryIds.length === 0;
  return (
    everything ||
    scope.prodIds.includes(line.prodId) ||
    scope.brandIds.includes(line.brandId) ||
    scope.categoryIds.includes(line.categoryId)
  );
}

/** The activity types that set a price or pay money back (types 2–5). */
export type PricedActivityType = Exclude<ActivityType, 0 | 1>;

export type ActivityRule = {
  id: number;
  name: string;
  type: PricedActivityType;
  /** Type 4: percent off each unit; type 5 with cashback: percent of what was paid, paid back. */
  percent: number | null;
  /** Type 4: cents off each unit; type 5 rebate: cents back per unit. */
  amount: number | null;
  /** Type 5 only: a cashback (percent) rather than a rebate (amount). */
  cashback: boolean;
  /** Only for shoppers whose paid membership runs (SPEC §6 'member discounts on marked products'). */
  membersOnly: boolean;
  scope: PromotionScope;
};

/** The activities a shopper gets: members-only ones need a running paid membership. */
export const activitiesFor = (rules: readonly ActivityRule[], member: boolean): ActivityRule[] =>
  rules.filter((rule) => member || !rule.membersOnly);

const percentOf = (cents: number, percent: number): number => Math.floor((cents * percent) / 100);

/** Cents an activity takes off one line now (types 2–4); type 5 takes nothing off and pays back later. */
export function activityDiscount(rule: ActivityRule, line: Pick<PromotionLine, 'price' | 'count'>): number {
  switch (rule.type) {
    case ActivityType.BuyThreeReduceOne:
      // Of each four identical tires the cheapest is free; identical tires cost the same.
      return Math.floor(line.count / 4) * line.price;
    case ActivityType.SecondHalfPrice:
      return Math.floor(line.count / 2) * percentOf(line.price, 50);
    case ActivityType.Discount: {
      const perUnit = rule.percent !== null ? percentOf(line.price, rule.percent) : (rule.amount ?? 0);
      return Math.min(perUnit, line.price) * line.count;
    }
    case ActivityType.Rebate:
      return 0;
  }
}

/** Cents a type-5 activity pays back on a line once its return window has passed. */
export function activityPayback(rule: ActivityRule, paidCents: number, count: number): number {
  if (rule.type !== ActivityType.Rebate) return 0;
  return rule.cashback ? percentOf(paidCents, rule.percent ?? 0) : (rule.amount ?? 0) * count;
}

/** What the shopper sees on a card or a line: 'Buy 3 get 1 free', '15% off', '$70 rebate'. */
export function activityLabel(rule: Pick<ActivityRule, 'type' | 'percent' | 'amount' | 'cashback'>): string {
  switch (rule.type) {
    case ActivityType.BuyThreeReduceOne:
      return 'Buy 3 get 1 free';
    case ActivityType.SecondHalfPrice:
      return '2nd half price';
    case ActivityType.Discount:
      return rule.percent !== null ? `${rule.percent}% off` : `${formatPrice(rule.amount ?? 0)} off`;
    case ActivityType.Rebate:
      return rule.cashback
        ? `${rule.percent ?? 0}% cash back`
        : `${formatPrice(rule.amount ?? 0)} rebate per tire`;
  }
}

export type PricedLine = PromotionLine & {
  /** The price activity applied (the one taking most off), if any. */
  activity: ActivityRule | null;
  activityDiscount: number;
  /** The rebate or cashback activity, if any, paid back later. */
  payback: ActivityRule | null;
};

/** Each line with the price activity that takes most off it; price activities never stack with each other. */
export function priceLines(
  lines: readonly PromotionLine[],
  activities: readonly ActivityRule[],
): PricedLine[] {
  return lines.map((line) => {
    let best: ActivityRule | null = null;
    let bestOff = 0;
    for (const rule of activities) {
      if (rule.type === ActivityType.Rebate || !inScope(rule.scope, line)) continue;
      const off = activityDiscount(rule, line);
      if (off > bestOff) [best, bestOff] = [rule, off];
    }
    const payback = activities.find((rule) => rule.type === ActivityType.Rebate && inScope(rule.scope, line));
    return { ...line, activity: best, activityDiscount: bestOff, payback: payback ?? null };
  });
}

export const lineNet = (line: PricedLine): number => line.price * line.count - line.activityDiscount;

export type CouponRule = {
  /** The shopper's coupon (a claim). */
  userCouponId: number;
  couponId: number;
  name: string;
  target: CouponTarget;
  /** Cents off, or a percent off (one of the two). */
  amount: number | null;
  percent: number | null;
  /** A cap on a percent coupon, in cents. */
  maxOff: number | null;
  /** Cents the covered items must come to, after activities. */
  minSpend: number;
  stackable: boolean;
  appOnly: boolean;
  /** Claimed by typing its code: one such coupon per order (SPEC §5). */
  byCode: boolean;
  scope: PromotionScope;
  validFrom: Date;
  validTo: Date;
  /** Ended by staff: no longer usable even inside its window. */
  ended: boolean;
};

/** Why a coupon cannot be used on an order; the web shows the reason's text under the coupon. */
export const CouponUnusable = {
  NotStarted: 'not_started',
  Expired: 'expired',
  Ended: 'ended',
  AppOnly: 'app_only',
  NotForItems: 'not_for_items',
  MinSpend: 'min_spend',
  NoInstallation: 'no_installation',
  NotStackable: 'not_stackable',
  OneCode: 'one_code',
} as const;
export type CouponUnusable = (typeof CouponUnusable)[keyof typeof CouponUnusable];

export function couponUnusableText(reason: CouponUnusable, facts: { short?: number; other?: string } = {}) {
  switch (reason) {
    case CouponUnusable.NotStarted:
      return 'Not valid yet';
    case CouponUnusable.Expired:
      return 'This coupon has expired';
    case CouponUnusable.Ended:
      return "This promotion has ended but stay tuned for what's next!";
    case CouponUnusable.AppOnly:
      return 'Only in the Tread app';
    case CouponUnusable.NotForItems:
      return 'Not for these items';
    case CouponUnusable.MinSpend:
      return `Spend ${formatPrice(facts.short ?? 0)} more to use it`;
    case CouponUnusable.NoInstallation:
      return 'For installation: choose an installer first';
    case CouponUnusable.NotStackable:
      return `Cannot be combined with ${facts.other ?? 'the chosen coupon'}`;
    case CouponUnusable.OneCode:
      return 'Only one coupon code per order';
  }
}

/** An order as the coupons see it: its priced lines and its installation charge after free installs. */
export type CouponOrder = { lines: readonly PricedLine[]; installation: number; inApp: boolean; now: Date };

/** Cents of the covered items (after activities) a coupon can take from, by line. */
function coveredBase(coupon: CouponRule, order: CouponOrder): number[] {
  if (coupon.target === CouponTarget.Installation) return [];
  return order.lines.map((line) => (inScope(coupon.scope, line) ? lineNet(line) : 0));
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Cents the coupon takes from `base` (what it covers), never more than the base. */
export function couponOff(coupon: Pick<CouponRule, 'amount' | 'percent' | 'maxOff'>, base: number): number {
  const off = coupon.percent !== null ? percentOf(base, coupon.percent) : Math.min(coupon.amount ?? 0, base);
  return Math.max(0, Math.min(off, coupon.maxOff ?? off, base));
}

/** The reason a coupon cannot be used on this order on its own, or null when it can. */
export function couponAloneUnusable(
  coupon: CouponRule,
  order: CouponOrder,
): { reason: CouponUnusable; short?: number } | null {
  if (coupon.ended) return { reason: CouponUnusable.Ended };
  if (order.now < coupon.validFrom) return { reason: CouponUnusable.NotStarted };
  if (order.now >= coupon.validTo) return { reason: CouponUnusable.Expired };
  if (coupon.appOnly && !order.inApp) return { reason: CouponUnusable.AppOnly };
  if (coupon.target === CouponTarget.Installation) {
    if (order.installation <= 0) return { reason: CouponUnusable.NoInstallation };
    const goods = sum(order.lines.map(lineNet));
    return goods < coupon.minSpend
      ? { reason: CouponUnusable.MinSpend, short: coupon.minSpend - goods }
      : null;
  }
  const base = sum(coveredBase(coupon, order));
  if (base === 0) return { reason: CouponUnusable.NotForItems };
  if (base < coupon.minSpend) return { reason: CouponUnusable.MinSpend, short: coupon.minSpend - base };
  return null;
}

/** Splits `amount` over `weights` in proportion, by largest remainder: the shares add up to `amount` exactly. */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let left = amount - sum(shares), i = 0; left > 0; left--, i++) {
    const at = order[i % order.length]?.index ?? 0;
    shares[at] = (shares[at] ?? 0) + 1;
  }
  return shares;
}

export type AppliedCoupon = { coupon: CouponRule; amount: number };

export type CouponResult = {
  applied: AppliedCoupon[];
  itemCoupon: number;
  storeCoupon: number;
  installationCoupon: number;
  /** Cents of goods coupons each line bears, for refunds net of their share. */
  lineShares: number[];
};

/**
 * Applies coupons already found usable, in a fixed order so the same choice always costs the same: item
 * coupons first, then order coupons on what is left of the goods, then installation coupons.
 */
export function applyCoupons(coupons: readonly CouponRule[], order: CouponOrder): CouponResult {
  const remaining = order.lines.map(lineNet);
  const lineShares = order.lines.map(() => 0);
  let installationLeft = order.installation;
  const totals = { itemCoupon: 0, storeCoupon: 0, installationCoupon: 0 };
  const applied: AppliedCoupon[] = [];
  const rank = { [CouponTarget.Items]: 0, [CouponTarget.Order]: 1, [CouponTarget.Installation]: 2 };
  for (const coupon of [...coupons].sort((a, b) => rank[a.target] - rank[b.target])) {
    if (coupon.target === CouponTarget.Installation) {
      const amount = couponOff(coupon, installationLeft);
      installationLeft -= amount;
      totals.installationCoupon += amount;
      applied.push({ coupon, amount });
      continue;
    }
    const weights = remaining.map((left, i) =>
      inScope(coupon.scope, order.lines[i] as PricedLine) ? left : 0,
    );
    const amount = couponOff(coupon, sum(weights));
    splitByWeight(amount, weights).forEach((share, i) => {
      remaining[i] = (remaining[i] ?? 0) - share;
      lineShares[i] = (lineShares[i] ?? 0) + share;
    });
    if (coupon.target === CouponTarget.Items) totals.itemCoupon += amount;
    else totals.storeCoupon += amount;
    applied.push({ coupon, amount });
  }
  return { applied, ...totals, lineShares };
}

const discountOf = (result: CouponResult) =>
  result.itemCoupon + result.storeCoupon + result.installationCoupon;

export type CouponOffer = {
  coupon: CouponRule;
  chosen: boolean;
  /** Why it cannot be chosen with this order and the current choice; null when it can. */
  reason: CouponUnusable | null;
  /** The reason in words. */
  reasonText: string | null;
};

/**
 * The coupons an order uses: those the shopper chose (`chosen`), or when they have not chosen, the best
 * usable set — the best coupon that does not stack, or every stackable one together, whichever takes more.
 * Each coupon of the wallet comes back as an offer with why it cannot be added to the choice.
 */
export function chooseCoupons(
  wallet: readonly CouponRule[],
  order: CouponOrder,
  chosen: readonly number[] | null,
): { result: CouponResult; offers: CouponOffer[]; refused: CouponOffer | null } {
  const alone = new Map(wallet.map((coupon) => [coupon.userCouponId, couponAloneUnusable(coupon, order)]));
  const usable = wallet.filter((coupon) => alone.get(coupon.userCouponId) === null);
  let picked: CouponRule[];
  if (chosen === null) {
    const stackable = bestStackable(
      usable.filter((coupon) => coupon.stackable),
      order,
    );
    const single = usable
      .filter((coupon) => !coupon.stackable)
      .map((coupon) => [coupon])
      .reduce<CouponRule[]>(
        (best, set) =>
          discountOf(applyCoupons(set, order)) > discountOf(applyCoupons(best, order)) ? set : best,
        [],
      );
    picked =
      discountOf(applyCoupons(single, order)) > discountOf(applyCoupons(stackable, order))
        ? single
        : stackable;
  } else {
    picked = wallet.filter((coupon) => chosen.includes(coupon.userCouponId));
  }
  const offers = wallet.map((coupon): CouponOffer => {
    const isChosen = picked.includes(coupon);
    const others = picked.filter((other) => other !== coupon);
    const own = alone.get(coupon.userCouponId) ?? null;
    const clash = own ? null : conflictWith(coupon, others);
    const reason = own?.reason ?? clash?.reason ?? null;
    const reasonText =
      reason === null ? null : couponUnusableText(reason, { short: own?.short, other: clash?.other });
    return { coupon, chosen: isChosen, reason, reasonText };
  });
  const refused = offers.find((offer) => offer.chosen && offer.reason !== null) ?? null;
  return { result: applyCoupons(refused ? [] : picked, order), offers, refused };
}

/** Every stackable coupon together, keeping only one claimed by code (the one taking most alone). */
function bestStackable(stackable: readonly CouponRule[], order: CouponOrder): CouponRule[] {
  const byCode = stackable
    .filter((coupon) => coupon.byCode)
    .sort((a, b) => discountOf(applyCoupons([b], order)) - discountOf(applyCoupons([a], order)));
  return stackable.filter((coupon) => !coupon.byCode || coupon === byCode[0]);
}

/** Why `coupon` cannot join `others` (the rest of the choice), or null when it can. */
function conflictWith(
  coupon: CouponRule,
  others: readonly CouponRule[],
): { reason: CouponUnusable; other: string } | null {
  const notStacking = others.find((other) => !other.stackable || !coupon.stackable);
  if (notStacking) return { reason: CouponUnusable.NotStackable, other: notStacking.name };
  const code = coupon.byCode ? others.find((other) => other.byCode) : undefined;
  if (code) return { reason: CouponUnusable.OneCode, other: code.name };
  return null;
}

/** A coupon's headline: '$20 off', '10% off up to $50'. */
export function couponTitle(coupon: Pick<CouponRule, 'amount' | 'percent' | 'maxOff'>): string {
  if (coupon.percent === null) return `${formatPrice(coupon.amount ?? 0)} off`;
  return coupon.maxOff === null
    ? `${coupon.percent}% off`
    : `${coupon.percent}% off up to ${formatPrice(coupon.maxOff)}`;
}

/** A coupon's condition: 'On orders of $300+' or 'No minimum spend'. */
export const couponCondition = (minSpend: number): string =>
  minSpend > 0 ? `On orders of ${formatPrice(minSpend)}+` : 'No minimum spend';
