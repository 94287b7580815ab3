import type { TireSizeSource } from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';

/** US-market vehicles, one row per year, make, model, trim and engine, with their OE tire sizes. */
export const vehicles = pgTable(
  'vehicles',
  {
    /** The seed's stable id, e.g. '2019-toyota-camry-se-2.5l'. */
    id: text('id').primaryKey(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim').notNull(),
    engine: text('engine').notNull(),
    bodyType: text('body_type').notNull(),
    frontSize: text('front_size').notNull(),
    /** Only when staggered. */
    rearSize: text('rear_size'),
    optionalSizes: jsonb('optional_sizes').$type<string[]>().notNull().default([]),
  },
  (t) => [index('vehicles_year_make_model_idx').on(t.year, t.make, t.model)],
);

/** License plates the built-in plate provider resolves. */
export const plates = pgTable(
  'plates',
  {
    state: text('state').notNull(),
    plate: text('plate').notNull(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    vin: text('vin'),
  },
  (t) => [primaryKey({ columns: [t.state, t.plate] })],
);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A signed-in shopper's saved tire sizes (SPEC §3 'Tire size'); one row per size key. */
export const userTireSizes = pgTable(
  'user_tire_sizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: real('width').notNull(),
    ratio: real('ratio').notNull(),
    diameter: real('diameter').notNull(),
    sizeKey: text('size_key').notNull(),
    source: text('source').$type<TireSizeSource>().notNull().default('size'),
    currents: boolean('currents').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_tire_sizes_user_size_idx').on(t.userId, t.sizeKey),
    uniqueIndex('user_tire_sizes_one_current_idx').on(t.userId).where(sql`${t.currents}`),
  ],
);

/** A signed-in shopper's saved vehicles (SPEC §3 'Vehicle'); duplicate = same vehicle and shopped size. */
export const userVehicles = pgTable(
  'user_vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** The size shopped for it (canonical text); its front OE size unless another was chosen. */
    lastQueryTireSize: text('last_query_tire_size').notNull(),
    vin: text('vin'),
    state: text('state'),
    licensePlate: text('license_plate'),
    currentMileage: integer('current_mileage'),
    mileageRate: integer('mileage_rate'),
    currents: boolean('currents').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_vehicles_user_vehicle_size_idx').on(t.userId, t.vehicleId, t.lastQueryTireSize),
    uniqueIndex('user_vehicles_one_current_idx').on(t.userId).where(sql`${t.currents}`),
  ],
);
