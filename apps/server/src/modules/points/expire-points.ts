import { PointsSource } from '@tread/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { pointsAccounts, pointsEntries } from './tables';

const BATCH = 100;

/**
 * Points expire a year after they were earned (SPEC §9): each lot's remainder, oldest first, exactly once — the
 * lot is locked (other instances skip it) and emptied in the transaction that writes the expiry entry.
 */
export function expirePoints({ db, clock }: Deps): Job {
  return {
    name: 'expire points a year old',
    batchSize: BATCH,
    runBatch: () =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const due = await tx
          .select({ id: pointsEntries.id, userId: pointsEntries.userId, remaining: pointsEntries.remaining })
          .from(pointsEntries)
          .where(and(gt(pointsEntries.remaining, 0), lte(pointsEntries.expiresAt, now)))
          .orderBy(asc(pointsEntries.expiresAt), asc(pointsEntries.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const lot of due) {
          await tx.update(pointsEntries).set({ remaining: 0 }).where(eq(pointsEntries.id, lot.id));
          await tx
            .update(pointsAccounts)
            .set({ balance: sql`${pointsAccounts.balance} - ${lot.remaining}`, updatedAt: now })
            .where(eq(pointsAccounts.userId, lot.userId));
          await tx.insert(pointsEntries).values({
            userId: lot.userId,
            source: PointsSource.Expired,
            change: -lot.remaining,
            createdAt: now,
          });
        }
        return due.length;
      }),
  };
}
