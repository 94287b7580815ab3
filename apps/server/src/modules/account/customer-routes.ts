import { customerDetail, customerPage, customerSearchQuery, UserRole } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerDirectory } from './customers';

const tags = ['customers'];
/** Customer service reads customers to help them; merchants and operations have no need to (issue 13). */
const readers = [UserRole.Admin, UserRole.CustomerService];

/** The console's customers: search and one customer's detail. Disabling is PUT /admin/users/:userId/disabled. */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerDirectory }> = async (
  app,
  { customers },
) => {
  app.get(
    '/admin/customers',
    {
      schema: { tags, querystring: customerSearchQuery, response: { 200: customerPage } },
      config: { staffRoles: readers },
    },
    (request) => customers.search(request.query),
  );

  app.get(
    '/admin/customers/:userId',
    {
      schema: { tags, params: z.object({ userId: z.string() }), response: { 200: customerDetail } },
      config: { staffRoles: readers },
    },
    (request) => customers.detail(request.params.userId),
  );
};
