import {
  adminCustomerMember,
  buyVipRequest,
  growthRecordsAnswer,
  memberCenter,
  UserRole,
  vipOffer,
  vipPurchaseAnswer,
  vipPurchaseQuery,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth';
import type { vipPurchasing } from './buy-vip';
import type { MemberReads } from './member-reads';

/** member-center, member-index and buy-vip (issue 17). */
export const memberRoutes: FastifyPluginAsyncZod<{
  reads: MemberReads;
  purchasing: ReturnType<typeof vipPurchasing>;
}> = async (app, { reads, purchasing }) => {
  const tags = ['member'];
  app.get('/p/member', { schema: { tags, response: { 200: memberCenter } } }, (request) =>
    reads.center(signedIn(request).userId),
  );
  app.get('/p/member/growth', { schema: { tags, response: { 200: growthRecordsAnswer } } }, (request) =>
    reads.growthRecords(signedIn(request).userId),
  );
  app.get('/p/vip', { schema: { tags, response: { 200: vipOffer } } }, (request) =>
    reads.offer(signedIn(request).userId),
  );
  app.post(
    '/p/vip/buy',
    { schema: { tags, body: buyVipRequest, response: { 200: vipPurchaseAnswer } } },
    (request) => purchasing.buy(signedIn(request).userId, request.body.planId),
  );
  app.get(
    '/p/vip/purchase',
    { schema: { tags, querystring: vipPurchaseQuery, response: { 200: vipPurchaseAnswer } } },
    (request) => purchasing.read(signedIn(request).userId, request.query.number),
  );
};

/** Customer service and administrators read a customer's member history. */
const staffRoles = [UserRole.CustomerService, UserRole.Admin];

export const adminMemberRoutes: FastifyPluginAsyncZod<{ reads: MemberReads }> = async (app, { reads }) => {
  app.get(
    '/admin/customers/:userId/member',
    {
      schema: {
        tags: ['staff member'],
        params: z.object({ userId: z.uuid() }),
        response: { 200: adminCustomerMember },
      },
      config: { staffRoles },
    },
    (request) => reads.forStaff(request.params.userId),
  );
};
