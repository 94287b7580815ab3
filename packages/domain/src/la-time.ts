import { DISPLAY_TIME_ZONE } from './constants';

/**
 * Los Angeles time, once for the server and the web (ARCHITECTURE 'Time'): the shop's calendar days,
 * weekdays and clock, and the MM/DD/YYYY dates every screen shows (SPEC §9).
 */

const SUNDAY = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

const calendarParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, weekday: 'long' });
const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The calendar date in Los Angeles at `instant`, as that date's UTC midnight (day arithmetic without zone shifts). */
export function laCalendarDate(instant: Date): Date {
  const parts = calendarParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** The warehouse ships Monday to Saturday (SPEC §1): `count` such days after a calendar date; holidays are not modeled. */
export function addShippingDays(calendarDate: Date, count: number): Date {
  let date = calendarDate;
  for (let added = 0; added < count; ) {
    date = new Date(date.getTime() + DAY_MS);
    if (date.getUTCDay() !== SUNDAY) added++;
  }
  return date;
}

/** A calendar date (a UTC midnight) as YYYY-MM-DD. */
export const isoCalendarDate = (calendarDate: Date): string => calendarDate.toISOString().slice(0, 10);

/** The Los Angeles day of an instant, 'YYYY-MM-DD': the shop's day for daily limits and sign-ins. */
export const laDay = (instant: Date): string => isoCalendarDate(laCalendarDate(instant));

/** A calendar date (a UTC midnight) as MM/DD/YYYY. */
export function usCalendarDate(calendarDate: Date): string {
  const [year, month, day] = isoCalendarDate(calendarDate).split('-');
  return `${month}/${day}/${year}`;
}

/** 'Monday'…'Sunday' in Los Angeles at `instant`: the shops' day. */
export const laWeekday = (instant: Date): string => weekdayFormat.format(instant);

/** 'HH:mm' (24-hour) in Los Angeles at `instant`; such strings of one day compare in time order. */
export const laClockTime = (instant: Date): string => clockFormat.format(instant);

/** MM/DD/YYYY in Los Angeles at `instant`. */
export const formatLaDate = (instant: Date): string => dateFormat.format(instant);

/** 'h:mm AM PDT' in Los Angeles at `instant`. */
export const formatLaTime = (instant: Date): string => timeFormat.format(instant);

const offsetParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** How far Los Angeles' wall clock is from UTC at `instant` (negative: behind). */
function laOffsetMs(instant: Date): number {
  const parts = offsetParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** The instant Los Angeles' wall clock reads `minuteOfDay` minutes past midnight on a calendar date (a UTC midnight). */
export function laWallInstant(calendarDate: Date, minuteOfDay: number): Date {
  const wall = calendarDate.getTime() + minuteOfDay * 60_000;
  const first = wall - laOffsetMs(new Date(wall));
  return new Date(wall - laOffsetMs(new Date(first)));
}

/** The instant a Los Angeles calendar date (a UTC midnight) began, daylight saving included. */
export const laMidnight = (calendarDate: Date): Date => laWallInstant(calendarDate, 0);

/** The start of the Los Angeles day `days` and `months` before the day of `instant` (the order list's date filters). */
export function laDayStartBefore(instant: Date, back: { days?: number; months?: number }): Date {
  const today = laCalendarDate(instant);
  const day = new Date(
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth() - (back.months ?? 0),
      today.getUTCDate() - (back.days ?? 0),
    ),
  );
  return laMidnight(day);
}

/** The instants a Los Angeles day 'YYYY-MM-DD' begins and ends (the next day's start): the console's day filters. */
export function laDayBounds(day: string): { start: Date; end: Date } {
  const date = new Date(`${day}T00:00:00Z`);
  return { start: laMidnight(date), end: laMidnight(new Date(date.getTime() + DAY_MS)) };
}
