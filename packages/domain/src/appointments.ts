import { OrderStatus } from './codes';
import { laDay, laWallInstant } from './la-time';

/**
 * Installation appointments at partner installers (issue 19): the slots a day offers from the shop's hours,
 * how many cars a slot takes, and until when a booked time may change. Server and web share these rules.
 */

/** One installation takes an hour of a bay. */
export const APPOINTMENT_SLOT_MINUTES = 60;
/** Cars an installer fits at the same time. */
export const APPOINTMENT_BAYS_PER_SLOT = 2;
/** The earliest bookable time is this far from now, so the tires can reach the shop. */
export const APPOINTMENT_LEAD_HOURS = 24;
/** Today and the days after it that can be booked. */
export const APPOINTMENT_WINDOW_DAYS = 14;

export const AppointmentMessages = {
  SlotFull: 'This time is no longer available, please choose another',
  SlotInvalid: 'Please choose one of the installer’s open times',
  RescheduleTooLate: 'An appointment can be changed until the day before it; please call the installer',
} as const;

/** A time the shopper picked: a Los Angeles day and the slot's start. */
export type AppointmentTime = { date: string; start: string };
/** A station's opening hours as stations keep them: 'HH:mm' Los Angeles time, null on a closed day. */
export type OpeningHours = readonly { day: string; open: string | null; close: string | null }[];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const dateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The day `days` after a Los Angeles day, both 'YYYY-MM-DD'. */
export const dayAfter = (day: string, days = 1): string =>
  new Date(dateOf(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** 'Monday'…'Sunday' of a Los Angeles day 'YYYY-MM-DD'. */
export const weekdayOf = (day: string): string => WEEKDAYS[dateOf(day).getUTCDay()] ?? '';

/** The instant a slot begins. */
export const appointmentInstant = ({ date, start }: AppointmentTime): Date =>
  laWallInstant(dateOf(date), minutesOf(start));

/** The slot's end, 'HH:mm'. */
export const appointmentEnd = (start: string): string => clockOf(minutesOf(start) + APPOINTMENT_SLOT_MINUTES);

/** Every slot start of a day by the hours, bookable or not: from opening, each ending by closing time. */
export function slotStartsOf(hours: OpeningHours, day: string): string[] {
  const today = hours.find((entry) => entry.day === weekdayOf(day));
  if (!today?.open || !today.close) return [];
  const starts: string[] = [];
  const last = minutesOf(today.close) - APPOINTMENT_SLOT_MINUTES;
  for (let start = minutesOf(today.open); start <= last; start += APPOINTMENT_SLOT_MINUTES) {
    starts.push(clockOf(start));
  }
  return starts;
}

/** Whether a slot is one a shopper may book now: a slot of the hours, inside the window and not too soon. */
export function isBookableSlot(hours: OpeningHours, time: AppointmentTime, now: Date): boolean {
  const today = laDay(now);
  if (time.date < today || time.date > dayAfter(today, APPOINTMENT_WINDOW_DAYS - 1)) return false;
  if (!slotStartsOf(hours, time.date).includes(time.start)) return false;
  return appointmentInstant(time).getTime() >= now.getTime() + APPOINTMENT_LEAD_HOURS * HOUR_MS;
}

/** A day of the picker: its bookable starts with the places left in each. */
export type AppointmentDayPlan = {
  date: string;
  weekday: string;
  /** False when the shop is closed all day. */
  open: boolean;
  slots: { start: string; end: string; free: number }[];
};

/**
 * The window's days from `from` (today when earlier or absent), with `booked(date, start)` cars already in
 * each slot; past and too-soon slots are left out.
 */
export function appointmentDays(
  hours: OpeningHours,
  now: Date,
  booked: (date: string, start: string) => number,
  from?: string,
): AppointmentDayPlan[] {
  const today = laDay(now);
  const last = dayAfter(today, APPOINTMENT_WINDOW_DAYS - 1);
  const days: AppointmentDayPlan[] = [];
  for (let date = from && from > today ? from : today; date <= last; date = dayAfter(date)) {
    const starts = slotStartsOf(hours, date);
    days.push({
      date,
      weekday: weekdayOf(date),
      open: starts.length > 0,
      slots: starts
        .filter((start) => isBookableSlot(hours, { date, start }, now))
        .map((start) => ({
          start,
          end: appointmentEnd(start),
          free: Math.max(0, APPOINTMENT_BAYS_PER_SLOT - booked(date, start)),
        })),
    });
  }
  return days;
}

/** The first slot with a place left, the picker's suggestion; null when the window is full. */
export function earliestFreeSlot(days: readonly AppointmentDayPlan[]): AppointmentTime | null {
  for (const day of days) {
    const slot = day.slots.find((candidate) => candidate.free > 0);
    if (slot) return { date: day.date, start: slot.start };
  }
  return null;
}

/** Orders whose installation is still ahead: an appointment of any other order is not changed. */
export const APPOINTMENT_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Unpaid,
  OrderStatus.WaitingForGroup,
  OrderStatus.Paid,
  OrderStatus.WaitingForInstall,
];

/** A booked time may change until the Los Angeles day before it begins; from then on the shop has planned it. */
export const mayReschedule = (date: string, now: Date): boolean => laDay(now) < dayAfter(date, -1);

/** A booked time as the order detail shows it: its end, and whether the shopper may still change it. */
export const orderAppointmentView = (time: AppointmentTime, status: OrderStatus, now: Date) => ({
  date: time.date,
  start: time.start,
  end: appointmentEnd(time.start),
  canReschedule: APPOINTMENT_ORDER_STATUSES.includes(status) && mayReschedule(time.date, now),
});

const appointmentDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A Los Angeles day 'YYYY-MM-DD' as 'Mon, Nov 23' (shop and console). */
export const formatAppointmentDay = (date: string): string =>
  appointmentDayFormat.format(new Date(`${date}T12:00:00Z`));

/** A slot's 'HH:mm' as '8:00 AM'. */
export function formatSlotTime(clock: string): string {
  const hours = Number(clock.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${clock.slice(3, 5)} ${hours < 12 ? 'AM' : 'PM'}`;
}
