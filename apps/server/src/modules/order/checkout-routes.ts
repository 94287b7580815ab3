import { checkoutAnswer, checkoutRequest, submitOrderAnswer, submitOrderRequest } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { CheckoutService } from './checkout';
import type { SubmitService } from './submit';

const tags = ['order'];

/** The order summary and placing the order (issue 5; SPEC §3 'Order', §9 'Fees'). */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  submit: SubmitService;
}> = async (app, { checkout, submit }) => {
  app.post(
    '/p/order/confirm',
    { schema: { tags, body: checkoutRequest, response: { 200: checkoutAnswer } } },
    (request) => checkout.summarize(signedIn(request).userId, request.body),
  );

  app.post(
    '/p/order/submit',
    { schema: { tags, body: submitOrderRequest, response: { 200: submitOrderAnswer } } },
    (request) => submit.placeOrders(signedIn(request).userId, request.body),
  );
};
