import { station, stationDetailQuery, stationListAnswer, stationSearchQuery } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationService } from './service';

const tags = ['station'];
const nearby = { tags, querystring: stationSearchQuery, response: { 200: stationListAnswer } };

/** Installer shops and pick-up points near the shopper (SPEC §7 prodServiceStation). */
export const stationRoutes: FastifyPluginAsyncZod<{ stations: StationService }> = async (
  app,
  { stations },
) => {
  app.get('/station/prodServiceStation', { schema: nearby }, (request) =>
    stations.nearby('installer', request.query),
  );

  app.get('/stationPoint/prodServiceStation', { schema: nearby }, (request) =>
    stations.nearby('pickup', request.query),
  );

  app.get(
    '/station/detail',
    { schema: { tags, querystring: stationDetailQuery, response: { 200: station } } },
    (request) => stations.detail(request.query),
  );
};
