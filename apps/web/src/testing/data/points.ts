import { laDay, POINTS_SOURCE_LABELS, type PointsRecord, PointsSource } from '@tread/domain';

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
