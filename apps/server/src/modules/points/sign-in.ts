import {
  laDay,
  nextStreak,
  PointsMessages,
  PointsSource,
  type SignInAnswer,
  signInReward,
  VIP_SIGN_IN_MULTIPLIER,
} from '@tread/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pointsLedger } from './points-ledger';
import type { RulesRead, VipRead } from './ports';
import { pointsBalanceOf } from './raffle-reads';
import { raffleFreeSpins, signIns } from './tables';

/**
 * Daily sign-in (SPEC §4): once per Los Angeles day, rewarding points that grow with the streak. The day's row
 * is the key, so of racing sign-ins one writes it and gets the points; the others read 'Time is not up'.
 */
export function dailySignIn({ db, clock }: Deps, rules: RulesRead, isVip: VipRead) {
  return async function signIn(userId: string): Promise<SignInAnswer> {
    const now = clock.now();
    const today = laDay(now);
    const [points, raffle, vip] = await Promise.all([
      rules('pointsRules'),
      rules('raffle'),
      isVip(userId, now),
    ]);
    return db.transaction(async (tx) => {
      const [last] = await tx
        .select({ day: signIns.day, streak: signIns.streak })
        .from(signIns)
        .where(eq(signIns.userId, userId))
        .orderBy(desc(signIns.day))
        .limit(1);
      const streak = nextStreak(last ?? null, today);
      const reward = signInReward(streak, points.signInRewards) * (vip ? VIP_SIGN_IN_MULTIPLIER : 1);
      const [signed] = await tx
        .insert(signIns)
        .values({ userId, day: today, streak, points: reward, createdAt: now })
        .onConflictDoNothing()
        .returning({ day: signIns.day });
      if (!signed) throw refuse('SIGN_IN_TOO_EARLY');
      const balance =
        reward > 0
          ? await pointsLedger.credit(tx, { userId, points: reward, source: PointsSource.SignIn, now })
          : await pointsBalanceOf(tx, userId);
      const every = raffle.enabled ? raffle.freeSpinEveryStreakDays : 0;
      const freeSpinWon = every > 0 && streak % every === 0;
      if (freeSpinWon) {
        await tx
          .insert(raffleFreeSpins)
          .values({ userId, count: 1, updatedAt: now })
          .onConflictDoUpdate({
            target: raffleFreeSpins.userId,
            set: { count: sql`${raffleFreeSpins.count} + 1`, updatedAt: now },
          });
      }
      return {
        points: reward,
        streak,
        balance,
        message: `${PointsMessages.SignedIn}: +${reward} points`,
        freeSpinWon,
      };
    });
  };
}

/** Today's sign-in standing, for the points center: the streak so far and what today and tomorrow give. */
export async function signInStanding(db: Deps['db'], userId: string, now: Date, rewards: readonly number[]) {
  const today = laDay(now);
  const [last] = await db
    .select({ day: signIns.day, streak: signIns.streak })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.day))
    .limit(1);
  const signedToday = last?.day === today;
  const todayStreak = signedToday && last ? last.streak : nextStreak(last ?? null, today);
  return {
    signedToday,
    streak: signedToday ? todayStreak : todayStreak - 1,
    todayReward: signInReward(todayStreak, rewards),
    tomorrowReward: signInReward(todayStreak + 1, rewards),
  };
}
