import { POINTS_EXPIRY_YEARS, POINTS_MULTIPLE } from './constants';
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
  /** Spent on an order at checkout (payment type 0 'score'), and given back when the order is. */
  OrderPaid: 'order_paid',
  OrderBack: 'order_back',
  /** A raffle spin's price, and a points prize. */
  RaffleSpin: 'raffle_spin',
  RafflePrize: 'raffle_prize',
  /** A top-up option's bonus, once its payment is confirmed. */
  TopUp: 'top_up',
  /** A coupon exchanged in the points mall (a product is paid as an order, 'order_paid'). */
  Mall: 'mall',
} as const;
export type PointsSource = (typeof PointsSource)[keyof typeof PointsSource];

export const POINTS_SOURCE_LABELS: Record<PointsSource, string> = {
  [PointsSource.SignIn]: 'Daily sign-in',
  [PointsSource.Order]: 'Order reward',
  [PointsSource.Expired]: 'Expired',
  [PointsSource.Staff]: 'Adjusted by Tread',
  [PointsSource.OrderPaid]: 'Used on an order',
  [PointsSource.OrderBack]: 'Returned from an order',
  [PointsSource.RaffleSpin]: 'Lucky wheel spin',
  [PointsSource.RafflePrize]: 'Lucky wheel prize',
  [PointsSource.TopUp]: 'Top-up bonus',
  [PointsSource.Mall]: 'Points mall exchange',
};

/** Points a day of a sign-in streak rewards by default: growing for a week, then the week's best every day. */
export const SIGN_IN_REWARDS = [10, 10, 15, 15, 20, 20, 30] as const;
export const signInReward = (streakDay: number, rewards: readonly number[] = SIGN_IN_REWARDS): number =>
  rewards[Math.min(Math.max(streakDay, 1), rewards.length) - 1] ?? 0;

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

/**
 * Points paying for an order at checkout (SPEC §5, §9 payment type 0 'score'): a multiple of 10, worth
 * `pointValueCents` each, and never more than the goods after their discounts: tax, fees and installation are
 * paid in money. Across the orders of one checkout they go to the first order first.
 */
export function pointsForOrders(
  requested: number,
  goodsCents: readonly number[],
  pointValueCents: number,
): number[] {
  let left = requested;
  return goodsCents.map((goods) => {
    const most = Math.floor(goods / pointValueCents / POINTS_MULTIPLE) * POINTS_MULTIPLE;
    const used = Math.min(left, Math.max(0, most));
    left -= used;
    return used;
  });
}

/** The most points an order's goods could take, in multiples of 10, limited by the shopper's balance. */
export const mostPointsUsable = (balance: number, goodsCents: number, pointValueCents: number): number =>
  Math.max(
    0,
    Math.floor(Math.min(balance, goodsCents / pointValueCents) / POINTS_MULTIPLE) * POINTS_MULTIPLE,
  );

/**
 * Points an order gives back when some of its units come back: their price's share of its items, and on the
 * last units whatever is left, so an order given back whole returns every point.
 */
export function pointsBackFor(
  used: { points: number; returned: number },
  share: { cents: number; itemCents: number; units: number; itemUnits: number; last: boolean },
): number {
  const left = used.points - used.returned;
  if (share.last) return left;
  // Items paid wholly with points have no price to share by: each unit takes its count's share.
  const [part, whole] = share.itemCents > 0 ? [share.cents, share.itemCents] : [share.units, share.itemUnits];
  return Math.min(left, Math.floor((used.points * part) / whole));
}

/** Raffle prizes (raffle-wheel): points, one of the shop's coupons, or nothing. */
export const RafflePrizeKind = { Points: 'points', Coupon: 'coupon', Nothing: 'nothing' } as const;
export type RafflePrizeKind = (typeof RafflePrizeKind)[keyof typeof RafflePrizeKind];

/**
 * The prize a draw in [0, total weight) lands on: each prize owns a slice as wide as its weight, in the
 * wheel's order. Prizes whose stock is gone are left out before drawing.
 */
export function prizeForDraw<T extends { weight: number }>(prizes: readonly T[], draw: number): T | null {
  let edge = 0;
  for (const prize of prizes) {
    edge += prize.weight;
    if (draw < edge) return prize;
  }
  return null;
}

/** A top-up option the amount paid matches exactly, whose bonus it earns (SPEC §3 'Top-up option'). */
export const topUpOptionFor = <T extends { amountCents: number }>(options: readonly T[], cents: number) =>
  options.find((option) => option.amountCents === cents) ?? null;

/** How far ahead 'expiring soon' looks. */
export const POINTS_EXPIRING_SOON_DAYS = 30;
