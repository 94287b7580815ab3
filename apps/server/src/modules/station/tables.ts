import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
} from 'drizzle-orm/pg-core';

export type StationKind = 'installer' | 'pickup';
export type StationHours = { day: string; open: string | null; close: string | null };
export type StationService = { code: string; name: string; priceCents: number; perTire: boolean };

/** Partner installer shops and pick-up points (SPEC §1, §3 'Installer/service station'). */
export const stations = pgTable(
  'stations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The seed's stable id. */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<StationKind>().notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** 10 digits. */
    phone: text('phone').notNull(),
    hours: jsonb('hours').$type<StationHours[]>().notNull(),
    /** The first service is checked by default. */
    services: jsonb('services').$type<StationService[]>().notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('stations_kind', sql`${t.kind} in ('installer', 'pickup')`),
    index('stations_kind_lat_idx').on(t.kind, t.lat).where(sql`${t.active}`),
  ],
);
