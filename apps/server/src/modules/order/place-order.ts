import { PAYMENT_WINDOW_MINUTES, type SubmitOrderAnswer, type SubmitOrderInput } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, refuse } from '../../platform/errors';
import { refuseDisabledBuyer } from '../account';
import { removeCheckedOutLines } from '../cart';
import type { OrderEffects, PlacedOrder } from './order-effects';
import { checkoutLines, refuseOverCheckoutLimit } from './order-lines';
import { type OrderSummaryService, planCheckout } from './order-summary';
import { claimSubmit, earlierSubmit, insertOrder, recordSubmit } from './placed-orders';

const MINUTE_MS = 60_000;

const duplicateSubmit = () => refuse('DUPLICATE_SUBMIT');

/** One submit per shopper at a time; a second one in flight is refused rather than queued. */
async function lockBuyer(tx: Transaction, userId: string): Promise<void> {
  const [lock] = await selectRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`order-submit:${userId}`}, 0)) as locked`,
  );
  if (!lock?.locked) throw duplicateSubmit();
}

/** Placing the orders (SPEC §3 'Order'): one per group, its effects (stock first) applied, all in one transaction. */
export function placeOrderService(
  { db, clock, changes }: Deps,
  summary: OrderSummaryService,
  effects: OrderEffects,
) {
  return {
    /** POST /p/order/submit: the same submit id always answers the same orders and places them once. */
    async placeOrders(userId: string, request: SubmitOrderInput): Promise<SubmitOrderAnswer> {
      const earlier = await earlierSubmit(db, userId, request.submitId);
      if (earlier) return earlier;
      refuseOverCheckoutLimit(request.items);
      // Shops and addresses are read before the transaction, which then holds one connection only: a pool
      // full of submits waiting on this one can never keep it from finishing.
      const deliveries = await summary.resolveDeliveries(
        userId,
        await checkoutLines(db, request.items),
        request.deliveries,
      );
      const answer = await db.transaction(async (tx) => {
        const now = clock.now();
        if (!(await claimSubmit(tx, userId, request.submitId, now))) {
          const answer = await earlierSubmit(tx, userId, request.submitId);
          if (!answer) throw duplicateSubmit();
          return answer;
        }
        await lockBuyer(tx, userId);
        await refuseDisabledBuyer(tx, userId);
        // Priced again inside the transaction: what is charged is what the catalog says now.
        const plan = planCheckout(await checkoutLines(tx, request.items), deliveries);
        if (plan.refusal) throw new AppError(plan.refusal);
        const payBefore = new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE_MS);
        const context = { userId, submitId: request.submitId, remark: request.remark, now, payBefore };
        const placed: PlacedOrder[] = [];
        for (const order of plan.orders) placed.push(await insertOrder(tx, order, context));
        await effects.apply(tx, { userId, orders: placed });
        const orderNumbers = placed.map((order) => order.orderNumber);
        await recordSubmit(tx, userId, request.submitId, orderNumbers);
        await removeCheckedOutLines(
          tx,
          userId,
          placed.flatMap((order) => order.lines.map((line) => line.skuId)),
        );
        return { orderNumbers, total: plan.answer.amounts.total, payBefore: payBefore.toISOString() };
      });
      // What the order took (the last of a SKU, say) shows on the shopper's next page here, not a moment later.
      await changes.caughtUp();
      return answer;
    },
  };
}
export type PlaceOrderService = ReturnType<typeof placeOrderService>;
