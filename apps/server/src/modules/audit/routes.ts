import { auditPage, auditQuery, UserRole } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrowseAudit } from './browse-audit';

/** The trail shows every staff member's writes, balances and staff changes included: administrators only. */
export const auditRoutes: FastifyPluginAsyncZod<{ browse: BrowseAudit }> = async (app, { browse }) => {
  app.get(
    '/admin/audit',
    {
      schema: { tags: ['staff audit'], querystring: auditQuery, response: { 200: auditPage } },
      config: { staffRoles: [UserRole.Admin] },
    },
    (request) => browse(request.query),
  );
};
