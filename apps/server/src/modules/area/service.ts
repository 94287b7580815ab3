import {
  type CityPlace,
  type SmartStreetQuery,
  type StreetCandidate,
  type StreetSearchQuery,
  type StreetSuggestion,
  US_AREA_ID,
  type ZipPlace,
} from '@tread/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { citiesStartingWith, stateCode, zipPlace, zipsStartingWith } from './places';
import { freeTextStreets, type StreetProvider, smartyStreets } from './street';

const ZIP_SUGGESTIONS = 10;
const CITY_SUGGESTIONS = 20;

export function streetProviderFor(street: Config['street']): StreetProvider {
  return street.provider === 'smarty' ? smartyStreets(street) : freeTextStreets;
}

/** ZIP, city and street look-ups for the address form (SPEC §7 /area/...). */
export function areaService(streets: StreetProvider, log: FastifyBaseLogger) {
  /** A failing provider leaves the street as free text rather than breaking the form. */
  async function orNothing<T>(call: () => Promise<T[]>): Promise<T[]> {
    try {
      return await call();
    } catch (err) {
      log.warn({ err }, 'street provider failed; answering no suggestions');
      return [];
    }
  }

  return {
    zipPlace,
    stateCode,
    zipcodes: (prefix: string): ZipPlace[] => zipsStartingWith(prefix, ZIP_SUGGESTIONS),

    /** Only the United States (areaId 1002) is served; any other country has no cities here. */
    cities(query: { name: string; areaId: number; state?: string | undefined }): CityPlace[] {
      if (query.areaId !== US_AREA_ID) return [];
      return citiesStartingWith(
        query.name,
        query.state ? stateCode(query.state) : undefined,
        CITY_SUGGESTIONS,
      );
    },

    autocompleteStreet: (query: StreetSearchQuery): Promise<StreetSuggestion[]> =>
      orNothing(() => streets.autocomplete(query)),
    verifyStreet: (query: SmartStreetQuery): Promise<StreetCandidate[]> =>
      orNothing(() => streets.verify(query)),
  };
}
export type AreaService = ReturnType<typeof areaService>;
