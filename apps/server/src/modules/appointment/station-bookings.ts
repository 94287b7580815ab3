import { APPOINTMENT_BAYS_PER_SLOT, appointmentEnd, type StationBookingsAnswer } from '@tread/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { appointments } from './tables';

/** An installer's day as the console plans it: who comes when (GET /api/admin/stations/{stationId}/bookings). */
export function stationBookings({ db }: Deps) {
  return async (stationId: number, day: string): Promise<StationBookingsAnswer> => {
    const rows = await db
      .select({ start: appointments.start, orderNumber: appointments.orderNumber })
      .from(appointments)
      .where(
        and(
          eq(appointments.stationId, stationId),
          eq(appointments.day, day),
          eq(appointments.status, 'booked'),
        ),
      )
      .orderBy(asc(appointments.start), asc(appointments.orderNumber));
    return {
      stationId,
      day,
      capacity: APPOINTMENT_BAYS_PER_SLOT,
      bookings: rows.map((row) => ({ ...row, end: appointmentEnd(row.start) })),
    };
  };
}
export type StationBookings = ReturnType<typeof stationBookings>;
