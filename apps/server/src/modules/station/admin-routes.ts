import {
  stationActiveRequest,
  stationAdminPage,
  stationAdminQuery,
  stationAdminView,
  stationDetailsRequest,
  stationHoursRequest,
  stationIdParams,
  stationServicesRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { StationBrowsing } from './browse-stations';
import type { StationEditing } from './edit-station';

const tags = ['staff stations'];
/** Installers and pick-up points are run by operations (issue 13's role split). */
const staffRoles = [UserRole.Operations, UserRole.Admin];
const answer = { 200: stationAdminView };

/** Staff list, read and edit installers and pick-up points. */
export const adminStationRoutes: FastifyPluginAsyncZod<{
  browsing: StationBrowsing;
  editing: StationEditing;
}> = async (app, { browsing, editing }) => {
  app.get(
    '/admin/stations',
    {
      schema: { tags, querystring: stationAdminQuery, response: { 200: stationAdminPage } },
      config: { staffRoles },
    },
    (request) => browsing.list(request.query),
  );

  app.get(
    '/admin/stations/:stationId',
    { schema: { tags, params: stationIdParams, response: answer }, config: { staffRoles } },
    (request) => browsing.detail(request.params.stationId),
  );

  app.put(
    '/admin/stations/:stationId',
    {
      schema: { tags, params: stationIdParams, body: stationDetailsRequest, response: answer },
      config: { staffRoles },
    },
    (request) => editing.changeDetails(signedIn(request), request.params.stationId, request.body),
  );

  app.put(
    '/admin/stations/:stationId/hours',
    {
      schema: { tags, params: stationIdParams, body: stationHoursRequest, response: answer },
      config: { staffRoles },
    },
    (request) => editing.changeHours(signedIn(request), request.params.stationId, request.body),
  );

  app.put(
    '/admin/stations/:stationId/services',
    {
      schema: { tags, params: stationIdParams, body: stationServicesRequest, response: answer },
      config: { staffRoles },
    },
    (request) => editing.changeServices(signedIn(request), request.params.stationId, request.body),
  );

  app.put(
    '/admin/stations/:stationId/active',
    {
      schema: { tags, params: stationIdParams, body: stationActiveRequest, response: answer },
      config: { staffRoles },
    },
    (request) => editing.setOpen(signedIn(request), request.params.stationId, request.body.active),
  );
};
