import type { PaymentType } from '@tread/domain';
import type { Database, Transaction } from '../db/client';
import { type AppError, refuse } from './errors';

/** What a payment can pay besides orders (top-ups, memberships): numbered rows with an amount and a window. */
export type PayableStatus = 'unpaid' | 'paid' | 'closed';

export type PayableRow = {
  number: string;
  status: PayableStatus;
  amountCents: number;
  currency: string;
  payBefore: Date;
};

export type Payable = {
  orders: { orderNumber: string; totalCents: number; currency: string; payBefore: Date }[];
  totalCents: number;
};

/**
 * One kind of thing the payment module pays, in the paying transaction: what is due (every number unpaid
 * inside its window), marking it paid (and granting what paying gives), and closing it when money came late.
 */
export type PayableKind = {
  payable(
    tx: Database | Transaction,
    input: { userId: string; orderNumbers: string[]; now: Date; lock: boolean },
  ): Promise<Payable>;
  markPaid(
    tx: Transaction,
    input: { userId: string; orderNumbers: string[]; paymentType: PaymentType; now: Date },
  ): Promise<void>;
  expireLate(tx: Transaction, userId: string, numbers: string[], now: Date): Promise<number>;
  /** Null when the shopper has no such number. */
  status(userId: string, number: string): Promise<PayableStatus | null>;
};

/** The rows asked for, each unpaid inside its window, as what is due; else the refusal that says why. */
export function pickPayable(
  rows: readonly PayableRow[],
  wanted: readonly string[],
  now: Date,
  notFound: () => AppError,
): Payable {
  const picked = wanted.map((number) => {
    const row = rows.find((r) => r.number === number);
    if (!row) throw notFound();
    if (row.status !== 'unpaid') throw refuse('ORDER_STATUS_CHANGED');
    if (row.payBefore.getTime() <= now.getTime()) throw refuse('ORDER_EXPIRED');
    return {
      orderNumber: number,
      totalCents: row.amountCents,
      currency: row.currency,
      payBefore: row.payBefore,
    };
  });
  return { orders: picked, totalCents: picked.reduce((sum, row) => sum + row.totalCents, 0) };
}
