import { checkoutAnswer, checkoutRequest, submitOrderAnswer, submitOrderRequest } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { OrderSummaryService } from './order-summary';
import type { PlaceOrderService } from './place-order';

const tags = ['order'];

/** The order summary and placing the order (issue 5; SPEC §3 'Order', §9 'Fees'). */
export const placeOrderRoutes: FastifyPluginAsyncZod<{
  summary: OrderSummaryService;
  placing: PlaceOrderService;
}> = async (app, { summary, placing }) => {
  app.post(
    '/p/order/confirm',
    { schema: { tags, body: checkoutRequest, response: { 200: checkoutAnswer } } },
    (request) => summary.summarize(signedIn(request).userId, request.body),
  );

  app.post(
    '/p/order/submit',
    { schema: { tags, body: submitOrderRequest, response: { 200: submitOrderAnswer } } },
    (request) => placing.placeOrders(signedIn(request).userId, request.body),
  );
};
