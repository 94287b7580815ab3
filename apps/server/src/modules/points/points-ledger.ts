import { type PointsSource, pointsExpireAt } from '@tread/domain';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { pointsAccounts, pointsEntries } from './tables';

/** 'Not enough points', on the field of the form that asked. */
type NotEnough =
  | 'POINTS_NOT_ENOUGH'
  | 'CHECKOUT_POINTS_NOT_ENOUGH'
  | 'SPIN_POINTS_NOT_ENOUGH'
  | 'MALL_POINTS_NOT_ENOUGH';

type Change = {
  userId: string;
  points: number;
  source: PointsSource;
  now: Date;
  orderNumber?: string;
  note?: string;
};

/**
 * The points ledger, inside the caller's transaction: a credit writes a lot that expires in a year, a debit
 * takes the oldest lots first; the balance moves in the same statement set, never below zero.
 */
export const pointsLedger = {
  async credit(tx: Transaction, change: Change): Promise<number> {
    const [account] = await tx
      .insert(pointsAccounts)
      .values({ userId: change.userId, balance: change.points, updatedAt: change.now })
      .onConflictDoUpdate({
        target: pointsAccounts.userId,
        set: { balance: sql`${pointsAccounts.balance} + ${change.points}`, updatedAt: change.now },
      })
      .returning({ balance: pointsAccounts.balance });
    await tx.insert(pointsEntries).values({
      userId: change.userId,
      source: change.source,
      change: change.points,
      orderNumber: change.orderNumber ?? null,
      note: change.note ?? null,
      expiresAt: pointsExpireAt(change.now),
      remaining: change.points,
      createdAt: change.now,
    });
    return account?.balance ?? change.points;
  },

  /** Takes `points` from the oldest lots; refused with 'Not enough points' (the caller's code) beyond the balance. */
  async debit(tx: Transaction, change: Change, refusal: NotEnough = 'POINTS_NOT_ENOUGH'): Promise<number> {
    const [account] = await tx
      .update(pointsAccounts)
      .set({ balance: sql`${pointsAccounts.balance} - ${change.points}`, updatedAt: change.now })
      .where(and(eq(pointsAccounts.userId, change.userId), gte(pointsAccounts.balance, change.points)))
      .returning({ balance: pointsAccounts.balance });
    if (!account) throw refuse(refusal);
    const lots = await tx
      .select({ id: pointsEntries.id, remaining: pointsEntries.remaining })
      .from(pointsEntries)
      .where(and(eq(pointsEntries.userId, change.userId), gt(pointsEntries.remaining, 0)))
      .orderBy(asc(pointsEntries.expiresAt), asc(pointsEntries.id))
      .for('update');
    let left = change.points;
    for (const lot of lots) {
      if (left === 0) break;
      const taken = Math.min(left, lot.remaining);
      await tx
        .update(pointsEntries)
        .set({ remaining: lot.remaining - taken })
        .where(eq(pointsEntries.id, lot.id));
      left -= taken;
    }
    await tx.insert(pointsEntries).values({
      userId: change.userId,
      source: change.source,
      change: -change.points,
      orderNumber: change.orderNumber ?? null,
      note: change.note ?? null,
      createdAt: change.now,
    });
    return account.balance;
  },
};
