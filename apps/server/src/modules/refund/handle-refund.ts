import {
  acceptActionFor,
  OrderStatus,
  PaymentRefundReason,
  PaymentRefundStatus,
  RefundAction,
  RefundServiceType,
  RefundStatus,
  type RefuseRefundRequest,
} from '@tread/domain';
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import type { AfterSalesOrders } from '../order';
import type { PaymentRefunds } from '../payment';
import type { RefundMove, RefundRow } from './refund-moves';
import { refundRequests } from './tables';

/** The money side of a request: claimed from the order's payment once, sent after commit (issue 16). */
export type RefundMoneyPort = Pick<PaymentRefunds, 'claimForOrder' | 'standingOf' | 'trySend'>;
type Claimed = Awaited<ReturnType<RefundMoneyPort['claimForOrder']>>;
/** What a merchant says when declining. */
type SellerAnswer = Partial<Pick<RefundRow, 'sellerReason' | 'sellerRemark'>>;

/**
 * The merchant's side of a request (SPEC §4): accept, refuse, confirm the returned goods; also what the
 * deadline sweep does when a merchant did not answer in time. Each move is one conditional UPDATE, so of
 * racing clicks exactly one moves the request, and only that one claims the money.
 */
export function handleRefund(
  { db, clock, config }: Deps,
  orders: AfterSalesOrders,
  money: RefundMoneyPort,
  log: FastifyBaseLogger,
  /** moveRefund that tells the shopper (refund-moves.ts movedWithNotice). */
  moveRefund: RefundMove,
) {
  /**
   * Claims the request's money from the order's payment; a balance refund is back at once, and units paid
   * wholly with points have no money to send: their points came back with the units.
   */
  async function claimMoney(tx: Transaction, row: RefundRow, now: Date): Promise<Claimed | null> {
    if (row.amountCents === 0) {
      await moveRefund(tx, RefundAction.MoneyBack, eq(refundRequests.id, row.id), now, { refundedAt: now });
      return null;
    }
    const claimed = await money.claimForOrder(
      tx,
      { userId: row.userId, orderNumber: row.orderNumber },
      { amountCents: row.amountCents, reason: PaymentRefundReason.AfterSales, note: row.refundNumber },
    );
    await tx
      .update(refundRequests)
      .set({ paymentRefundNumber: claimed.refundNumber })
      .where(eq(refundRequests.id, row.id));
    if (claimed.status === PaymentRefundStatus.Succeeded) {
      await moveRefund(tx, RefundAction.MoneyBack, eq(refundRequests.id, row.id), now, { refundedAt: now });
    }
    return claimed;
  }

  /** Moves requests whose gateway refund went through to 'refund successful'. */
  async function finishSent(rows: readonly Pick<RefundRow, 'id' | 'paymentRefundNumber'>[]): Promise<number> {
    const numbers = rows.flatMap((row) => (row.paymentRefundNumber ? [row.paymentRefundNumber] : []));
    const standing = await money.standingOf(numbers);
    let moved = 0;
    for (const row of rows) {
      const sent = row.paymentRefundNumber ? standing.get(row.paymentRefundNumber) : undefined;
      if (sent?.status !== PaymentRefundStatus.Succeeded) continue;
      const now = clock.now();
      const done = await db.transaction((tx) =>
        moveRefund(tx, RefundAction.MoneyBack, eq(refundRequests.id, row.id), now, {
          refundedAt: sent.refundedAt ?? now,
        }),
      );
      moved += done.length;
    }
    return moved;
  }

  /** After commit: the gateway refund is sent, and the request moves on when it went through. */
  async function sendClaimed(row: RefundRow, claimed: Claimed | null): Promise<void> {
    if (!claimed || claimed.status !== PaymentRefundStatus.Pending) return;
    await money.trySend(claimed, log);
    await finishSent([{ id: row.id, paymentRefundNumber: claimed.refundNumber }]);
  }

  /**
   * One move inside a transaction, with what it entails: accepting a refund-only request or receiving a
   * return claims the money and gives the units back (a refund before shipping never sent the goods).
   */
  async function move(
    tx: Transaction,
    action: RefundAction,
    where: SQL,
    now: Date,
    answer: SellerAnswer = {},
  ): Promise<{ row: RefundRow; claimed: Claimed | null } | null> {
    const returnTerms =
      action === RefundAction.AcceptReturn
        ? {
            returnBy: new Date(now.getTime() + config.refunds.returnShipDays * 86_400_000),
            returnAddress: config.refunds.returnAddress,
          }
        : {};
    const [row] = await moveRefund(tx, action, where, now, { ...returnTerms, ...answer });
    if (!row) return null;
    if (action !== RefundAction.AcceptRefund && action !== RefundAction.ConfirmReturn)
      return { row, claimed: null };
    const order = await orders.read(tx, row.orderNumber, { userId: row.userId, lock: true, now });
    if (!order) throw new Error(`refund ${row.refundNumber} has no order`);
    const unitsBack = action === RefundAction.ConfirmReturn || order.status === OrderStatus.Paid;
    if (unitsBack) await orders.returned(tx, order, [{ itemId: row.itemId, count: row.quantity }]);
    return { row, claimed: await claimMoney(tx, row, now) };
  }

  /** A staff move on one request, audited in its transaction; refused when the request is elsewhere. */
  async function staffMove(
    by: Principal,
    refundNumber: string,
    pick: (row: RefundRow) => RefundAction,
    answer: SellerAnswer = {},
  ): Promise<RefundRow> {
    const now = clock.now();
    const done = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.refundNumber, refundNumber));
      if (!current) throw refuse('REFUND_NOT_FOUND');
      const action = pick(current);
      const result = await move(tx, action, eq(refundRequests.id, current.id), now, answer);
      if (!result) throw refuse('REFUND_STATUS_CHANGED');
      await recordStaffWrite(tx, {
        actor: by,
        action: `refund.${action}`,
        subject: `refund:${refundNumber}`,
        before: { status: current.status },
        after: { status: result.row.status, ...answer },
        at: now,
      });
      return result;
    });
    await sendClaimed(done.row, done.claimed);
    return done.row;
  }

  return {
    accept: (by: Principal, refundNumber: string) =>
      staffMove(by, refundNumber, (row) => acceptActionFor(row.serviceType)),

    refuse: (by: Principal, refundNumber: string, answer: RefuseRefundRequest) =>
      staffMove(by, refundNumber, () => RefundAction.Refuse, {
        sellerReason: answer.reason,
        sellerRemark: answer.remark ?? '',
      }),

    /** The returned goods arrived: stock goes back and the money is claimed. */
    receive: (by: Principal, refundNumber: string) =>
      staffMove(by, refundNumber, (row) => {
        if (row.serviceType !== RefundServiceType.ReturnAndRefund) throw refuse('REFUND_STATUS_CHANGED');
        return RefundAction.ConfirmReturn;
      }),

    /** The sweep: a request the merchant did not answer in time is accepted as if they had (SPEC §4). */
    async acceptUnanswered(batch: number): Promise<number> {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: refundRequests.id, serviceType: refundRequests.serviceType })
          .from(refundRequests)
          .where(and(eq(refundRequests.status, RefundStatus.Applied), lte(refundRequests.respondBy, now)))
          .orderBy(asc(refundRequests.respondBy))
          .limit(batch)
          .for('update', { skipLocked: true });
        const results = [];
        for (const row of due) {
          const result = await move(tx, acceptActionFor(row.serviceType), eq(refundRequests.id, row.id), now);
          if (result) results.push(result);
        }
        return results;
      });
      for (const { row, claimed } of done) await sendClaimed(row, claimed);
      return done.length;
    },

    /** The sweep: gateway refunds sent later (by the owed-refunds sweep) move their requests on. */
    async finishOwed(batch: number): Promise<number> {
      const waiting = await db
        .select({ id: refundRequests.id, paymentRefundNumber: refundRequests.paymentRefundNumber })
        .from(refundRequests)
        .where(
          inArray(refundRequests.status, [RefundStatus.AcceptedAwaitingRefund, RefundStatus.ReturnReceived]),
        )
        .orderBy(asc(refundRequests.updatedAt))
        .limit(batch);
      return finishSent(waiting);
    },
  };
}
export type HandleRefund = ReturnType<typeof handleRefund>;
