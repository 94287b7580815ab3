import { laClockTime, laWeekday, type Station } from '@tread/domain';

type DayHours = Station['hours'][number];

/** Whether a shop is open at a moment, by its hours for that day in Los Angeles time. */
export type OpenState =
  | { kind: 'open'; until: string }
  | { kind: 'later'; opens: string }
  | { kind: 'closed' };

/** The day's hours of a shop; undefined when the shop lists none for that day. */
export const hoursOn = (hours: readonly DayHours[], day: string): DayHours | undefined =>
  hours.find((entry) => entry.day === day);

export function openState(hours: readonly DayHours[], now: Date): OpenState {
  const today = hoursOn(hours, laWeekday(now));
  if (!today?.open || !today.close) return { kind: 'closed' };
  // 'HH:mm' strings of the same day compare in time order.
  const time = laClockTime(now);
  if (time < today.open) return { kind: 'later', opens: today.open };
  if (time < today.close) return { kind: 'open', until: today.close };
  return { kind: 'closed' };
}

/** '18:00' → '6:00 PM'. */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
