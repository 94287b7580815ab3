import { PayResultStatus } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import {
  decideSandboxPayment,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxGateway,
  sandboxNotificationBody,
} from '../../platform/payments/sandbox';
import { payResultPath } from './payment-page';
import { SANDBOX_PAGE_SECURITY, sandboxCheckoutPage } from './sandbox-page';
import type { PaymentService } from './service';

const tags = ['sandbox'];
const NOTIFY_URL = '/api/payment/notify/sandbox';

const params = z.object({ payNumber: z.string().min(1).max(40) });
const form = z.object({
  cardNumber: z.string().max(40).default(''),
  action: z.enum(['pay', 'cancel']),
});

/**
 * The sandbox gateway's own pages, served here so the embedded default needs no outside service. The
 * gateway decides, signs its notification and sends it to the webhook, which verifies it like any other.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  sandbox: SandboxGateway;
  clock: Clock;
}> = async (app, { payments, sandbox, clock }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/sandbox/checkout/:payNumber',
    { schema: { tags, params }, config: { securityHeaders: SANDBOX_PAGE_SECURITY } },
    async (request, reply) => {
      const view = await payments.checkoutView(request.params.payNumber);
      return reply.type('text/html; charset=utf-8').send(sandboxCheckoutPage(view));
    },
  );

  app.post(
    '/sandbox/checkout/:payNumber',
    { schema: { tags, params, body: form } },
    async (request, reply) => {
      const view = await payments.checkoutView(request.params.payNumber);
      if (view.status === 'pending') {
        const body = sandboxNotificationBody(
          view,
          decideSandboxPayment(request.body.action, request.body.cardNumber),
        );
        // Same process, no network hop; the webhook still checks the signature as for any caller.
        const delivered = await app.inject({
          method: 'POST',
          url: NOTIFY_URL,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(body, clock.now()),
          },
          payload: body,
        });
        if (delivered.statusCode !== 200) {
          request.log.error(
            { status: delivered.statusCode, body: delivered.body },
            'sandbox notification refused',
          );
        }
      }
      const after = await payments.checkoutView(request.params.payNumber);
      const sts = after.status === 'succeeded' ? PayResultStatus.Success : PayResultStatus.Failed;
      return reply.redirect(payResultPath(after.orderNumbers, sts), 303);
    },
  );
};
