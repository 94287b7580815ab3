import { POINTS_EXPIRY_YEARS } from './constants';
import { Messages } from './messages';

/** Points (SPEC §2 'Member/points', §3 'Points record', §4 'Daily sign-in', §5, §9; issue 17). */

export const PointsMessages = {
  TooEarly: Messages.SignInTooEarly,
  SignedIn: 'Signed in',
  NotEnough: 'Not enough points',
  AdjustReasonRequired: 'Please enter the reason for the adjustment',
  AdjustInvalid: 'Please enter a whole number of points other than 0',
  Adjusted: 'Points adjusted',
} as const;

/** Where a change of points came from or went to. */
export const PointsSource = {
  SignIn: 'sign_in',
  /** Earned on a received order once its return window passed and no refund is open. */
  Order: 'order',
  Expired: 'expired',
  Staff: 'staff',
} as const;
export type PointsSource = (typeof PointsSource)[keyof typeof PointsSource];

export const POINTS_SOURCE_LABELS: Record<PointsSource, string> = {
  [PointsSource.SignIn]: 'Daily sign-in',
  [PointsSource.Order]: 'Order reward',
  [PointsSource.Expired]: 'Expired',
  [PointsSource.Staff]: 'Adjusted by Tread',
};

/** Points a day of a sign-in streak rewards: growing for a week, then the week's best every day. */
export const SIGN_IN_REWARDS = [10, 10, 15, 15, 20, 20, 30] as const;
export const signInReward = (streakDay: number): number =>
  SIGN_IN_REWARDS[Math.min(Math.max(streakDay, 1), SIGN_IN_REWARDS.length) - 1] ?? 0;

/** The streak a sign-in on `today` makes after one on `lastDay` (Los Angeles days 'YYYY-MM-DD'). */
export function nextStreak(last: { day: string; streak: number } | null, today: string): number {
  if (!last) return 1;
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return last.day === yesterday.toISOString().slice(0, 10) ? last.streak + 1 : 1;
}

/** One point per set amount paid (SPEC §9), whole points only. */
export const pointsEarnedFor = (paidCents: number, centsPerPoint: number): number =>
  Math.max(0, Math.floor(paidCents / centsPerPoint));

/** Points expire one year after they were earned (SPEC §9). */
export function pointsExpireAt(earnedAt: Date): Date {
  const at = new Date(earnedAt);
  at.setUTCFullYear(at.getUTCFullYear() + POINTS_EXPIRY_YEARS);
  return at;
}

/** How far ahead 'expiring soon' looks. */
export const POINTS_EXPIRING_SOON_DAYS = 30;
