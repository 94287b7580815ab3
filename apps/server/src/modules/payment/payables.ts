import { PayResultStatus } from '@tread/domain';
import { refuse } from '../../platform/errors';
import type { PayableKind } from '../../platform/payables';
import type { OrderPayments } from '../order';

/** Other things paid like orders (top-ups, memberships, issue 17), told apart by their numbers. */
export type OtherPayable = { matches(number: string): boolean; kind: PayableKind };

/** What one payment pays: orders, or one other kind; never a mix, as each kind settles on its own. */
export type Payables = Pick<OrderPayments, 'payable' | 'markPaid' | 'expireLate'> & {
  /** Only orders are paid from the balance: a top-up into it would add nothing. */
  balanceAllowed(numbers: readonly string[]): boolean;
  /** The other kind a number belongs to, or null for an order. */
  otherKindOf(number: string): PayableKind | null;
};

export function payables(orders: OrderPayments, others: readonly OtherPayable[]): Payables {
  const kindOf = (numbers: readonly string[]) => {
    const other = others.find((o) => numbers.some((n) => o.matches(n)));
    if (!other) return orders;
    if (numbers.every((n) => other.matches(n))) return other.kind;
    throw refuse('ORDER_NOT_FOUND');
  };
  return {
    payable: (tx, input) => kindOf(input.orderNumbers).payable(tx, input),
    markPaid: (tx, input) => kindOf(input.orderNumbers).markPaid(tx, input),
    expireLate: (tx, userId, numbers, now) => kindOf(numbers).expireLate(tx, userId, numbers, now),
    balanceAllowed: (numbers) => kindOf(numbers) === orders,
    otherKindOf: (number) => others.find((o) => o.matches(number))?.kind ?? null,
  };
}

/** pay-result for a top-up or a membership: paid, closed, or still open (processing while an attempt is pending). */
export async function otherPayingStatus(
  kind: PayableKind,
  userId: string,
  number: string,
  attemptPending: () => Promise<boolean>,
): Promise<PayResultStatus> {
  const status = await kind.status(userId, number);
  if (status === null) throw refuse('ORDER_NOT_FOUND');
  if (status === 'paid') return PayResultStatus.Success;
  if (status === 'closed') return PayResultStatus.Failed;
  return (await attemptPending()) ? PayResultStatus.Processing : PayResultStatus.Failed;
}
