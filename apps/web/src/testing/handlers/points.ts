import {
  laDay,
  nextStreak,
  PointsMessages,
  PointsSource,
  pointsRecordPage,
  pointsSummary,
  refusal,
  signInAnswer,
  signInReward,
} from '@tread/domain';
import { answer, backend, refuse, signedInRoute } from '../backend';
import { samplePointsRecord } from '../data/points';

/** The points centre (issue 17): the summary, the records newest first, and one sign-in per Los Angeles day. */

const balance = () => backend.points.records.reduce((sum, record) => sum + record.change, 0);
const lastSignIn = () => backend.points.signIns.at(-1) ?? null;

/** Today's standing, derived like the server's: the streak so far and what today and tomorrow give. */
function signInStanding(today: string) {
  const last = lastSignIn();
  const signedToday = last?.day === today;
  const todayStreak = signedToday && last ? last.streak : nextStreak(last, today);
  return {
    signedToday,
    streak: signedToday ? todayStreak : todayStreak - 1,
    todayReward: signInReward(todayStreak),
    tomorrowReward: signInReward(todayStreak + 1),
  };
}

export const pointsHandlers = [
  signedInRoute('get', '/p/points', () =>
    answer(pointsSummary, {
      balance: balance(),
      locked: backend.points.locked,
      expiringSoon: backend.points.expiringSoon,
      signIn: signInStanding(laDay(new Date())),
    }),
  ),

  signedInRoute('get', '/p/points/records', ({ query }) => {
    const size = Number(query.get('size') ?? 10);
    const current = Number(query.get('current') ?? 1);
    const newestFirst = [...backend.points.records].reverse();
    const total = newestFirst.length;
    return answer(pointsRecordPage, {
      records: newestFirst.slice((current - 1) * size, current * size),
      total,
      current,
      size,
      pages: Math.ceil(total / size),
      hasMore: current * size < total,
    });
  }),

  signedInRoute('post', '/p/points/signIn', () => {
    const now = new Date();
    const today = laDay(now);
    const last = lastSignIn();
    if (last?.day === today) return refuse(refusal('SIGN_IN_TOO_EARLY'));
    const streak = nextStreak(last, today);
    const points = signInReward(streak);
    backend.points.signIns.push({ day: today, streak });
    backend.points.records.push(
      samplePointsRecord(backend.points.records.length + 1, {
        source: PointsSource.SignIn,
        change: points,
        time: now.toISOString(),
      }),
    );
    return answer(signInAnswer, {
      points,
      streak,
      balance: balance(),
      message: `${PointsMessages.SignedIn}: +${points} points`,
    });
  }),
];
