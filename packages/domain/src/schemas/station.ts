import { z } from 'zod';
import { Messages } from '../messages';
import { idParam, latitudeField, longitudeField, zipField } from '../zod-fields';

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
  /** The point searched from (the ZIP's centre when a ZIP was given): the map's centre and userLatLng. */
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
