import { type AppointmentChoice, formatAppointmentDay, formatSlotTime } from '@tread/domain';

/** How the picker's days read: 'Mon' over 'Nov 23'; whole times as the domain formats them. */

const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const shortWeekday = (date: string): string => weekdayShort.format(dayOf(date));
export const shortDate = (date: string): string => monthDay.format(dayOf(date));

/** 'Mon, Nov 23 · 8:00 AM'. */
export const appointmentWhen = ({ date, start }: AppointmentChoice): string =>
  `${formatAppointmentDay(date)} · ${formatSlotTime(start)}`;
