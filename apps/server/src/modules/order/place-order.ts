import { PAYMENT_WINDOW_MINUTES, type SubmitOrderAnswer, type SubmitOrderInput } from '@tread/domain';
import type { Deps } from '../../platform/deps';
import { AppError, refuse } from '../../platform/errors';
import { removeCheckedOutLines } from '../cart';
import type { OrderEffects } from './order-effects';
import { checkoutLines, refuseOverCheckoutLimit } from './order-lines';
import { type CheckoutPlan, type OrderSummaryService, planCheckout } from './order-summary';
import {
  claimSubmit,
  earlierSubmit,
  insertOrders,
  isOrderNumberTaken,
  newOrderNumber,
  ORDER_NUMBER_TRIES,
} from './placed-orders';

const MINUTE_MS = 60_000;

const duplicateSubmit = () => refuse('DUPLICATE_SUBMIT');

/**
 * Placing the orders (SPEC §3 'Order'): one per group, its effects (stock first) applied, all in one
 * transaction. Lines, shops and addresses are read before it, so the transaction holds one connection only
 * (a pool full of submits waiting on this one can never keep it from finishing) and only for its writes.
 */
export function placeOrderService(
  { db, clock, changes }: Deps,
  summary: OrderSummaryService,
  effects: OrderEffects,
) {
  /** The orders a submit asks for, priced as the catalog says now, or the refusal that stops them. */
  async function planOrders(userId: string, request: SubmitOrderInput): Promise<CheckoutPlan> {
    refuseOverCheckoutLimit(request.items);
    const lines = await checkoutLines(db, request.items);
    const [deliveries, promotions] = await Promise.all([
      summary.resolveDeliveries(userId, lines, request.deliveries),
      summary.readPromotions(userId, lines, request.coupons, false),
    ]);
    const plan = planCheckout(lines, deliveries, promotions, request.coupons);
    if (plan.refusal) throw new AppError(plan.refusal);
    // Stock the read already shows short is refused here; stock it shows is decided by reserving it.
    if (lines.problems.some((problem) => problem.aboutStock)) throw refuse('INSUFFICIENT_INVENTORY');
    return plan;
  }

  /** The transaction that places the planned orders under freshly drawn numbers. */
  function placePlanned(userId: string, request: SubmitOrderInput, plan: CheckoutPlan) {
    const now = clock.now();
    const payBefore = new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE_MS);
    const numbered = plan.orders.map((order) => ({ ...order, orderNumber: newOrderNumber(now) }));
    const orderNumbers = numbered.map((order) => order.orderNumber);
    return db.transaction(async (tx): Promise<SubmitOrderAnswer> => {
      const claim = await claimSubmit(tx, { userId, submitId: request.submitId, orderNumbers, now });
      if (claim === 'placed') {
        const answer = await earlierSubmit(tx, userId, request.submitId);
        if (!answer) throw duplicateSubmit();
        return answer;
      }
      if (claim === 'busy') throw duplicateSubmit();
      if (claim === 'disabled') throw refuse('ACCOUNT_DISABLED');
      const context = { userId, submitId: request.submitId, remark: request.remark, now, payBefore };
      const placed = await insertOrders(tx, numbered, context);
      await removeCheckedOutLines(
        tx,
        userId,
        placed.flatMap((order) => order.lines.map((line) => line.skuId)),
      );
      // Effects last: the SKU rows they lock stay locked only until the commit that follows.
      await effects.apply(tx, { userId, orders: placed });
      return {
        orderNumbers: placed.map((order) => order.orderNumber),
        total: plan.answer.amounts.total,
        payBefore: payBefore.toISOString(),
      };
    });
  }

  /** An order number another order already has fails the transaction, which is tried again with fresh numbers. */
  async function placeWithFreeNumbers(userId: string, request: SubmitOrderInput, plan: CheckoutPlan) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await placePlanned(userId, request, plan);
      } catch (error) {
        if (attempt >= ORDER_NUMBER_TRIES || !isOrderNumberTaken(error)) throw error;
      }
    }
  }

  return {
    /** POST /p/order/submit: the same submit id always answers the same orders and places them once. */
    async placeOrders(userId: string, request: SubmitOrderInput): Promise<SubmitOrderAnswer> {
      let plan: CheckoutPlan;
      try {
        plan = await planOrders(userId, request);
      } catch (error) {
        // A repeated submit answers the orders it placed, whatever the basket or the shop has become since.
        const earlier = error instanceof AppError ? await earlierSubmit(db, userId, request.submitId) : null;
        if (earlier) return earlier;
        throw error;
      }
      const answer = await placeWithFreeNumbers(userId, request, plan);
      // What the order took (the last of a SKU, say) shows on the shopper's next page here, not a moment later.
      await changes.caughtUp();
      return answer;
    },
  };
}
export type PlaceOrderService = ReturnType<typeof placeOrderService>;
