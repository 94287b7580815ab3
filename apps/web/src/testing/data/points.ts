import {
  DEFAULT_RAFFLE,
  laDay,
  POINTS_SOURCE_LABELS,
  type PointsRecord,
  PointsSource,
  type RaffleWheel,
} from '@tread/domain';

/** Points of web tests: records and sign-in days as the server keeps them (modules/points). */

/** One sign-in the server remembers: its Los Angeles day 'YYYY-MM-DD' and the streak it made. */
export interface HeldSignIn {
  day: string;
  streak: number;
}

const DAY_MS = 86_400_000;

/** The Los Angeles day `days` before today, 'YYYY-MM-DD'. */
export function laDayBefore(days: number, now = new Date()): string {
  return new Date(Date.parse(`${laDay(now)}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A streak of `length` days in a row, its last day `endedDaysAgo` days before today (0: today), oldest first. */
export function signInStreak(length: number, endedDaysAgo: number): HeldSignIn[] {
  return Array.from({ length }, (_, index) => ({
    day: laDayBefore(endedDaysAgo + length - 1 - index),
    streak: index + 1,
  }));
}

/** A change of points with its source's label, as the records list answers it. */
export function samplePointsRecord(id: number, changes: Partial<PointsRecord> = {}): PointsRecord {
  const source = changes.source ?? PointsSource.SignIn;
  return {
    id,
    source,
    sourceLabel: POINTS_SOURCE_LABELS[source],
    change: 10,
    time: '2025-06-03T16:00:00.000Z',
    orderNumber: null,
    note: null,
    ...changes,
  };
}

/** A prize of the wheel as the server holds it: the shopper's view of it, and the points it gives. */
export type HeldPrize = RaffleWheel['prizes'][number] & { points: number };

/** The wheel as GET /p/raffle answers it, the balance aside (the sum of the points records). */
export type HeldRaffle = Omit<RaffleWheel, 'balance' | 'prizes'> & { prizes: HeldPrize[] };

/** The shop's default wheel: 20 points a spin, a free spin every 7 days of a streak, six prizes. */
export function sampleRaffle(changes: Partial<HeldRaffle> = {}): HeldRaffle {
  const total = DEFAULT_RAFFLE.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  return {
    enabled: DEFAULT_RAFFLE.enabled,
    spinCost: DEFAULT_RAFFLE.spinCost,
    freeSpins: 0,
    freeSpinEveryStreakDays: DEFAULT_RAFFLE.freeSpinEveryStreakDays,
    prizes: DEFAULT_RAFFLE.prizes.map((prize) => ({
      id: prize.id,
      name: prize.name,
      kind: prize.kind,
      chance: Math.round((prize.weight / total) * 1000) / 10,
      soldOut: false,
      points: prize.points,
    })),
    spins: [],
    ...changes,
  };
}
