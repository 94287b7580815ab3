import {
  type CheckoutAnswer,
  type CheckoutGroupSummary,
  type CheckoutInput,
  type DeliveryChoice,
  type OrderAmounts,
  type RefusalBody,
  sumOrderAmounts,
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
  answer: CheckoutAnswer;
  /** Why placing the orders is refused before stock is reserved; stock itself is decided by reserving it. */
  refusal: RefusalBody | null;
};

type Deliveries = Map<GroupLines['group'], ResolvedDelivery>;

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

/**
 * The orders and the summary from lines priced now, deliveries already checked and promotions read for this
 * checkout. A coupon used by the first order is not offered to the second.
 */
export function planCheckout(
  lines: CheckoutLines,
  deliveries: Deliveries,
  promotions: PromotionReads,
  choices: CouponChoices,
): CheckoutPlan {
  const taken = new Set<number>();
  const orders = lines.groups.map((group): PlannedOrder => {
    const delivery = deliveries.get(group.group) ?? undecided(null);
    const chosen = choices.find((choice) => choice.group === group.group)?.userCouponIds ?? null;
    const priced = priceOrder(group, delivery, promotions, chosen, taken);
    for (const id of priced.placed.userCouponIds) taken.add(id);
    return { ...group, delivery, amounts: priced.amounts, priced };
  });
  const deliveryProblem = orders.find((order) => order.delivery.problem)?.delivery.problem ?? null;
  const couponProblem = orders.find((order) => order.priced.refusal)?.priced.refusal ?? null;
  // Lines first: a sold-out tire matters more than a delivery not chosen yet, or a coupon.
  const problem = lines.problems[0]?.refusal ?? deliveryProblem ?? couponProblem;
  return {
    orders,
    answer: {
      groups: orders.map(summaryOf),
      amounts: sumOrderAmounts(orders.map((order) => order.amounts)),
      canSubmit: problem === null && orders.length > 0,
      problem: problem?.message ?? null,
    },
    refusal: lines.problems.find((p) => !p.aboutStock)?.refusal ?? deliveryProblem ?? couponProblem,
  };
}

/** The order summary (confirm) and the checks placing an order shares with it. */
export function orderSummaryService(
  { db, clock }: Deps,
  services: DeliveryServices & { promotions: CheckoutPromotionsPort },
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
      services.promotions.activitiesAt(now),
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

  return {
    resolveDeliveries,
    readPromotions,

    /** POST /p/order/confirm: what the orders would be; problems are shown, bad choices refused. */
    async summarize(userId: string, request: CheckoutInput): Promise<CheckoutAnswer> {
      refuseOverCheckoutLimit(request.items);
      const lines = await checkoutLines(db, request.items);
      const [deliveries, promotions] = await Promise.all([
        resolveDeliveries(userId, lines, request.deliveries),
        readPromotions(userId, lines, request.coupons, true),
      ]);
      return planCheckout(lines, deliveries, promotions, request.coupons).answer;
    },
  };
}
export type OrderSummaryService = ReturnType<typeof orderSummaryService>;
