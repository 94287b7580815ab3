import {
  accountSummary,
  createStaffRequest,
  type OutboxAnswer,
  type OutboxFilters,
  outboxAnswer,
  outboxQuery,
  setDisabledRequest,
  setStaffRoleRequest,
  staffListQuery,
  staffPage,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth';
import type { StaffAccounts } from './staff-accounts';

const tags = ['staff'];
const administrators = [UserRole.Admin];
const userIdParams = z.object({ userId: z.string() });

/** Staff-only calls: the mail outbox, staff accounts, disabling users. /api/admin/* already needs a staff role. */
type ReadOutbox = (query: OutboxFilters) => Promise<OutboxAnswer>;

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffAccounts; readOutbox: ReadOutbox }> = async (
  app,
  { staff, readOutbox },
) => {
  app.get(
    '/admin/outbox',
    {
      schema: { tags, querystring: outboxQuery, response: { 200: outboxAnswer } },
      // Verification and reset codes are in there: only administrators may read them.
      config: { staffRoles: administrators },
    },
    (request) => readOutbox(request.query),
  );

  app.get(
    '/admin/staff',
    {
      schema: { tags, querystring: staffListQuery, response: { 200: staffPage } },
      config: { staffRoles: administrators },
    },
    (request) => staff.list(request.query),
  );

  app.post(
    '/admin/staff',
    {
      schema: { tags, body: createStaffRequest, response: { 200: accountSummary } },
      config: { staffRoles: administrators },
    },
    (request) => staff.invite(signedIn(request), request.body),
  );

  app.put(
    '/admin/staff/:userId/role',
    {
      schema: { tags, params: userIdParams, body: setStaffRoleRequest, response: { 200: accountSummary } },
      config: { staffRoles: administrators },
    },
    (request) => staff.changeRole(signedIn(request), request.params.userId, request.body.role),
  );

  app.put(
    '/admin/users/:userId/disabled',
    {
      schema: { tags, params: userIdParams, body: setDisabledRequest, response: { 200: accountSummary } },
      // Customer service may disable customers only; administrators anyone but themselves.
      config: { staffRoles: [UserRole.Admin, UserRole.CustomerService] },
    },
    (request) => staff.setDisabled(signedIn(request), request.params.userId, request.body.disabled),
  );
};
