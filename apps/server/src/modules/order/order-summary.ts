import {
  type CheckoutAnswer,
  type CheckoutGroupSummary,
  type CheckoutInput,
  computeOrderAmounts,
  type DeliveryChoice,
  type OrderAmounts,
  type RefusalBody,
  sumOrderAmounts,
} from '@tread/domain';
import type { Deps } from '../../platform/deps';
import { type DeliveryServices, deliveryResolver, type ResolvedDelivery, undecided } from './delivery-choice';
import { type CheckoutLines, checkoutLines, type GroupLines, refuseOverCheckoutLimit } from './order-lines';

/** One order of the checkout: its lines, how it arrives and what it costs. */
export type PlannedOrder = GroupLines & { delivery: ResolvedDelivery; amounts: OrderAmounts };

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
  };
}

/** The orders and the summary from lines priced now and deliveries already checked. */
export function planCheckout(lines: CheckoutLines, deliveries: Deliveries): CheckoutPlan {
  const orders = lines.groups.map((group): PlannedOrder => {
    const delivery = deliveries.get(group.group) ?? undecided(null);
    const amounts = computeOrderAmounts({
      items: group.lines.map((line) => ({
        price: line.priceSettle,
        count: line.count,
        bizType: line.bizType,
        tier: line.tireTier,
      })),
      taxState: delivery.taxState,
      installation: delivery.installation,
    });
    return { ...group, delivery, amounts };
  });
  const deliveryProblem = orders.find((order) => order.delivery.problem)?.delivery.problem ?? null;
  // Lines first: a sold-out tire matters more than a delivery not chosen yet.
  const problem = lines.problems[0]?.refusal ?? deliveryProblem;
  return {
    orders,
    answer: {
      groups: orders.map(summaryOf),
      amounts: sumOrderAmounts(orders.map((order) => order.amounts)),
      canSubmit: problem === null && orders.length > 0,
      problem: problem?.message ?? null,
    },
    refusal: lines.problems.find((p) => !p.aboutStock)?.refusal ?? deliveryProblem,
  };
}

/** The order summary (confirm) and the checks placing an order shares with it. */
export function orderSummaryService({ db }: Deps, services: DeliveryServices) {
  const resolve = deliveryResolver(services);

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

    /** POST /p/order/confirm: what the orders would be; problems are shown, bad choices refused. */
    async summarize(userId: string, request: CheckoutInput): Promise<CheckoutAnswer> {
      refuseOverCheckoutLimit(request.items);
      const lines = await checkoutLines(db, request.items);
      return planCheckout(lines, await resolveDeliveries(userId, lines, request.deliveries)).answer;
    },
  };
}
export type OrderSummaryService = ReturnType<typeof orderSummaryService>;
