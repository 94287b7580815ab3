import { z } from 'zod';
import { Messages } from '../messages';
import { isSalesTaxState } from '../sales-tax';
import { idParam, intField, latitudeField, longitudeField, usPhoneField, zipField } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';

/** Installer shops and pick-up points (issue 5; SPEC §3 'Installer/service station', §7 prodServiceStation). */

// An empty parameter is no point (coercion would read it as 0); text that is not a number is refused.
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const latitudeQuery = z.preprocess(
  blankAsMissing,
  z.coerce.number({ error: Messages.LatLngRequired }).pipe(latitudeField).optional(),
);
const longitudeQuery = z.preprocess(
  blankAsMissing,
  z.coerce.number({ error: Messages.LatLngRequired }).pipe(longitudeField).optional(),
);

/**
 * GET /api/station/prodServiceStation and /api/stationPoint/prodServiceStation: the shopper's point
 * (browser geolocation) or, when location is refused, a ZIP; either is required.
 */
export const stationSearchQuery = z
  .object({
    lat: latitudeQuery,
    lng: longitudeQuery,
    zip: zipField.optional(),
  })
  .refine((q) => (q.lat !== undefined && q.lng !== undefined) || q.zip !== undefined, {
    message: Messages.ZipRequired,
  });
export type StationSearchQuery = z.output<typeof stationSearchQuery>;

export const stationService = z.object({
  code: z.string(),
  name: z.string(),
  /** Cents, per tire when perTire. */
  price: z.number().int(),
  perTire: z.boolean(),
});
export type StationService = z.infer<typeof stationService>;

export const stationHours = z.object({
  day: z.string(),
  /** 'HH:mm' local time; null on a closed day. */
  open: z.string().nullable(),
  close: z.string().nullable(),
});

export const station = z.object({
  stationId: z.number().int(),
  kind: z.enum(['installer', 'pickup']),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** 10 digits. */
  phone: z.string(),
  hours: z.array(stationHours),
  /** The first one is checked by default (SPEC §3). */
  serviceInfo: z.array(stationService),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Miles from the searched point, one decimal; null on the details page without a point. */
  distance: z.number().nullable(),
});
export type Station = z.infer<typeof station>;

/** Nearest first, within 10 miles (SPEC §9); empty answers show 'No results within 10 miles of your location'. */
export const stationListAnswer = z.object({
  records: z.array(station),
  /** The point searched from (the ZIP's center when a ZIP was given): the map's center and userLatLng. */
  lat: z.number(),
  lng: z.number(),
});
export type StationListAnswer = z.infer<typeof stationListAnswer>;

/** GET /api/station/detail?stationId=&lat=&lng= — installer or pick-up details page. */
export const stationDetailQuery = z.object({
  stationId: idParam(Messages.StationNotFound),
  lat: latitudeQuery,
  lng: longitudeQuery,
});
export type StationDetailQuery = z.output<typeof stationDetailQuery>;

/* ---- The staff console: installers and pick-up points (issue 13) ---- */

/** The days a station's hours list, in the order the shop shows them. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const STATION_SERVICE_PRICE_MAX_CENTS = 1_000_000;
export const STATION_SERVICES_MAX = 20;

const trimmedText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `The ${label} is at most ${max} characters`);

/** GET /api/admin/stations — by kind, open or closed, and a search of name, city or ZIP. */
export const stationAdminQuery = z.object({
  kind: z.enum(['installer', 'pickup']).optional(),
  status: z.enum(['open', 'closed']).optional(),
  search: z.string().trim().max(80).optional(),
  ...pageQuery.shape,
});
export type StationAdminQuery = z.input<typeof stationAdminQuery>;
export type StationAdminFilters = z.output<typeof stationAdminQuery>;

/** A station as staff see it: closed ones too, its seed code, and whether shoppers are offered it. */
export const stationAdminView = station
  .omit({ serviceInfo: true, distance: true })
  .extend({ code: z.string(), services: z.array(stationService), active: z.boolean() });
export type StationAdminView = z.infer<typeof stationAdminView>;

export const stationAdminPage = z.object({ records: z.array(stationAdminView), ...pageFields });
export type StationAdminPage = z.infer<typeof stationAdminPage>;

export const stationIdParams = z.object({ stationId: idParam(Messages.StationNotFound) });

/** PUT /api/admin/stations/{stationId}: name, address, phone and the map point. */
export const stationDetailsRequest = z.object({
  name: trimmedText('name', 80),
  address1: trimmedText('street address', 100),
  city: trimmedText('city', 60),
  state: z.string().trim().toUpperCase().refine(isSalesTaxState, 'Enter a two-letter US state, e.g. CA'),
  zip: zipField,
  phone: usPhoneField,
  lat: latitudeField,
  lng: longitudeField,
});
export type StationDetailsRequest = z.input<typeof stationDetailsRequest>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm, e.g. 08:30');

const dayHours = z
  .object({ day: z.enum(WEEK_DAYS), open: clockTime.nullable(), close: clockTime.nullable() })
  .refine((d) => (d.open === null) === (d.close === null), {
    message: 'Give both opening and closing times, or neither for a closed day',
    path: ['close'],
  })
  // 'HH:mm' strings order as the times do.
  .refine((d) => d.open === null || d.close === null || d.open < d.close, {
    message: 'Closing time must be after opening time',
    path: ['close'],
  });

/** PUT /api/admin/stations/{stationId}/hours: the seven days, Monday first; null times mean closed that day. */
export const stationHoursRequest = z.object({
  hours: z
    .array(dayHours)
    .length(WEEK_DAYS.length, 'Give the hours of all seven days')
    .refine((days) => days.every((d, i) => d.day === WEEK_DAYS[i]), 'List the days Monday to Sunday'),
});
export type StationHoursRequest = z.input<typeof stationHoursRequest>;

/** One service as staff type it; `price` in cents. */
export const stationServiceInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,32}$/, 'A service code is 2–32 capital letters, digits or _'),
  name: trimmedText('service name', 60),
  /** Cents. */
  price: intField({ max: STATION_SERVICE_PRICE_MAX_CENTS, message: 'Enter a fee from $0 to $10,000' }),
  perTire: z.boolean(),
});

/** PUT /api/admin/stations/{stationId}/services: the first one is checked by default at checkout. */
export const stationServicesRequest = z.object({
  services: z
    .array(stationServiceInput)
    .min(1, 'Offer at least one service')
    .max(STATION_SERVICES_MAX, `At most ${STATION_SERVICES_MAX} services`)
    .refine(
      (services) => new Set(services.map((s) => s.code)).size === services.length,
      'Each service needs its own code',
    ),
});
export type StationServicesRequest = z.input<typeof stationServicesRequest>;

/** PUT /api/admin/stations/{stationId}/active: a closed station is not offered to shoppers. */
export const stationActiveRequest = z.object({ active: z.boolean() });
