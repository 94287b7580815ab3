import {
  adminRefundDetail,
  adminRefundPage,
  adminRefundParams,
  adminRefundQuery,
  RefundMessages,
  refundApplyRequest,
  refundDetail,
  refundListQuery,
  refundNumberQuery,
  refundNumberRequest,
  refundPage,
  refundQuoteAnswer,
  refundQuoteQuery,
  refundReapplyRequest,
  refuseRefundRequest,
  returnLogisticsRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth';
import type { RefundService } from './index';

const done = z.object({ refundNumber: z.string(), message: z.string() });

/** The shopper's after-sales: quote, apply, edit, withdraw, return logistics, list and detail (issue 16). */
export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (app, { refunds }) => {
  const tags = ['refunds'];
  app.get(
    '/p/refund/quote',
    { schema: { tags, querystring: refundQuoteQuery, response: { 200: refundQuoteAnswer } } },
    (request) => refunds.apply.quote(signedIn(request).userId, request.query),
  );
  app.post(
    '/p/refund/apply',
    { schema: { tags, body: refundApplyRequest, response: { 200: done } } },
    async (request) => {
      const row = await refunds.apply.apply(signedIn(request).userId, request.body);
      return { refundNumber: row.refundNumber, message: RefundMessages.Applied };
    },
  );
  app.post(
    '/p/refund/reapply',
    { schema: { tags, body: refundReapplyRequest, response: { 200: done } } },
    async (request) => {
      const row = await refunds.apply.reapply(signedIn(request).userId, request.body);
      return { refundNumber: row.refundNumber, message: RefundMessages.Applied };
    },
  );
  app.post(
    '/p/refund/withdraw',
    { schema: { tags, body: refundNumberRequest, response: { 200: done } } },
    async (request) => {
      const row = await refunds.goods.withdraw(signedIn(request).userId, request.body.refundNumber);
      return { refundNumber: row.refundNumber, message: RefundMessages.Withdrawn };
    },
  );
  app.post(
    '/p/refund/logistics',
    { schema: { tags, body: returnLogisticsRequest, response: { 200: done } } },
    async (request) => {
      const row = await refunds.goods.logistics(signedIn(request).userId, request.body);
      return { refundNumber: row.refundNumber, message: RefundMessages.LogisticsSaved };
    },
  );
  app.get(
    '/p/refund/list',
    { schema: { tags, querystring: refundListQuery, response: { 200: refundPage } } },
    (request) => refunds.reads.mine(signedIn(request).userId, request.query),
  );
  app.get(
    '/p/refund/detail',
    { schema: { tags, querystring: refundNumberQuery, response: { 200: refundDetail } } },
    (request) => refunds.reads.myDetail(signedIn(request).userId, request.query.refundNumber),
  );
};

/** Merchants handle requests; customer service reads them to answer shoppers. */
const readers = [UserRole.Merchant, UserRole.CustomerService, UserRole.Admin];
const handlers = [UserRole.Merchant, UserRole.Admin];

export const adminRefundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (
  app,
  { refunds },
) => {
  const tags = ['staff refunds'];
  app.get(
    '/admin/refunds',
    {
      schema: { tags, querystring: adminRefundQuery, response: { 200: adminRefundPage } },
      config: { staffRoles: readers },
    },
    (request) => refunds.reads.staffPage(request.query.status, request.query),
  );
  app.get(
    '/admin/refunds/:refundNumber',
    {
      schema: { tags, params: adminRefundParams, response: { 200: adminRefundDetail } },
      config: { staffRoles: readers },
    },
    (request) => refunds.reads.staffDetail(request.params.refundNumber),
  );
  const staffMove = (
    path: string,
    run: (by: ReturnType<typeof signedIn>, refundNumber: string) => Promise<unknown>,
  ) =>
    app.post(
      `/admin/refunds/:refundNumber/${path}`,
      {
        schema: { tags, params: adminRefundParams, response: { 200: adminRefundDetail } },
        config: { staffRoles: handlers },
      },
      async (request) => {
        await run(signedIn(request), request.params.refundNumber);
        return refunds.reads.staffDetail(request.params.refundNumber);
      },
    );
  staffMove('accept', (by, refundNumber) => refunds.handle.accept(by, refundNumber));
  staffMove('receive', (by, refundNumber) => refunds.handle.receive(by, refundNumber));
  app.post(
    '/admin/refunds/:refundNumber/refuse',
    {
      schema: {
        tags,
        params: adminRefundParams,
        body: refuseRefundRequest,
        response: { 200: adminRefundDetail },
      },
      config: { staffRoles: handlers },
    },
    async (request) => {
      await refunds.handle.refuse(signedIn(request), request.params.refundNumber, request.body);
      return refunds.reads.staffDetail(request.params.refundNumber);
    },
  );
};
