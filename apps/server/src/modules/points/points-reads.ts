import {
  POINTS_EXPIRING_SOON_DAYS,
  POINTS_SOURCE_LABELS,
  type PointsRecord,
  type PointsRecordPage,
  type PointsSummary,
  pointsEarnedFor,
  VIP_SIGN_IN_MULTIPLIER,
} from '@tread/domain';
import { and, count, desc, eq, gt, lte, min, sum } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { pageAnswer } from '../../platform/paging';
import type { OrderRewards } from '../order';
import type { RulesRead, VipRead } from './ports';
import { signInStanding } from './sign-in';
import { pointsAccounts, pointsEntries } from './tables';

const recordOf = (row: typeof pointsEntries.$inferSelect): PointsRecord => ({
  id: row.id,
  source: row.source,
  sourceLabel: POINTS_SOURCE_LABELS[row.source],
  change: row.change,
  time: row.createdAt.toISOString(),
  orderNumber: row.orderNumber,
  note: row.note,
});

/** The points center's reads: the balance, what expires soon, today's sign-in, and the records. */
export function pointsReads(
  { db, clock }: Deps,
  orders: Pick<OrderRewards, 'locked'>,
  rules: RulesRead,
  isVip: VipRead,
) {
  async function balanceAndExpiring(userId: string, now: Date) {
    const [account] = await db
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .where(eq(pointsAccounts.userId, userId));
    const horizon = new Date(now.getTime() + POINTS_EXPIRING_SOON_DAYS * 86_400_000);
    const [soon] = await db
      .select({ points: sum(pointsEntries.remaining).mapWith(Number), at: min(pointsEntries.expiresAt) })
      .from(pointsEntries)
      .where(
        and(
          eq(pointsEntries.userId, userId),
          gt(pointsEntries.remaining, 0),
          lte(pointsEntries.expiresAt, horizon),
        ),
      );
    const [waiting, { centsPerPointEarned }] = await Promise.all([
      orders.locked(userId, now),
      rules('pointsRules'),
    ]);
    return {
      balance: account?.balance ?? 0,
      locked: waiting.reduce((n, order) => n + pointsEarnedFor(order.paidCents, centsPerPointEarned), 0),
      expiringSoon: soon?.points && soon.at ? { points: soon.points, at: soon.at.toISOString() } : null,
    };
  }

  async function records(userId: string, page: { current: number; size: number }): Promise<PointsRecordPage> {
    const where = eq(pointsEntries.userId, userId);
    const [counted] = await db.select({ n: count() }).from(pointsEntries).where(where);
    const rows = await db
      .select()
      .from(pointsEntries)
      .where(where)
      .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    return pageAnswer(rows.map(recordOf), counted?.n ?? 0, page);
  }

  return {
    async summary(userId: string): Promise<PointsSummary> {
      const now = clock.now();
      const [{ signInRewards }, vip] = await Promise.all([rules('pointsRules'), isVip(userId, now)]);
      const rewards = signInRewards.map((points) => points * (vip ? VIP_SIGN_IN_MULTIPLIER : 1));
      return {
        ...(await balanceAndExpiring(userId, now)),
        signIn: await signInStanding(db, userId, now, rewards),
      };
    },
    records,
    balanceAndExpiring: (userId: string) => balanceAndExpiring(userId, clock.now()),
  };
}
export type PointsReads = ReturnType<typeof pointsReads>;
