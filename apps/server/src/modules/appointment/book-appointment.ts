import { isBookableSlot } from '@tread/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { OrderEffect, PlacedOrder } from '../order';
import { stations } from '../station';
import { type SlotKey, takeSlotPlace } from './slot-places';
import { appointments } from './tables';

type Booking = PlacedOrder & { appointment: NonNullable<PlacedOrder['appointment']> };

const slotOf = ({ appointment }: Booking): SlotKey => ({
  stationId: appointment.stationId,
  day: appointment.date,
  start: appointment.start,
});

/**
 * The installation time of an installer order as an order effect (ARCHITECTURE 'Order effects'): placing takes
 * a place in its slot (SLOT_FULL rolls the whole placing back); cancel, expiry, a failed group and a refund of
 * every unit give it back.
 */
export function bookAppointmentEffect({ clock }: Deps): OrderEffect {
  /** The orders' places count no more; the slot's lock is not taken, so this never waits on a checkout. */
  async function release(tx: Transaction, orderIds: number[]) {
    if (orderIds.length === 0) return;
    await tx
      .update(appointments)
      .set({ status: 'released', updatedAt: clock.now() })
      .where(and(inArray(appointments.orderId, orderIds), eq(appointments.status, 'booked')));
  }

  return {
    name: 'appointment',
    async apply(tx, { userId, orders }) {
      const bookings = orders.filter((order): order is Booking => order.appointment !== null);
      if (bookings.length === 0) return;
      const now = clock.now();
      for (const booking of bookings) {
        const [station] = await tx
          .select({ hours: stations.hours })
          .from(stations)
          .where(eq(stations.id, booking.appointment.stationId));
        if (!station || !isBookableSlot(station.hours, booking.appointment, now))
          throw refuse('SLOT_INVALID');
        await takeSlotPlace(tx, slotOf(booking));
      }
      await tx.insert(appointments).values(
        bookings.map((booking) => ({
          orderId: booking.id,
          orderNumber: booking.orderNumber,
          userId,
          ...slotOf(booking),
          status: 'booked' as const,
          unitsLeft: booking.lines.reduce((total, line) => total + line.count, 0),
          createdAt: now,
          updatedAt: now,
        })),
      );
    },
    release: (tx, orders) =>
      release(
        tx,
        orders.map((order) => order.id),
      ),
    async returned(tx, units) {
      const back = new Map<number, number>();
      for (const unit of units) back.set(unit.orderId, (back.get(unit.orderId) ?? 0) + unit.count);
      const emptied: number[] = [];
      for (const [orderId, count] of back) {
        const [left] = await tx
          .update(appointments)
          .set({ unitsLeft: sql`${appointments.unitsLeft} - ${count}` })
          .where(and(eq(appointments.orderId, orderId), eq(appointments.status, 'booked')))
          .returning({ unitsLeft: appointments.unitsLeft });
        if (left && left.unitsLeft <= 0) emptied.push(orderId);
      }
      await release(tx, emptied);
    },
  };
}
