import { randomInt } from 'node:crypto';
import {
  GrowthSource,
  isTopUpNumber,
  ORDER_NUMBER_RANDOM_DIGITS,
  PAYMENT_WINDOW_MINUTES,
  PointsSource,
  payableStatusAt,
  RECHARGE_MIN_CENTS,
  TOP_UP_MAX_CENTS,
  type TopUpAnswer,
  type TopUpOption,
  type TopUpOptionsAnswer,
  TopUpStatus,
  topUpNumber,
  topUpOptionFor,
} from '@tread/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { type PayableKind, pickPayable } from '../../platform/payables';
import type { GrowthChange } from '../member';
import type { WalletService } from './service';
import { topUps } from './tables';

const MINUTE_MS = 60_000;

/** What a top-up's bonus needs of other modules, in the paying transaction (bound in app.ts). */
export type TopUpPorts = {
  /** The options staff offer now. */
  options: () => Promise<TopUpOption[]>;
  creditPoints(
    tx: Transaction,
    change: { userId: string; points: number; source: PointsSource; now: Date; orderNumber?: string },
  ): Promise<unknown>;
  creditGrowth(tx: Transaction, change: GrowthChange): Promise<void>;
  grantCoupon(tx: Transaction, userId: string, couponId: number, now: Date): Promise<boolean>;
  couponNames(ids: readonly number[]): Promise<{ id: number; name: string }[]>;
};

type TopUpRow = typeof topUps.$inferSelect;

const newTopUpNumber = (now: Date) =>
  topUpNumber(
    now,
    String(randomInt(10 ** ORDER_NUMBER_RANDOM_DIGITS)).padStart(ORDER_NUMBER_RANDOM_DIGITS, '0'),
  );

/**
 * Top-ups (recharge-balance; SPEC §3 'Top-up option', §5, §9): any amount from $0.01 to $100,000, paid on
 * pay-way like an order. The option whose amount matches gives its bonus (points, coupons, growth), granted
 * with the credit in the transaction that marks the top-up paid: a repeated notification finds it paid.
 */
export function topUpService({ db, clock }: Deps, wallet: WalletService, ports: TopUpPorts) {
  async function answerOf(row: TopUpRow): Promise<TopUpAnswer> {
    return {
      number: row.number,
      amountCents: row.amountCents,
      status: payableStatusAt(row.status, row.payBefore, clock.now()),
      bonusGrowth: row.bonusGrowth,
      bonusPoints: row.bonusPoints,
      coupons: await ports.couponNames(row.couponIds),
      payBefore: row.payBefore.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  return {
    async options(userId: string): Promise<TopUpOptionsAnswer> {
      const [options, balance] = await Promise.all([ports.options(), wallet.balance(userId)]);
      const names = await ports.couponNames(options.flatMap((option) => option.couponIds));
      return {
        options: options.map(({ couponIds, ...option }) => ({
          ...option,
          coupons: names.filter((coupon) => couponIds.includes(coupon.id)),
        })),
        balance,
        minCents: RECHARGE_MIN_CENTS,
        maxCents: TOP_UP_MAX_CENTS,
      };
    },

    /** POST /p/wallet/topUp: the top-up to pay, with the bonus its amount earns as offered now. */
    async create(userId: string, amountCents: number): Promise<TopUpAnswer> {
      const now = clock.now();
      const option = topUpOptionFor(await ports.options(), amountCents);
      const [row] = await db
        .insert(topUps)
        .values({
          number: newTopUpNumber(now),
          userId,
          amountCents,
          status: TopUpStatus.Unpaid,
          bonusGrowth: option?.bonusGrowth ?? 0,
          bonusPoints: option?.bonusPoints ?? 0,
          couponIds: option?.couponIds ?? [],
          payBefore: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE_MS),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('top-up not written');
      return answerOf(row);
    },

    async read(userId: string, number: string): Promise<TopUpAnswer> {
      const [row] = await db
        .select()
        .from(topUps)
        .where(and(eq(topUps.userId, userId), eq(topUps.number, number)));
      if (!row) throw refuse('TOP_UP_NOT_FOUND');
      return answerOf(row);
    },
  };
}

/** Top-ups as the payment module pays them: the same three steps as orders, and their standing. */
export function topUpPayments({ db, clock }: Deps, wallet: WalletService, ports: TopUpPorts): PayableKind {
  async function rowsOf(tx: Database | Transaction, userId: string, numbers: string[], lock: boolean) {
    const query = tx
      .select()
      .from(topUps)
      .where(and(eq(topUps.userId, userId), inArray(topUps.number, numbers)));
    return lock ? query.for('update') : query;
  }

  return {
    async payable(
      tx: Database | Transaction,
      input: { userId: string; orderNumbers: string[]; now: Date; lock: boolean },
    ) {
      const wanted = [...new Set(input.orderNumbers)];
      if (wanted.length === 0 || !wanted.every(isTopUpNumber)) throw refuse('TOP_UP_NOT_FOUND');
      const rows = await rowsOf(tx, input.userId, wanted, input.lock);
      return pickPayable(rows, wanted, input.now, () => refuse('TOP_UP_NOT_FOUND'));
    },

    /** Credits the balance and grants the bonus, each top-up only if it was still unpaid inside its window. */
    async markPaid(tx: Transaction, input: { userId: string; orderNumbers: string[]; now: Date }) {
      const { userId, now } = input;
      const paid = await tx
        .update(topUps)
        .set({ status: TopUpStatus.Paid, paidAt: now })
        .where(
          and(
            eq(topUps.userId, userId),
            inArray(topUps.number, input.orderNumbers),
            eq(topUps.status, TopUpStatus.Unpaid),
            gt(topUps.payBefore, now),
          ),
        )
        .returning();
      if (paid.length !== new Set(input.orderNumbers).size) throw refuse('ORDER_STATUS_CHANGED');
      for (const row of paid) {
        await wallet.credit(tx, {
          userId,
          amountCents: row.amountCents,
          kind: 'recharge',
          reference: row.number,
        });
        if (row.bonusPoints > 0) {
          await ports.creditPoints(tx, {
            userId,
            points: row.bonusPoints,
            source: PointsSource.TopUp,
            orderNumber: row.number,
            now,
          });
        }
        await ports.creditGrowth(tx, {
          userId,
          change: row.bonusGrowth,
          source: GrowthSource.TopUp,
          reference: row.number,
          now,
        });
        // A bonus coupon no longer to be had is left out; the money and points still count.
        for (const couponId of row.couponIds) await ports.grantCoupon(tx, userId, couponId, now);
      }
    },

    /** Paid, closed, or still to pay; null when the shopper has no such top-up. */
    async status(userId: string, number: string) {
      const [row] = await rowsOf(db, userId, [number], false);
      return row ? payableStatusAt(row.status, row.payBefore, clock.now()) : null;
    },

    /** Money that came after the window: the top-up closes, and the payment goes back whole. */
    async expireLate(tx: Transaction, userId: string, numbers: string[], _now: Date): Promise<number> {
      const closed = await tx
        .update(topUps)
        .set({ status: TopUpStatus.Closed })
        .where(
          and(
            eq(topUps.userId, userId),
            inArray(topUps.number, numbers),
            eq(topUps.status, TopUpStatus.Unpaid),
          ),
        )
        .returning({ id: topUps.id });
      return closed.length;
    },
  };
}
export type TopUpService = ReturnType<typeof topUpService>;
