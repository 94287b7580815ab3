import type { GrowthSource } from '@tread/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { growthEntries, memberAccounts } from './tables';

export type GrowthChange = {
  userId: string;
  change: number;
  source: GrowthSource;
  reference: string;
  now: Date;
};

/** Adds growth in the caller's transaction: the entry and the account's total move together. */
export async function creditGrowth(tx: Transaction, entry: GrowthChange): Promise<void> {
  if (entry.change <= 0) return;
  await tx
    .insert(memberAccounts)
    .values({ userId: entry.userId, growth: entry.change, updatedAt: entry.now })
    .onConflictDoUpdate({
      target: memberAccounts.userId,
      set: { growth: sql`${memberAccounts.growth} + ${entry.change}`, updatedAt: entry.now },
    });
  await tx.insert(growthEntries).values({
    userId: entry.userId,
    source: entry.source,
    change: entry.change,
    reference: entry.reference,
    createdAt: entry.now,
  });
}

/** Whether a shopper's paid membership runs at `now`. */
export const vipActive =
  ({ db }: Deps) =>
  async (userId: string, now: Date): Promise<boolean> => {
    const [row] = await db
      .select({ userId: memberAccounts.userId })
      .from(memberAccounts)
      .where(and(eq(memberAccounts.userId, userId), gt(memberAccounts.vipExpiresAt, now)));
    return row !== undefined;
  };
