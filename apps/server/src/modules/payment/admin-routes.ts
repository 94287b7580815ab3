import { adminPaymentAnswer, payNumberParams, refundPaymentRequest, UserRole } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { StaffPayments } from './staff-payments';

const tags = ['staff payments'];
const REFUND_ROLES = [UserRole.Admin, UserRole.CustomerService];

/** Staff see a payment with its refunds, and give money back in one or more parts. */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ payments: StaffPayments }> = async (
  app,
  { payments },
) => {
  app.get(
    '/admin/payments/:payNumber',
    {
      schema: { tags, params: payNumberParams, response: { 200: adminPaymentAnswer } },
      config: { staffRoles: [...REFUND_ROLES, UserRole.Operations] },
    },
    (request) => payments.view(request.params.payNumber),
  );

  app.post(
    '/admin/payments/:payNumber/refunds',
    {
      schema: {
        tags,
        params: payNumberParams,
        body: refundPaymentRequest,
        response: { 200: adminPaymentAnswer },
      },
      config: { staffRoles: REFUND_ROLES },
    },
    (request) => payments.refund(signedIn(request), request.params.payNumber, request.body, request.log),
  );
};
