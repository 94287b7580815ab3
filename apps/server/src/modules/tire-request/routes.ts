import {
  adminTireRequest,
  adminTireRequestsAnswer,
  adminTireRequestsQuery,
  tireRequestAnswer,
  tireRequestCreate,
  tireRequestParams,
  tireRequestUpdate,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import { type LimitRule, limitByIp } from '../../platform/rate-limit';
import type { AnswerTireRequests } from './answer-tire-requests';
import type { SendTireRequest } from './send-tire-request';

/** A person sends a handful of requests, a script hundreds: enough for a family's cars, not for spam. */
const SEND_PER_IP: LimitRule = { max: 10, windowMs: 60 * 60_000 };

/** The request form when no tires fit a vehicle (SPEC §1): guests and signed-in shoppers alike. */
export const tireRequestRoutes: FastifyPluginAsyncZod<{ send: SendTireRequest }> = async (app, { send }) => {
  app.post(
    '/tire-requests',
    {
      schema: { tags: ['tire requests'], body: tireRequestCreate, response: { 200: tireRequestAnswer } },
      config: { optionalAuth: true },
      preHandler: limitByIp(app, 'tire-request', SEND_PER_IP),
    },
    (request) => send(request.principal?.userId ?? null, request.body),
  );
};

/** Merchants source the tires, customer service answers the shopper. */
const staffRoles = [UserRole.Merchant, UserRole.CustomerService, UserRole.Admin];

export const adminTireRequestRoutes: FastifyPluginAsyncZod<{ answers: AnswerTireRequests }> = async (
  app,
  { answers },
) => {
  const tags = ['staff tire requests'];
  app.get(
    '/admin/tire-requests',
    {
      schema: { tags, querystring: adminTireRequestsQuery, response: { 200: adminTireRequestsAnswer } },
      config: { staffRoles },
    },
    (request) => answers.list(request.query),
  );
  app.put(
    '/admin/tire-requests/:id',
    {
      schema: {
        tags,
        params: tireRequestParams,
        body: tireRequestUpdate,
        response: { 200: adminTireRequest },
      },
      config: { staffRoles },
    },
    (request) => answers.update(signedIn(request), request.params.id, request.body),
  );
};
