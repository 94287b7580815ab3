import {
  accountSummary,
  createStaffRequest,
  type OutboxMail,
  outboxAnswer,
  outboxQuery,
  setDisabledRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth';
import type { AccountService } from './service';

const tags = ['staff'];

/** Staff-only calls: the mail outbox, staff accounts, disabling users. /api/admin/* already needs a staff role. */
type ReadOutbox = (query: { to?: string | undefined; limit: number }) => Promise<OutboxMail[]>;

export const staffRoutes: FastifyPluginAsyncZod<{ account: AccountService; readOutbox: ReadOutbox }> = async (
  app,
  { account, readOutbox },
) => {
  app.get(
    '/admin/outbox',
    {
      schema: { tags, querystring: outboxQuery, response: { 200: outboxAnswer } },
      // Verification and reset codes are in there: only administrators may read them.
      config: { staffRoles: [UserRole.Admin] },
    },
    async (request) => ({
      records: await readOutbox(request.query),
    }),
  );

  app.post(
    '/admin/staff',
    {
      schema: { tags, body: createStaffRequest, response: { 200: accountSummary } },
      config: { staffRoles: [UserRole.Admin] },
    },
    (request) => account.createStaff(request.body),
  );

  app.put(
    '/admin/users/:userId/disabled',
    {
      schema: {
        tags,
        params: z.object({ userId: z.string() }),
        body: setDisabledRequest,
        response: { 200: accountSummary },
      },
      config: { staffRoles: [UserRole.Admin, UserRole.CustomerService] },
    },
    (request) => account.setDisabled(signedIn(request), request.params.userId, request.body.disabled),
  );
};
