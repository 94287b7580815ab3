import {
  cityLookupAnswer,
  cityLookupQuery,
  smartStreetAnswer,
  smartStreetQuery,
  streetSearchQuery,
  streetSuggestionAnswer,
  zipLookupAnswer,
  zipLookupQuery,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaService } from './service';

const tags = ['area'];

export const areaRoutes: FastifyPluginAsyncZod<{ area: AreaService }> = async (app, { area }) => {
  app.get(
    '/area/getAutoCompleteStreetZipCode',
    { schema: { tags, querystring: zipLookupQuery, response: { 200: zipLookupAnswer } } },
    (request) => ({ zipcodes: area.zipcodes(request.query.zipCode) }),
  );

  app.get(
    '/area/getCityByNameAndCountry',
    { schema: { tags, querystring: cityLookupQuery, response: { 200: cityLookupAnswer } } },
    (request) => ({ cities: area.cities(request.query) }),
  );

  app.get(
    '/area/getAutoCompleteStreet',
    { schema: { tags, querystring: streetSearchQuery, response: { 200: streetSuggestionAnswer } } },
    async (request) => ({ suggestions: await area.autocompleteStreet(request.query) }),
  );

  app.get(
    '/area/getSmartStreet',
    { schema: { tags, querystring: smartStreetQuery, response: { 200: smartStreetAnswer } } },
    async (request) => ({ candidates: await area.verifyStreet(request.query) }),
  );
};
