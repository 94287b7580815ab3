import type { SmartStreetQuery, StreetCandidate, StreetSearchQuery, StreetSuggestion } from '@tread/domain';
import { z } from 'zod';

/** Street autocomplete and verification (SPEC §7 getAutoCompleteStreet / getSmartStreet). */
export type StreetProvider = {
  autocomplete(query: StreetSearchQuery): Promise<StreetSuggestion[]>;
  verify(query: SmartStreetQuery): Promise<StreetCandidate[]>;
};

/** Without a provider the street is typed freely: nothing to suggest, nothing to verify. */
export const freeTextStreets: StreetProvider = {
  autocomplete: async () => [],
  verify: async () => [],
};

const TIMEOUT_MS = 5000;

const smartySuggestions = z.object({
  suggestions: z
    .array(
      z.object({
        street_line: z.string(),
        secondary: z.string().default(''),
        city: z.string(),
        state: z.string(),
        zipcode: z.string(),
      }),
    )
    .nullish(),
});

const smartyCandidates = z.array(
  z.object({
    delivery_line_1: z.string(),
    components: z.object({
      city_name: z.string().default(''),
      state_abbreviation: z.string().default(''),
      zipcode: z.string().default(''),
      secondary_designator: z.string().optional(),
      secondary_number: z.string().optional(),
    }),
    metadata: z.object({ latitude: z.number(), longitude: z.number() }),
  }),
);

/** Smarty (smarty.com) US Autocomplete Pro and US Street APIs, with a secret key pair. */
export function smartyStreets(
  auth: { authId: string; authToken: string },
  fetchJson: (url: URL) => Promise<unknown> = fetchWithTimeout,
): StreetProvider {
  const url = (base: string, params: Record<string, string | undefined>) => {
    const u = new URL(base);
    u.searchParams.set('auth-id', auth.authId);
    u.searchParams.set('auth-token', auth.authToken);
    for (const [key, value] of Object.entries(params)) if (value) u.searchParams.set(key, value);
    return u;
  };
  return {
    async autocomplete(query) {
      const answer = await fetchJson(
        url('https://us-autocomplete-pro.api.smarty.com/lookup', {
          search: query.search,
          include_only_zip_codes: query.zipCode,
          include_only_cities: query.city && query.state ? `${query.city},${query.state}` : undefined,
          include_only_states: query.state,
        }),
      );
      return smartySuggestions.parse(answer).suggestions ?? [];
    },
    async verify(query) {
      const answer = await fetchJson(
        url('https://us-street.api.smarty.com/street-address', {
          street: query.street,
          secondary: query.secondary,
          city: query.city,
          state: query.state,
          zipcode: query.zipCode,
          candidates: '5',
        }),
      );
      return smartyCandidates.parse(answer).map((candidate) => ({
        street_line: candidate.delivery_line_1,
        secondary: [candidate.components.secondary_designator, candidate.components.secondary_number]
          .filter(Boolean)
          .join(' '),
        city: candidate.components.city_name,
        state: candidate.components.state_abbreviation,
        zipcode: candidate.components.zipcode,
        lat: candidate.metadata.latitude,
        lng: candidate.metadata.longitude,
      }));
    },
  };
}

async function fetchWithTimeout(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`street provider answered HTTP ${response.status}`);
  return response.json();
}
