import {
  PAYMENT_WINDOW_MINUTES,
  PaymentType,
  type SubmitOrderAnswer,
  type SubmitOrderInput,
} from '@tread/domain';
import type { Deps } from '../../platform/deps';
import { AppError, refuse } from '../../platform/errors';
import { removeCheckedOutLines } from '../cart';
import type { OrderEffects } from './order-effects';
import type { SpecialHold, SpecialsPort } from './order-specials';
import { type CheckoutPlan, type OrderSummaryService, planCheckout } from './order-summary';
import { markOrdersPaid } from './pay-orders';
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
  specials: SpecialsPort,
) {
  /** The orders a submit asks for, priced as the catalog says now, or the refusal that stops them. */
  async function planOrders(userId: string, request: SubmitOrderInput): Promise<CheckoutPlan> {
    const reads = await summary.readCheckout(userId, request, false);
    const plan = planCheckout(reads);
    if (plan.refusal) throw new AppError(plan.refusal);
    // Stock the read already shows short is refused here; stock it shows is decided by reserving it.
    if (reads.lines.problems.some((problem) => problem.aboutStock)) throw refuse('INSUFFICIENT_INVENTORY');
    return plan;
  }

  /** The transaction that places the planned orders under freshly drawn numbers. */
  function placePlanned(userId: string, request: SubmitOrderInput, plan: CheckoutPlan) {
    const now = clock.now();
    const payBefore = new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE_MS);
    const numbered = plan.orders.map((order) => ({ ...order, orderNumber: newOrderNumber(now) }));
    const orderNumbers = numbered.map((order) => order.orderNumber);
    return db.transaction(async (tx): Promise<SubmitOrderAnswer & { placedNow: boolean }> => {
      const claim = await claimSubmit(tx, { userId, submitId: request.submitId, orderNumbers, now });
      if (claim === 'placed') {
        const answer = await earlierSubmit(tx, userId, request.submitId);
        if (!answer) throw duplicateSubmit();
        return { ...answer, placedNow: false };
      }
      if (claim === 'busy') throw duplicateSubmit();
      if (claim === 'disabled') throw refuse('ACCOUNT_DISABLED');
      const context = {
        userId,
        submitId: request.submitId,
        remark: request.remark,
        now,
        payBefore,
        orderType: plan.orderType,
        special: request.special ?? null,
      };
      const placed = await insertOrders(tx, numbered, context);
      await removeCheckedOutLines(
        tx,
        userId,
        placed.flatMap((order) => order.lines.map((line) => line.skuId)),
      );
      // Effects last: the SKU rows they lock stay locked only until the commit that follows.
      await effects.apply(tx, { userId, orders: placed });
      // Nothing left to pay in money (a points-mall item for points only): paid with points now (type 0 'score').
      if (plan.answer.amounts.total === 0) {
        await markOrdersPaid(tx, effects, { userId, orderNumbers, paymentType: PaymentType.Score, now });
      }
      return {
        orderNumbers: placed.map((order) => order.orderNumber),
        total: plan.answer.amounts.total,
        payBefore: payBefore.toISOString(),
        placedNow: true,
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

  /** A refusal, unless the submit id already placed orders: then those are the answer. */
  async function earlierOr(userId: string, submitId: string, error: unknown) {
    const earlier = error instanceof AppError ? await earlierSubmit(db, userId, submitId) : null;
    if (!earlier) throw error;
    return { ...earlier, placedNow: false };
  }

  /** A repeated submit answers the orders it placed, whatever the basket or the shop has become since. */
  async function planAndPlace(userId: string, request: SubmitOrderInput) {
    let plan: CheckoutPlan;
    try {
      plan = await planOrders(userId, request);
    } catch (error) {
      return earlierOr(userId, request.submitId, error);
    }
    return placeWithFreeNumbers(userId, request, plan);
  }

  /**
   * A flash sale's units are held at the gate before anything is read, so a sold-out rush costs the database
   * nothing; they are given back unless an order was placed with them now.
   */
  async function holdSpecial(userId: string, request: SubmitOrderInput) {
    const { special } = request;
    if (!special) return null;
    const count = request.items.reduce((total, item) => total + item.count, 0);
    return specials[special.kind].hold(userId, special, count, clock.now());
  }

  return {
    /** POST /p/order/submit: the same submit id always answers the same orders and places them once. */
    async placeOrders(userId: string, request: SubmitOrderInput): Promise<SubmitOrderAnswer> {
      let hold: SpecialHold | null;
      try {
        hold = await holdSpecial(userId, request);
      } catch (error) {
        const { placedNow: _, ...earlier } = await earlierOr(userId, request.submitId, error);
        return earlier;
      }
      let placed: SubmitOrderAnswer & { placedNow: boolean };
      try {
        placed = await planAndPlace(userId, request);
        if (!placed.placedNow) await hold?.giveBack();
      } catch (error) {
        await hold?.giveBack();
        throw error;
      } finally {
        hold?.done();
      }
      const { placedNow, ...answer } = placed;
      // What the order took (the last of a SKU, say) shows on the shopper's next page here, not a moment later.
      if (placedNow) await changes.caughtUp();
      return answer;
    },
  };
}
export type PlaceOrderService = ReturnType<typeof placeOrderService>;
