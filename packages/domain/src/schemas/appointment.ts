import { z } from 'zod';
import { AppointmentMessages } from '../appointments';
import { Messages } from '../messages';
import { consoleDayField, idParam } from '../zod-fields';

/** Installation appointments (issue 19): the time picked at checkout, the slots offered, and rescheduling. */

const appointmentDate = z.iso.date({ error: AppointmentMessages.SlotInvalid });
const slotStart = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, AppointmentMessages.SlotInvalid);

/** The time chosen in the checkout's installer choice: a Los Angeles day and a slot's start. */
export const appointmentChoice = z.object({ date: appointmentDate, start: slotStart });
export type AppointmentChoice = z.infer<typeof appointmentChoice>;

/** GET /api/station/{stationId}/slots?from= — the window's days from `from` (today by default). */
export const stationSlotsParams = z.object({ stationId: idParam(Messages.StationNotFound) });
export const stationSlotsQuery = z.object({ from: appointmentDate.optional() });

export const appointmentSlot = z.object({
  /** 'HH:mm' Los Angeles time. */
  start: z.string(),
  end: z.string(),
  /** Places left; 0 shows the slot full. */
  free: z.number().int(),
});

export const appointmentDay = z.object({
  date: z.string(),
  weekday: z.string(),
  /** False on the shop's closed days (no slots). */
  open: z.boolean(),
  slots: z.array(appointmentSlot),
});
export type AppointmentDay = z.infer<typeof appointmentDay>;

export const stationSlotsAnswer = z.object({
  stationId: z.number().int(),
  /** Cars a slot takes. */
  capacity: z.number().int(),
  days: z.array(appointmentDay),
});
export type StationSlotsAnswer = z.infer<typeof stationSlotsAnswer>;

/** An installer order's appointment on the order detail (shopper and console). */
export const orderAppointment = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** Until the day before, and while the installation is still ahead. */
  canReschedule: z.boolean(),
});
export type OrderAppointment = z.infer<typeof orderAppointment>;

/** POST /api/p/order/reschedule — the shopper's own order, to another free slot of the same installer. */
export const rescheduleRequest = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  appointment: appointmentChoice,
});
export type RescheduleRequest = z.infer<typeof rescheduleRequest>;

/** GET /api/admin/stations/{stationId}/bookings?day= — an installer's booked times on a Los Angeles day. */
export const stationBookingsQuery = z.object({ day: consoleDayField('Enter a day as YYYY-MM-DD') });

export const stationBookingsAnswer = z.object({
  stationId: z.number().int(),
  day: z.string(),
  /** Cars a slot takes. */
  capacity: z.number().int(),
  /** Earliest first. */
  bookings: z.array(z.object({ start: z.string(), end: z.string(), orderNumber: z.string() })),
});
export type StationBookingsAnswer = z.infer<typeof stationBookingsAnswer>;
