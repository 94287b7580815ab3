import { PayResultStatus } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../platform/errors';
import { STRIPE_CHECKOUT_PATH, type StripeGateway } from '../../platform/payments/stripe';
import { payResultPath } from './payment-page';
import type { PaymentService } from './service';
import { STRIPE_PAGE_SECURITY, stripeCheckoutPage } from './stripe-page';

const tags = ['payment'];
const params = z.object({ payNumber: z.string().min(1).max(40) });

/** Intents the shopper can still confirm on the page; any other is settled, or being settled, by Stripe. */
const CONFIRMABLE: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/**
 * Our payment page around Stripe's Payment Element, so the web leaves for a payment page under Stripe just
 * as under the sandbox. It opens only for a pending Stripe attempt; the webhook settles the payment.
 */
export const stripeCheckoutRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  stripe: StripeGateway;
  publicBaseUrl: string;
}> = async (app, { payments, stripe, publicBaseUrl }) => {
  // 'Cancel payment' posts an empty form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/payment/stripe/checkout/:payNumber',
    { schema: { tags, params }, config: { securityHeaders: STRIPE_PAGE_SECURITY } },
    async (request, reply) => {
      const view = await payments.checkoutView(request.params.payNumber);
      if (view.status !== 'pending' || !view.providerRef) throw refuse('PAYMENT_NOT_FOUND');
      const intent = await stripe.intentForPage(view.providerRef).catch((error: unknown) => {
        request.log.error(
          { err: error, payNumber: view.payNumber },
          'Stripe could not read a payment intent',
        );
        throw refuse('PAYMENT_GATEWAY_UNAVAILABLE');
      });
      if (!CONFIRMABLE.includes(intent.status)) {
        return reply.redirect(payResultPath(view.orderNumbers, PayResultStatus.Processing), 303);
      }
      const page = stripeCheckoutPage({
        view,
        publishableKey: stripe.publishableKey,
        clientSecret: intent.clientSecret,
        returnUrl: `${publicBaseUrl}${payResultPath(view.orderNumbers, PayResultStatus.Processing)}`,
        cancelAction: `${STRIPE_CHECKOUT_PATH}/${encodeURIComponent(view.payNumber)}/cancel`,
      });
      // The page carries the intent's client secret: never cached.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.post(
    '/payment/stripe/checkout/:payNumber/cancel',
    { schema: { tags, params } },
    async (request, reply) => {
      const view = await payments.closeCheckout(request.params.payNumber);
      const sts = view.status === 'succeeded' ? PayResultStatus.Success : PayResultStatus.Failed;
      return reply.redirect(payResultPath(view.orderNumbers, sts), 303);
    },
  );
};
