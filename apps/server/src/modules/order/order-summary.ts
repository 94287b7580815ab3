import {
  type CheckoutAnswer,
  type CheckoutGroupSummary,
  type CheckoutInput,
  type DeliveryChoice,
  goodsAfterDiscounts,
  mostPointsUsable,
  type OrderAmounts,
  OrderType,
  pointsForOrders,
  type RefusalBody,
  refusal,
  sumOrderAmounts,
  withPoints,
} from '@tread/domain';
import type { Deps } from '../../platform/deps';
import { type DeliveryServices, deliveryResolver, type ResolvedDelivery, undecided } from './delivery-choice';
import { type CheckoutLines, checkoutLines, type GroupLines, refuseOverCheckoutLimit } from './order-lines';
import {
  type CheckoutPromotionsPort,
  type PricedOrder,
  type PromotionReads,
  priceOrder,
} from './order-pricing';
import { atSpecialPrice, type SpecialsPort } from './order-specials';

/** One order of the checkout: its lines, how it arrives and what it costs with its promotions. */
export type PlannedOrder = GroupLines & {
  delivery: ResolvedDelivery;
  amounts: OrderAmounts;
  priced: PricedOrder;
};

/** The coupons chosen per group, as the request names them. */
type CouponChoices = CheckoutInput['coupons'];

export type CheckoutPlan = {
  orders: PlannedOrder[];
  /** General, or the flash sale or group buy the checkout is for. */
  orderType: OrderType;
  answer: CheckoutAnswer;
  /** Why placing the orders is refused before stock is reserved; stock itself is decided by reserving it. */
  refusal: RefusalBody | null;
};

type Deliveries = Map<GroupLines['group'], ResolvedDelivery>;

/** Paying with points (issue 17): the shopper's balance and what a point is worth, read for every checkout. */
export type CheckoutPointsPort = {
  balance(userId: string): Promise<number>;
  pointValueCents(): Promise<number>;
};

/**
 * The points asked for, beside what the shopper has; a points-mall item's points (`price`) are its price, not a
 * way to pay the money part.
 */
type PointsReads = { requested: number; balance: number; pointValueCents: number; price: number | null };

function summaryOf(order: PlannedOrder): CheckoutGroupSummary {
  return {
    group: order.group,
    items: order.lines,
    allowed: order.allowed,
    delivery: order.delivery.choice,
    station: order.delivery.station,
    deliveryCode: order.delivery.deliveryCode,
    deliveryText: order.delivery.deliveryText,
    amounts: order.amounts,
    promotions: order.priced.promotions,
  };
}

const countOf = (items: readonly { count: number }[]) => items.reduce((total, item) => total + item.count, 0);

/**
 * The orders and the summary from lines priced now, deliveries already checked and promotions read for this
 * checkout. A coupon used by the first order is not offered to the second.
 */
export function planCheckout({
  lines,
  deliveries,
  promotions,
  choices,
  orderType,
  points,
}: CheckoutReads): CheckoutPlan {
  const taken = new Set<number>();
  const priced = lines.groups.map((group): PlannedOrder => {
    const delivery = deliveries.get(group.group) ?? undecided(null);
    const chosen = choices.find((choice) => choice.group === group.group)?.userCouponIds ?? null;
    const priced = priceOrder(group, delivery, promotions, chosen, taken);
    for (const id of priced.placed.userCouponIds) taken.add(id);
    return { ...group, delivery, amounts: priced.amounts, priced };
  });
  const goods = priced.map((order) => goodsAfterDiscounts(order.amounts));
  const used = pointsForOrders(points.requested, goods, points.pointValueCents);
  const orders = priced.map((order, i) => ({
    ...order,
    amounts:
      points.price === null
        ? withPoints(order.amounts, used[i] ?? 0, points.pointValueCents)
        : { ...order.amounts, pointsUsed: points.price },
  }));
  const usable =
    points.price ??
    mostPointsUsable(
      points.balance,
      goods.reduce((total, cents) => total + cents, 0),
      points.pointValueCents,
    );
  const spent = points.price ?? points.requested;
  const pointsProblem = spent > points.balance ? refusal('CHECKOUT_POINTS_NOT_ENOUGH') : null;
  const deliveryProblem = orders.find((order) => order.delivery.problem)?.delivery.problem ?? null;
  const couponProblem = orders.find((order) => order.priced.refusal)?.priced.refusal ?? pointsProblem;
  // Lines first: a sold-out tire matters more than a delivery not chosen yet, or a coupon.
  const problem = lines.problems[0]?.refusal ?? deliveryProblem ?? couponProblem;
  return {
    orders,
    orderType,
    answer: {
      groups: orders.map(summaryOf),
      amounts: sumOrderAmounts(orders.map((order) => order.amounts)),
      canSubmit: problem === null && orders.length > 0,
      problem: problem?.message ?? null,
      points: { balance: points.balance, usable, pointValueCents: points.pointValueCents },
    },
    refusal: lines.problems.find((p) => !p.aboutStock)?.refusal ?? deliveryProblem ?? couponProblem,
  };
}

