import {
  laDay,
  nextStreak,
  PointsMessages,
  PointsSource,
  type SignInAnswer,
  signInReward,
} from '@tread/domain';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pointsLedger } from './points-ledger';
import { signIns } from './tables';

/**
 * Daily sign-in (SPEC §4): once per Los Angeles day, rewarding points that grow with the streak. The day's row
 * is the key, so of racing sign-ins one writes it and gets the points; the others read 'Time is not up'.
 */
export function dailySignIn({ db, clock }: Deps) {
  return async function signIn(userId: string): Promise<SignInAnswer> {
    const now = clock.now();
    const today = laDay(now);
    return db.transaction(async (tx) => {
      const [last] = await tx
        .select({ day: signIns.day, streak: signIns.streak })
        .from(signIns)
        .where(eq(signIns.userId, userId))
        .orderBy(desc(signIns.day))
        .limit(1);
      const streak = nextStreak(last ?? null, today);
      const points = signInReward(streak);
      const [signed] = await tx
        .insert(signIns)
        .values({ userId, day: today, streak, points, createdAt: now })
        .onConflictDoNothing()
        .returning({ day: signIns.day });
      if (!signed) throw refuse('SIGN_IN_TOO_EARLY');
      const balance = await pointsLedger.credit(tx, { userId, points, source: PointsSource.SignIn, now });
      return { points, streak, balance, message: `${PointsMessages.SignedIn}: +${points} points` };
    });
  };
}

/** Today's sign-in standing, for the points centre: the streak so far and what today and tomorrow give. */
export async function signInStanding(db: Deps['db'], userId: string, now: Date) {
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
    todayReward: signInReward(todayStreak),
    tomorrowReward: signInReward(todayStreak + 1),
  };
}
