import { TIRE_REQUEST_QUANTITY_MAX, type TireRequestStatus } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

/** A shopper's request for tires when none fit their vehicle (SPEC §1), and staff's answer. */
export const tireRequests = pgTable(
  'tire_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a guest: the answer then goes by e-mail only. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    vehicleId: text('vehicle_id').notNull(),
    /** As the shopper saw it when asking, so a later catalog change does not rename the request. */
    vehicleName: text('vehicle_name').notNull(),
    tireSize: text('tire_size'),
    quantity: integer('quantity').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    note: text('note').notNull(),
    status: text('status').$type<TireRequestStatus>().notNull(),
    reply: text('reply'),
    repliedBy: uuid('replied_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tire_requests_status_idx').on(t.status, t.id),
    check(
      'tire_requests_quantity_range',
      sql`${t.quantity} BETWEEN 1 AND ${sql.raw(String(TIRE_REQUEST_QUANTITY_MAX))}`,
    ),
    check('tire_requests_status_known', sql`${t.status} IN ('open', 'answered', 'closed')`),
  ],
);
