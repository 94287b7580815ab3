import { isTopUpNumber, PayResultStatus, TopUpStatus } from '@tread/domain';
import { refuse } from '../../platform/errors';
import type { OrderPayments } from '../order';
import type { TopUpPayments } from '../wallet';

/** What one payment pays: orders, or top-ups (issue 17); never both, as each kind settles on its own. */
export type Payables = Pick<OrderPayments, 'payable' | 'markPaid' | 'expireLate'> & {
  /** Top-ups are paid through the gateway only: paying the balance into itself would add nothing. */
  balanceAllowed(numbers: readonly string[]): boolean;
};

/** Routes a payment's numbers to the orders or the top-ups they name. */
export function payables(orders: OrderPayments, topUps: TopUpPayments): Payables {
  const kindOf = (numbers: readonly string[]) => {
    const topUp = numbers.filter(isTopUpNumber).length;
    if (topUp === 0) return orders;
    if (topUp === numbers.length) return topUps;
    throw refuse('ORDER_NOT_FOUND');
  };
  return {
    payable: (tx, input) => kindOf(input.orderNumbers).payable(tx, input),
    markPaid: (tx, input) => kindOf(input.orderNumbers).markPaid(tx, input),
    expireLate: (tx, userId, numbers, now) => kindOf(numbers).expireLate(tx, userId, numbers, now),
    balanceAllowed: (numbers) => kindOf(numbers) === orders,
  };
}

/** A top-up's pay-result: paid, closed, or still open (processing while an attempt is pending). */
export async function topUpPayingStatus(
  topUps: TopUpPayments,
  userId: string,
  number: string,
  attemptPending: () => Promise<boolean>,
): Promise<PayResultStatus> {
  const status = await topUps.status(userId, number);
  if (status === null) throw refuse('TOP_UP_NOT_FOUND');
  if (status === TopUpStatus.Paid) return PayResultStatus.Success;
  if (status === TopUpStatus.Closed) return PayResultStatus.Failed;
  return (await attemptPending()) ? PayResultStatus.Processing : PayResultStatus.Failed;
}