/** What a checkout is planned from, read as the shop is now. */
export type CheckoutReads = {
  lines: CheckoutLines;
  deliveries: Deliveries;
  promotions: PromotionReads;
  choices: CouponChoices;
  orderType: OrderType;
  points: PointsReads;
};

/** The order summary (confirm) and the checks placing an order shares with it. */
export function orderSummaryService(
  { db, clock }: Deps,
  services: DeliveryServices & {
    promotions: CheckoutPromotionsPort;
    specials: SpecialsPort;
    points: CheckoutPointsPort;
  },
) {
  const resolve = deliveryResolver(services);

  /**
   * Running activities and the shopper's coupons; a named coupon that is not theirs to use is refused. With
   * `offers` false (placing orders) and a choice named for every group, only the named coupons are read.
   */
  async function readPromotions(
    userId: string,
    lines: CheckoutLines,
    choices: CouponChoices,
    offers: boolean,
  ): Promise<PromotionReads> {
    const now = clock.now();
    const named = choices.flatMap((choice) => choice.userCouponIds);
    const allChosen = lines.groups.every((group) => choices.some((choice) => choice.group === group.group));
    const [activities, wallet] = await Promise.all([
      services.promotions.activitiesFor(userId, now),
      services.promotions.wallet(userId, now, named, !offers && allChosen),
    ]);
    const missing = named.find((id) => !wallet.some((coupon) => coupon.rule.userCouponId === id));
    if (missing !== undefined) throw await services.promotions.refusalForMissing(userId, missing);
    return { activities, wallet, now };
  }

  /** Each group's delivery, the first choice named for it counting; a choice for an absent group is ignored. */
  async function resolveDeliveries(
    userId: string,
    lines: CheckoutLines,
    choices: DeliveryChoice[],
  ): Promise<Deliveries> {
    const resolved = await Promise.all(
      lines.groups.map(async (group) => {
        const choice = choices.find((c) => c.group === group.group);
        return [group.group, await resolve(userId, group.allowed, choice)] as const;
      }),
    );
    return new Map(resolved);
  }

  /**
   * Lines priced now, deliveries checked and promotions read; a flash sale or group buy is its one line at
   * its own price, with no coupon or other activity (issue 15). `offers` false: placing orders.
   */
  async function readCheckout(
    userId: string,
    request: CheckoutInput,
    offers: boolean,
  ): Promise<CheckoutReads> {
    refuseOverCheckoutLimit(request.items);
    const { special } = request;
    const [priced, offer] = await Promise.all([
      checkoutLines(db, request.items),
      special ? services.specials[special.kind].offer(userId, special, clock.now()) : null,
    ]);
    const lines = offer ? atSpecialPrice(priced, request.items, offer) : priced;
    const choices = offer ? [] : request.coupons;
    const [deliveries, promotions, balance, pointValueCents] = await Promise.all([
      resolveDeliveries(userId, lines, request.deliveries),
      offer
        ? { activities: [], wallet: [], now: clock.now() }
        : readPromotions(userId, lines, choices, offers),
      // Placing an order that spends no points need not read them: one statement fewer on the busiest path.
      offers || request.points > 0 || offer?.pointsPrice !== undefined ? services.points.balance(userId) : 0,
      services.points.pointValueCents(),
    ]);
    return {
      lines,
      deliveries,
      promotions,
      choices,
      orderType: offer?.orderType ?? OrderType.General,
      points: {
        requested: request.points,
        balance,
        pointValueCents,
        price: offer?.pointsPrice === undefined ? null : offer.pointsPrice * countOf(request.items),
      },
    };
  }

  return {
    readCheckout,

    /** POST /p/order/confirm: what the orders would be; problems are shown, bad choices refused. */
    async summarize(userId: string, request: CheckoutInput): Promise<CheckoutAnswer> {
      return planCheckout(await readCheckout(userId, request, true)).answer;
    },
  };
}
export type OrderSummaryService = ReturnType<typeof orderSummaryService>;
