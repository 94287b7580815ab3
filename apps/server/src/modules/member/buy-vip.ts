import { randomInt } from 'node:crypto';
import {
  isVipNumber,
  ORDER_NUMBER_RANDOM_DIGITS,
  PAYMENT_WINDOW_MINUTES,
  payableStatusAt,
  type VipPurchaseAnswer,
  vipEndsAt,
  vipNumber,
} from '@tread/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { type PayableKind, pickPayable } from '../../platform/payables';
import type { MemberPorts } from './ports';
import { memberAccounts, vipPurchases } from './tables';

const MINUTE_MS = 60_000;

const newVipNumber = (now: Date) =>
  vipNumber(
    now,
    String(randomInt(10 ** ORDER_NUMBER_RANDOM_DIGITS)).padStart(ORDER_NUMBER_RANDOM_DIGITS, '0'),
  );

const answerOf = (row: typeof vipPurchases.$inferSelect, now: Date): VipPurchaseAnswer => ({
  number: row.number,
  planName: row.planName,
  amountCents: row.amountCents,
  status: payableStatusAt(row.status, row.payBefore, now),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** buy-vip: a plan's purchase, paid on pay-way like an order; the plan's price and term are kept as offered. */
export function vipPurchasing({ db, clock }: Deps, ports: MemberPorts) {
  return {
    async buy(userId: string, planId: string): Promise<VipPurchaseAnswer> {
      const plan = (await ports.rules('membership')).plans.find((p) => p.id === planId);
      if (!plan) throw refuse('VIP_PLAN_NOT_FOUND');
      const now = clock.now();
      const [row] = await db
        .insert(vipPurchases)
        .values({
          number: newVipNumber(now),
          userId,
          planId: plan.id,
          planName: plan.name,
          months: plan.months,
          amountCents: plan.priceCents,
          couponIds: plan.couponIds,
          status: 'unpaid',
          payBefore: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE_MS),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('purchase not written');
      return answerOf(row, now);
    },

    async read(userId: string, number: string): Promise<VipPurchaseAnswer> {
      const [row] = await db
        .select()
        .from(vipPurchases)
        .where(and(eq(vipPurchases.userId, userId), eq(vipPurchases.number, number)));
      if (!row) throw refuse('VIP_PURCHASE_NOT_FOUND');
      return answerOf(row, clock.now());
    },
  };
}

/**
 * Memberships as the payment module pays them. Marking one paid runs the membership on from its current end
 * (or from now) and grants the plan's coupons, in the paying transaction: a repeated notification finds it paid.
 */
export function vipPayments({ db, clock }: Deps, ports: MemberPorts): PayableKind {
  const rowsOf = (reader: Database | Transaction, userId: string, numbers: string[]) =>
    reader
      .select()
      .from(vipPurchases)
      .where(and(eq(vipPurchases.userId, userId), inArray(vipPurchases.number, numbers)));

  async function extend(tx: Transaction, userId: string, months: number, now: Date): Promise<Date> {
    await tx.insert(memberAccounts).values({ userId, updatedAt: now }).onConflictDoNothing();
    const [account] = await tx
      .select({ vipExpiresAt: memberAccounts.vipExpiresAt })
      .from(memberAccounts)
      .where(eq(memberAccounts.userId, userId))
      .for('update');
    const end = vipEndsAt(account?.vipExpiresAt ?? null, now, months);
    await tx
      .update(memberAccounts)
      .set({ vipExpiresAt: end, updatedAt: now })
      .where(eq(memberAccounts.userId, userId));
    return end;
  }

  return {
    async payable(tx, input) {
      const wanted = [...new Set(input.orderNumbers)];
      if (wanted.length === 0 || !wanted.every(isVipNumber)) throw refuse('VIP_PURCHASE_NOT_FOUND');
      const query = rowsOf(tx, input.userId, wanted);
      const rows = input.lock ? await query.for('update') : await query;
      return pickPayable(rows, wanted, input.now, () => refuse('VIP_PURCHASE_NOT_FOUND'));
    },

    async markPaid(tx, { userId, orderNumbers, now }) {
      const paid = await tx
        .update(vipPurchases)
        .set({ status: 'paid', paidAt: now })
        .where(
          and(
            eq(vipPurchases.userId, userId),
            inArray(vipPurchases.number, orderNumbers),
            eq(vipPurchases.status, 'unpaid'),
            gt(vipPurchases.payBefore, now),
          ),
        )
        .returning();
      if (paid.length !== new Set(orderNumbers).size) throw refuse('ORDER_STATUS_CHANGED');
      for (const row of paid) {
        const end = await extend(tx, userId, row.months, now);
        await tx.update(vipPurchases).set({ expiresAt: end }).where(eq(vipPurchases.id, row.id));
        // A coupon no longer to be had is left out; the membership still counts.
        for (const couponId of row.couponIds) await ports.grantCoupon(tx, userId, couponId, now);
      }
    },

    async expireLate(tx, userId, numbers) {
      const closed = await tx
        .update(vipPurchases)
        .set({ status: 'closed' })
        .where(
          and(
            eq(vipPurchases.userId, userId),
            inArray(vipPurchases.number, numbers),
            eq(vipPurchases.status, 'unpaid'),
          ),
        )
        .returning({ id: vipPurchases.id });
      return closed.length;
    },

    async status(userId, number) {
      const [row] = await rowsOf(db, userId, [number]);
      return row ? payableStatusAt(row.status, row.payBefore, clock.now()) : null;
    },
  };
}
