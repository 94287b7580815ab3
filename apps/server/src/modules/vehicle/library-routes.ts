import {
  mergeGuestLibraryRequest,
  saveUserTireAnswer,
  saveUserTireRequest,
  saveUserVehicleAnswer,
  saveUserVehicleRequest,
  selectUserTireRequest,
  selectUserVehicleRequest,
  tireLibraryAnswer,
  userTireListAnswer,
  userTireParams,
  userVehicleListAnswer,
  userVehicleParams,
  vehiclePageAnswer,
  vehiclePageQuery,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { TireLibrary } from './library';

const tags = ['tire library'];

/** The signed-in shopper's saved sizes and vehicles (SPEC §4, §5, §7 /p/vehicle/...). */
export const libraryRoutes: FastifyPluginAsyncZod<{ library: TireLibrary }> = async (app, { library }) => {
  app.get(
    '/p/vehicle/userTireList',
    { schema: { tags, response: { 200: userTireListAnswer } } },
    async (request) => ({
      records: await library.tires(signedIn(request).userId),
    }),
  );

  app.post(
    '/p/vehicle/saveOrUpdateUserTireInfo',
    { schema: { tags, body: saveUserTireRequest, response: { 200: saveUserTireAnswer } } },
    (request) => library.saveTire(signedIn(request).userId, request.body),
  );

  app.post(
    '/p/vehicle/selectUserTire',
    { schema: { tags, body: selectUserTireRequest, response: { 200: userTireListAnswer } } },
    async (request) => ({
      records: await library.selectTire(signedIn(request).userId, request.body.userTireId),
    }),
  );

  app.delete(
    '/p/vehicle/deleteUserTire/:userTireId',
    { schema: { tags, params: userTireParams, response: { 200: userTireListAnswer } } },
    async (request) => ({
      records: await library.removeTire(signedIn(request).userId, request.params.userTireId),
    }),
  );

  app.get(
    '/p/vehicle/getVehiclePage',
    { schema: { tags, querystring: vehiclePageQuery, response: { 200: vehiclePageAnswer } } },
    (request) => library.vehiclePage(signedIn(request).userId, request.query.current, request.query.size),
  );

  app.post(
    '/p/vehicle/saveUserVehicle',
    { schema: { tags, body: saveUserVehicleRequest, response: { 200: saveUserVehicleAnswer } } },
    (request) => library.saveVehicle(signedIn(request).userId, request.body),
  );

  app.post(
    '/p/vehicle/selectUserVehicle',
    { schema: { tags, body: selectUserVehicleRequest, response: { 200: userVehicleListAnswer } } },
    async (request) => ({
      records: await library.selectVehicle(
        signedIn(request).userId,
        request.body.userCarId,
        request.body.lastQueryTireSize,
      ),
    }),
  );

  app.delete(
    '/p/vehicle/deleteUserVehicle/:userCarId',
    { schema: { tags, params: userVehicleParams, response: { 200: userVehicleListAnswer } } },
    async (request) => ({
      records: await library.removeVehicle(signedIn(request).userId, request.params.userCarId),
    }),
  );

  app.post(
    '/p/vehicle/mergeGuestLibrary',
    { schema: { tags, body: mergeGuestLibraryRequest, response: { 200: tireLibraryAnswer } } },
    (request) => library.merge(signedIn(request).userId, request.body),
  );
};
