import { formatLaDate, formatLaTime } from '@tread/domain';
import type { TFunction } from 'i18next';

/** MM/DD/YYYY in Los Angeles time (SPEC §9); the text as given when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLaDate(date);
}

/** MM/DD/YYYY, h:mm AM PT. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatLaDate(date)}, ${formatLaTime(date)}`;
}

/** The time of day only: 'h:mm AM PT'. */
export function formatTime(value: number | Date): string {
  return formatLaTime(new Date(value));
}

/** Badges show at most this, then '99+'. */
const BADGE_MAX = 99;

/** A count on a badge: '99+' above 99. */
export function formatBadgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** 93784 s → '1 day 2 hours'; the two largest units, at least seconds. */
export function formatDuration(totalSeconds: number, t: TFunction): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const units = [
    { key: 'duration.day', count: Math.floor(seconds / 86_400) },
    { key: 'duration.hour', count: Math.floor((seconds % 86_400) / 3600) },
    { key: 'duration.minute', count: Math.floor((seconds % 3600) / 60) },
    { key: 'duration.second', count: seconds % 60 },
  ] as const;
  const first = units.findIndex((unit) => unit.count > 0);
  if (first === -1) return t('duration.second', { count: 0 });
  return units
    .slice(first, first + 2)
    .filter((unit) => unit.count > 0)
    .map((unit) => t(unit.key, { count: unit.count }))
    .join(' ');
}
