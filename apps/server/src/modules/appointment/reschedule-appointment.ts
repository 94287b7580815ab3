import {
  APPOINTMENT_ORDER_STATUSES,
  effectiveOrderStatus,
  isBookableSlot,
  mayReschedule,
  type OrderAppointment,
  orderAppointmentView,
  type RescheduleRequest,
} from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { orders } from '../order';
import { stations } from '../station';
import { takeSlotPlace } from './slot-places';
import { appointments } from './tables';

/**
 * The shopper moves their booked installation to another free slot of the same installer, until the day before
 * it (POST /api/p/order/reschedule). Another shopper's order is simply not found.
 */
export function rescheduleAppointment({ db, clock }: Deps) {
  return (userId: string, { orderNumber, appointment: next }: RescheduleRequest): Promise<OrderAppointment> =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx
        .select({
          orderId: appointments.orderId,
          stationId: appointments.stationId,
          day: appointments.day,
          start: appointments.start,
          booking: appointments.status,
          status: orders.status,
          payBefore: orders.payBefore,
          autoConfirmAt: orders.autoConfirmAt,
          hours: stations.hours,
        })
        .from(appointments)
        .innerJoin(orders, eq(orders.id, appointments.orderId))
        .innerJoin(stations, eq(stations.id, appointments.stationId))
        .where(and(eq(appointments.userId, userId), eq(appointments.orderNumber, orderNumber)))
        .for('update', { of: appointments });
      if (!row) throw refuse('ORDER_NOT_FOUND');
      const status = effectiveOrderStatus(row, now);
      if (row.booking !== 'booked' || !APPOINTMENT_ORDER_STATUSES.includes(status)) {
        throw refuse('ORDER_STATUS_CHANGED');
      }
      if (!mayReschedule(row.day, now)) throw refuse('RESCHEDULE_TOO_LATE');
      if (!isBookableSlot(row.hours, next, now)) throw refuse('SLOT_INVALID');
      if (row.day === next.date && row.start === next.start) return orderAppointmentView(next, status, now);
      // The old place is given back by the update below, which moves the booking out of its slot.
      await takeSlotPlace(tx, { stationId: row.stationId, day: next.date, start: next.start });
      await tx
        .update(appointments)
        .set({ day: next.date, start: next.start, updatedAt: now })
        .where(eq(appointments.orderId, row.orderId));
      return orderAppointmentView(next, status, now);
    });
}
export type RescheduleAppointment = ReturnType<typeof rescheduleAppointment>;
