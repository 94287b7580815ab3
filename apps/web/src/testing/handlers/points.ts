import {
  laDay,
  nextStreak,
  PointsMessages,
  PointsSource,
  pointsRecordPage,
  pointsSummary,
  RaffleMessages,
  RafflePrizeKind,
  raffleWheel,
  refusal,
  signInAnswer,
  signInReward,
  spinAnswer,
} from '@tread/domain';
import { answer, backend, refuse, signedInRoute } from '../backend';
import { samplePointsRecord } from '../data/points';

/** The points center (issue 17): the summary, the records newest first, one sign-in per Los Angeles day, the wheel. */

const balance = () => backend.points.records.reduce((sum, record) => sum + record.change, 0);
const lastSignIn = () => backend.points.signIns.at(-1) ?? null;

/** A change of points, as the server's ledger adds it. */
function addRecord(source: PointsSource, change: number): void {
  backend.points.records.push(
    samplePointsRecord(backend.points.records.length + 1, {
      source,
      change,
      time: new Date().toISOString(),
    }),
  );
}

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
    addRecord(PointsSource.SignIn, points);
    const freeSpinWon = backend.points.freeSpinWon;
    if (freeSpinWon) backend.raffle.freeSpins += 1;
    return answer(signInAnswer, {
      points,
      streak,
      balance: balance(),
      message: `${PointsMessages.SignedIn}: +${points} points`,
      freeSpinWon,
    });
  }),

  signedInRoute('get', '/p/raffle', () => answer(raffleWheel, { ...backend.raffle, balance: balance() })),

  signedInRoute('post', '/p/raffle/spin', () => {
    const wheel = backend.raffle;
    if (!wheel.enabled) return refuse(refusal('RAFFLE_CLOSED'));
    const free = wheel.freeSpins > 0;
    if (!free && balance() < wheel.spinCost) return refuse(refusal('SPIN_POINTS_NOT_ENOUGH'));
    if (free) wheel.freeSpins -= 1;
    else addRecord(PointsSource.RaffleSpin, -wheel.spinCost);
    const prizeIndex = backend.draws.shift() ?? 0;
    const prize = wheel.prizes[prizeIndex];
    if (!prize) throw new Error(`no prize at ${prizeIndex}`);
    if (prize.kind === RafflePrizeKind.Points) addRecord(PointsSource.RafflePrize, prize.points);
    wheel.spins.unshift({ prizeName: prize.name, kind: prize.kind, time: new Date().toISOString() });
    return answer(spinAnswer, {
      prizeId: prize.id,
      prizeIndex,
      name: prize.name,
      kind: prize.kind,
      message:
        prize.kind === RafflePrizeKind.Nothing ? RaffleMessages.NothingWon : RaffleMessages.Won(prize.name),
      cost: free ? 0 : wheel.spinCost,
      balance: balance(),
      freeSpins: wheel.freeSpins,
    });
  }),
];
