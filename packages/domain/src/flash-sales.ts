import { FlashSaleStatus } from './catalog-codes';
import { isoCalendarDate, laDay, laWallInstant } from './la-time';
import { Messages } from './messages';

/**
 * Flash sales (seckill, SPEC §2 'Activities', §4 'Flash sale statuses', §9): a SKU at a flash price for a
 * daily session, with a stock that resets at 12:00am in Los Angeles and a per-shopper limit per day.
 */

export const MINUTES_PER_DAY = 24 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FlashSaleSchedule = {
  /** Los Angeles days 'YYYY-MM-DD' the sale runs, both included. */
  firstDay: string;
  lastDay: string;
  /** The daily session, in minutes after Los Angeles midnight; the end is not included. */
  sessionStartMinute: number;
  sessionEndMinute: number;
  dailyStock: number;
  closedAt: Date | null;
};

/** The flash-sale day at `instant`: the Los Angeles date 'YYYY-MM-DD', which turns over at 12:00am there. */
export const flashSaleDay = laDay;

const dateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** A day's session as instants: on the days the clocks change, wall times map to the right instants. */
export function sessionOn(schedule: FlashSaleSchedule, day: string): { opensAt: Date; closesAt: Date } {
  const date = dateOf(day);
  return {
    opensAt: laWallInstant(date, schedule.sessionStartMinute),
    closesAt: laWallInstant(date, schedule.sessionEndMinute),
  };
}

export type FlashSaleState = {
  status: FlashSaleStatus;
  /** What the shopper reads when the sale cannot be bought now; null while it can. */
  message: string | null;
  /** The session the countdown counts to (opening) or down (closing); null once the sale is over. */
  opensAt: Date | null;
  closesAt: Date | null;
};

/**
 * Where a sale stands at `now` with `soldToday` units of today's stock gone: closed by staff, on, sold
 * out until tomorrow's reset, not started (its next session ahead), or ended (no session left).
 */
export function flashSaleState(schedule: FlashSaleSchedule, soldToday: number, now: Date): FlashSaleState {
  if (schedule.closedAt && schedule.closedAt.getTime() <= now.getTime()) {
    return {
      status: FlashSaleStatus.Closed,
      message: Messages.FlashSaleClosed,
      opensAt: null,
      closesAt: null,
    };
  }
  const today = flashSaleDay(now);
  const day = today < schedule.firstDay ? schedule.firstDay : today;
  const session = day <= schedule.lastDay ? sessionOn(schedule, day) : null;
  if (session && day === today && session.opensAt <= now && now < session.closesAt) {
    return soldToday >= schedule.dailyStock
      ? {
          status: FlashSaleStatus.SoldOut,
          message: Messages.FlashSaleSoldOutToday,
          opensAt: session.opensAt,
          closesAt: session.closesAt,
        }
      : { status: FlashSaleStatus.Ongoing, message: null, ...session };
  }
  const next = session && now < session.opensAt ? session : laterSession(schedule, day);
  if (next) return { status: FlashSaleStatus.NotStarted, message: Messages.EventNotStarted, ...next };
  return { status: FlashSaleStatus.Ended, message: Messages.EventEnded, opensAt: null, closesAt: null };
}

/** The session of the day after `day`, if the sale runs then. */
function laterSession(schedule: FlashSaleSchedule, day: string): { opensAt: Date; closesAt: Date } | null {
  const tomorrow = isoCalendarDate(new Date(dateOf(day).getTime() + DAY_MS));
  return tomorrow <= schedule.lastDay ? sessionOn(schedule, tomorrow) : null;
}

/** 'HH:mm' as minutes after midnight; '24:00' is the end of the day. */
export function minuteOfDay(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Minutes after midnight as 'HH:mm'. */
export const clockOfMinute = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A shopper's bounds on a flash sale today: the per-day limit, what they bought today (null for a guest), units left. */
export type FlashBounds = { perShopperLimit: number; boughtToday: number | null; left: number };

/** The most a shopper may buy now: what their daily limit leaves, never more than is left. */
export const flashMaxCount = (sale: FlashBounds): number =>
  Math.max(0, Math.min(sale.perShopperLimit - (sale.boughtToday ?? 0), sale.left));
