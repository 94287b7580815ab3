import type { GrowthSource } from '@tread/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
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
