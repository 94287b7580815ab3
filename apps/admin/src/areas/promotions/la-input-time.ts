import { DISPLAY_TIME_ZONE } from '@tread/domain';

/**
 * A `datetime-local` control holds a wall-clock time with no zone; the console reads and writes it as Los
 * Angeles time (the shop's zone), whatever the browser's own zone is.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Los Angeles' wall clock at `ms`, as if that wall clock were UTC (whole minutes). */
function laWallMs(ms: number): number {
  const parts = wallClock.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in Los Angeles: '2026-11-24T08:05'. */
export function laInputValue(iso: string): string {
  const wall = new Date(laWallMs(Date.parse(iso)));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** A `datetime-local` value read as Los Angeles time, as an ISO instant; null when it is not a time. */
export function laInputToIso(value: string): string | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return null;
  // The zone's offset at a first guess, then at the instant it gives: right on both sides of a clock change.
  const guess = wall - (laWallMs(wall) - Math.floor(wall / MINUTE_MS) * MINUTE_MS);
  return new Date(wall - (laWallMs(guess) - guess)).toISOString();
}

/** Midnight starting the Los Angeles day of `now`, `days` later, as a `datetime-local` value. */
export function laDayStartInput(now: Date, days = 0): string {
  const today = laInputValue(now.toISOString()).slice(0, 10);
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return `${day}T00:00`;
}

/** The Los Angeles day of `now`, `days` later, as a `date` control's value: '2026-11-27'. */
export const laDayInput = (now: Date, days = 0): string => laDayStartInput(now, days).slice(0, 10);
