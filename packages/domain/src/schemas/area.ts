import { z } from 'zod';
import { US_AREA_ID } from '../constants';
import { Messages } from '../messages';
import { idParam } from '../zod-fields';

/** ZIP, city and street look-ups of SPEC §7 (/api/area/...). */

export const zipLookupQuery = z.object({
  /** The first 3–5 digits typed, or a full ZIP / ZIP+4. */
  zipCode: z
    .string()
    .prefault('')
    .transform((text) => text.trim().slice(0, 5))
    .refine((text) => /^\d{3,5}$/.test(text), Messages.ZipInvalid),
});

export const zipPlace = z.object({
  zipcode: z.string(),
  city: z.string(),
  /** Two-letter state. */
  state: z.string(),
  stateName: z.string(),
  /** The ZIP's centroid; null for the few ZIPs without one. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type ZipPlace = z.infer<typeof zipPlace>;

/** GET /api/area/getAutoCompleteStreetZipCode: ZIPs starting with what was typed, in order. */
export const zipLookupAnswer = z.object({ zipcodes: z.array(zipPlace) });
export type ZipLookupAnswer = z.infer<typeof zipLookupAnswer>;

export const cityLookupQuery = z.object({
  /** The start of a city name. */
  name: z
    .string()
    .prefault('')
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, Messages.StateAndCityRequired),
  /** Country: 1002 is the United States, the only one served. */
  areaId: idParam().default(US_AREA_ID),
  /** Optional two-letter state to narrow the list. */
  state: z
    .string()
    .transform((text) => text.trim().toUpperCase())
    .optional(),
});

export const cityPlace = z.object({
  city: z.string(),
  state: z.string(),
  stateName: z.string(),
  zipcodes: z.array(z.string()),
});
export type CityPlace = z.infer<typeof cityPlace>;

/** GET /api/area/getCityByNameAndCountry. */
export const cityLookupAnswer = z.object({ cities: z.array(cityPlace) });
export type CityLookupAnswer = z.infer<typeof cityLookupAnswer>;

export const streetSearchQuery = z.object({
  search: z
    .string()
    .prefault('')
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, Messages.SearchEmpty),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
});
export type StreetSearchQuery = z.output<typeof streetSearchQuery>;

/** One street suggestion, in the street-address provider's field names (SPEC §7: street_line). */
export const streetSuggestion = z.object({
  street_line: z.string(),
  secondary: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type StreetSuggestion = z.infer<typeof streetSuggestion>;

/** GET /api/area/getAutoCompleteStreet: empty when no street provider is configured (the street is free text). */
export const streetSuggestionAnswer = z.object({ suggestions: z.array(streetSuggestion) });

export const smartStreetQuery = z.object({
  street: z
    .string()
    .prefault('')
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, Messages.DetailedAddressRequired),
  secondary: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
});
export type SmartStreetQuery = z.output<typeof smartStreetQuery>;

/** A verified delivery address with its coordinates. */
export const streetCandidate = streetSuggestion.extend({ lat: z.number(), lng: z.number() });
export type StreetCandidate = z.infer<typeof streetCandidate>;

/** GET /api/area/getSmartStreet: empty when no provider is configured or the address is unknown. */
export const smartStreetAnswer = z.object({ candidates: z.array(streetCandidate) });
