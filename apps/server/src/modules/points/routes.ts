import {
  adjustPointsRequest,
  adminCustomerPoints,
  pointsRecordPage,
  pointsRecordQuery,
  pointsSummary,
  raffleWheel,
  signInAnswer,
  spinAnswer,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth';
import type { PointsService } from './index';

/** The points center (integral-index, integral-detail), the daily sign-in and the lucky wheel (issue 17). */
export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (app, { points }) => {
  const tags = ['points'];
  app.get('/p/points', { schema: { tags, response: { 200: pointsSummary } } }, (request) =>
    points.reads.summary(signedIn(request).userId),
  );
  app.get(
    '/p/points/records',
    { schema: { tags, querystring: pointsRecordQuery, response: { 200: pointsRecordPage } } },
    (request) => points.reads.records(signedIn(request).userId, request.query),
  );
  app.post('/p/points/signIn', { schema: { tags, response: { 200: signInAnswer } } }, (request) =>
    points.signIn(signedIn(request).userId),
  );
  app.get('/p/raffle', { schema: { tags, response: { 200: raffleWheel } } }, (request) =>
    points.wheel(signedIn(request).userId),
  );
  app.post('/p/raffle/spin', { schema: { tags, response: { 200: spinAnswer } } }, (request) =>
    points.spin(signedIn(request).userId),
  );
};

/** Customer service and administrators look after a customer's points. */
const staffRoles = [UserRole.CustomerService, UserRole.Admin];
const customerParams = z.object({ userId: z.uuid() });

export const adminPointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (
  app,
  { points },
) => {
  const tags = ['staff points'];
  app.get(
    '/admin/customers/:userId/points',
    {
      schema: { tags, params: customerParams, response: { 200: adminCustomerPoints } },
      config: { staffRoles },
    },
    (request) => points.staff.customerPoints(request.params.userId),
  );
  app.post(
    '/admin/customers/:userId/points',
    {
      schema: {
        tags,
        params: customerParams,
        body: adjustPointsRequest,
        response: { 200: adminCustomerPoints },
      },
      config: { staffRoles },
    },
    (request) => points.staff.adjust(signedIn(request), request.params.userId, request.body),
  );
};
