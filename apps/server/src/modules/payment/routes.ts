import {
  okAnswer,
  payAnswer,
  payCancelRequest,
  payInfoAnswer,
  payInfoQuery,
  payingStatusAnswer,
  payingStatusQuery,
  payRequest,
  paySwitchAnswer,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth';
import type { PaymentNotifications } from './notifications';
import type { PaymentService } from './service';

const tags = ['payment'];

/** pay-way and pay-result (SPEC §2, §7): what is due, paying, backing out, and the paying status. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/sys/config/info/getSysPaySwitch',
    { schema: { tags: ['config'], response: { 200: paySwitchAnswer } } },
    () => payments.paySwitch(),
  );

  app.get(
    '/p/order/payInfo',
    { schema: { tags, querystring: payInfoQuery, response: { 200: payInfoAnswer } } },
    (request) => payments.payInfo(signedIn(request).userId, request.query.orderNumbers),
  );

  app.post('/p/order/pay', { schema: { tags, body: payRequest, response: { 200: payAnswer } } }, (request) =>
    payments.pay(signedIn(request).userId, request.body),
  );

  app.post(
    '/p/order/payCancel',
    { schema: { tags, body: payCancelRequest, response: { 200: okAnswer } } },
    async (request) => {
      await payments.cancel(signedIn(request).userId, request.body.payNumber);
      return { ok: true } as const;
    },
  );

  app.get(
    '/p/order/changePayingStatus',
    { schema: { tags, querystring: payingStatusQuery, response: { 200: payingStatusAnswer } } },
    async (request) => ({
      payStatus: await payments.payingStatus(signedIn(request).userId, request.query.orderNumber),
    }),
  );
};

/** Gateways' notifications. Signatures cover the exact bytes sent, so the body is kept as a string. */
export const paymentNotifyRoutes: FastifyPluginAsyncZod<{ notifications: PaymentNotifications }> = async (
  app,
  { notifications },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/payment/notify/:provider',
    {
      schema: {
        tags,
        params: z.object({ provider: z.enum(['sandbox', 'stripe']) }),
        response: { 200: z.object({ outcome: z.string() }) },
      },
    },
    (request) =>
      notifications.receive(
        request.params.provider,
        typeof request.body === 'string' ? request.body : '',
        request.headers,
        request.log,
      ),
  );
};
