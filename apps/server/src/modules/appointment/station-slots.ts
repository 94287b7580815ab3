import {
  APPOINTMENT_BAYS_PER_SLOT,
  APPOINTMENT_WINDOW_DAYS,
  type AppointmentChoice,
  appointmentDays,
  dayAfter,
  laDay,
  type StationSlotsAnswer,
} from '@tread/domain';
import { and, between, count, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { StationService } from '../station';
import { appointments } from './tables';

/** The installer's bookable days and slots with the places left (GET /api/station/{stationId}/slots). */
export function stationSlots({ db, clock }: Deps, stations: StationService) {
  return async (stationId: number, from: string | undefined): Promise<StationSlotsAnswer> => {
    const station = await stations.detail({ stationId });
    if (station.kind !== 'installer') throw refuse('STATION_NOT_FOUND');
    const now = clock.now();
    const today = laDay(now);
    const rows = await db
      .select({ day: appointments.day, start: appointments.start, booked: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.stationId, stationId),
          between(appointments.day, today, dayAfter(today, APPOINTMENT_WINDOW_DAYS - 1)),
          eq(appointments.status, 'booked'),
        ),
      )
      .groupBy(appointments.day, appointments.start);
    const booked = new Map(rows.map((row) => [`${row.day} ${row.start}`, row.booked]));
    return {
      stationId,
      capacity: APPOINTMENT_BAYS_PER_SLOT,
      days: appointmentDays(station.hours, now, (date, start) => booked.get(`${date} ${start}`) ?? 0, from),
    };
  };
}
export type StationSlots = ReturnType<typeof stationSlots>;

/** An order's booked time, for its detail page; null once released or never booked. */
export function appointmentOf({ db }: Deps) {
  return async (orderId: number): Promise<AppointmentChoice | null> => {
    const [row] = await db
      .select({ date: appointments.day, start: appointments.start })
      .from(appointments)
      .where(and(eq(appointments.orderId, orderId), eq(appointments.status, 'booked')));
    return row ?? null;
  };
}
