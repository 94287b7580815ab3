import { formatLaDate } from '@tread/domain';

const HOUR_S = 3600;
/** A coupon ending within a day shows a live countdown instead of its end date (SPEC §4 'Channel coupon flow'). */
export const COUNTDOWN_WINDOW_MS = 24 * HOUR_S * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as 'hh:mm:ss', never below '00:00:00'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / HOUR_S))}:${pad(Math.floor((seconds % HOUR_S) / 60))}:${pad(seconds % 60)}`;
}

/** The validity window as the shop's dates, MM/DD/YYYY in Los Angeles: '11/26/2026 – 11/30/2026'. */
export function validityDates(face: { validFrom: string; validTo: string }): { from: string; to: string } {
  return { from: formatLaDate(new Date(face.validFrom)), to: formatLaDate(new Date(face.validTo)) };
}

/** Whether a coupon still running at `now` ends within the countdown window. */
export function endsWithinDay(validTo: string, now: number): boolean {
  const left = Date.parse(validTo) - now;
  return left > 0 && left <= COUNTDOWN_WINDOW_MS;
}
