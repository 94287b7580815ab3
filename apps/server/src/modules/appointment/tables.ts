import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { orders } from '../order';
import { stations } from '../station';

export type AppointmentStatus = 'booked' | 'released';

/**
 * One row per installer slot ever booked: the lock that books it. A booking locks the row, counts the slot's
 * booked appointments and adds its own before committing, so racing checkouts take its places one at a time;
 * giving a place back only marks the appointment and never waits on this row.
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    /** The Los Angeles day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 'HH:mm' Los Angeles time. */
    start: text('start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day, t.start] })],
);

/** An installer order's booked time (issue 19); released when the order gives back what it took. */
export const appointments = pgTable(
  'appointments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** Copied from the order so the shopper's own bookings are found by number in one table. */
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    day: date('day', { mode: 'string' }).notNull(),
    start: text('start').notNull(),
    status: text('status').$type<AppointmentStatus>().notNull(),
    /** Units not yet returned: the slot is freed once every unit of the order has come back. */
    unitsLeft: integer('units_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('appointments_user_number_idx').on(t.userId, t.orderNumber),
    index('appointments_station_day_idx').on(t.stationId, t.day, t.start).where(sql`${t.status} = 'booked'`),
    check('appointments_status_known', sql`${t.status} IN ('booked', 'released')`),
  ],
);
