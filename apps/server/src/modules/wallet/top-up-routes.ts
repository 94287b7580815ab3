import { topUpAnswer, topUpOptionsAnswer, topUpQuery, topUpRequest } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { TopUpService } from './top-ups';

/** recharge-balance: the options, asking for a top-up (paid on pay-way), and how it went. */
export const topUpRoutes: FastifyPluginAsyncZod<{ topUps: TopUpService }> = async (app, { topUps }) => {
  const tags = ['wallet'];
  app.get('/p/wallet/topUp/options', { schema: { tags, response: { 200: topUpOptionsAnswer } } }, (request) =>
    topUps.options(signedIn(request).userId),
  );
  app.post(
    '/p/wallet/topUp',
    { schema: { tags, body: topUpRequest, response: { 200: topUpAnswer } } },
    (request) => topUps.create(signedIn(request).userId, request.body.amountCents),
  );
  app.get(
    '/p/wallet/topUp',
    { schema: { tags, querystring: topUpQuery, response: { 200: topUpAnswer } } },
    (request) => topUps.read(signedIn(request).userId, request.query.number),
  );
};
