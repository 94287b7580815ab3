import {
  plateLookupAnswer,
  plateLookupQuery,
  vehicleByNameQuery,
  vehicleListAnswer,
  vehicleMakesAnswer,
  vehicleMakesQuery,
  vehicleModelsAnswer,
  vehicleModelsQuery,
  vehiclePartsAnswer,
  vehiclePartsParams,
  vehicleTrimsAnswer,
  vehicleTrimsQuery,
  vehicleYearsAnswer,
  vinLookupAnswer,
  vinLookupQuery,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../platform/json-answer';
import type { VehicleService } from './service';

const tags = ['vehicle'];

/** Vehicle search: car-select steps (active 0–3), names, OE sizes, plates and VINs (SPEC §2, §7). */
export const vehicleRoutes: FastifyPluginAsyncZod<{ vehicles: VehicleService }> = async (
  app,
  { vehicles },
) => {
  app.get(
    '/vehicle/years',
    { schema: { tags, response: { 200: vehicleYearsAnswer } } },
    async (_request, reply) => sendJson(reply, await vehicles.years()),
  );

  app.get(
    '/vehicle/makes',
    { schema: { tags, querystring: vehicleMakesQuery, response: { 200: vehicleMakesAnswer } } },
    async (request, reply) => sendJson(reply, await vehicles.makes(request.query.year)),
  );

  app.get(
    '/vehicle/models',
    { schema: { tags, querystring: vehicleModelsQuery, response: { 200: vehicleModelsAnswer } } },
    async ({ query }, reply) => sendJson(reply, await vehicles.models(query.year, query.make)),
  );

  app.get(
    '/vehicle/trims',
    { schema: { tags, querystring: vehicleTrimsQuery, response: { 200: vehicleTrimsAnswer } } },
    async ({ query }, reply) => sendJson(reply, await vehicles.trims(query.year, query.make, query.model)),
  );

  app.get(
    '/vehicle/v2/getVehicleByVehicleName',
    { schema: { tags, querystring: vehicleByNameQuery, response: { 200: vehicleListAnswer } } },
    async (request, reply) => sendJson(reply, await vehicles.byName(request.query.vehicleName)),
  );

  app.get(
    '/vehicleParts/getPartsParam/:vehicleId',
    { schema: { tags, params: vehiclePartsParams, response: { 200: vehiclePartsAnswer } } },
    async (request, reply) => sendJson(reply, await vehicles.partsParam(request.params.vehicleId)),
  );

  app.get(
    '/vehicle/byPlate',
    { schema: { tags, querystring: plateLookupQuery, response: { 200: plateLookupAnswer } } },
    (request) => vehicles.byPlate(request.query.state, request.query.plate),
  );

  app.get(
    '/vehicle/byVin',
    { schema: { tags, querystring: vinLookupQuery, response: { 200: vinLookupAnswer } } },
    (request) => vehicles.byVin(request.query.vin),
  );
};
