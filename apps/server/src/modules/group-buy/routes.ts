import {
  adminGroupActivitiesAnswer,
  adminGroupActivityRow,
  adminGroupRow,
  adminGroupsAnswer,
  groupActivityDetail,
  groupActivityEditRequest,
  groupActivityIdParam,
  groupActivityList,
  groupDetail,
  groupIdParam,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { AdminGroupBuys } from './admin-group-buys';
import type { GroupBuyPages } from './group-buy-pages';

/** The group-buy list, an offer's groups and a group's details (issue 15); buying goes through checkout. */
export const groupBuyRoutes: FastifyPluginAsyncZod<{ pages: GroupBuyPages }> = async (app, { pages }) => {
  const tags = ['group buys'];
  app.get('/group/activities', { schema: { tags, response: { 200: groupActivityList } } }, () =>
    pages.list(),
  );
  app.get(
    '/group/activities/:groupActivityId',
    {
      schema: { tags, params: groupActivityIdParam, response: { 200: groupActivityDetail } },
      config: { optionalAuth: true },
    },
    (request) => pages.activityDetail(request.params.groupActivityId, request.principal?.userId ?? null),
  );
  app.get(
    '/group/:groupId',
    {
      schema: { tags, params: groupIdParam, response: { 200: groupDetail } },
      config: { optionalAuth: true },
    },
    (request) => pages.groupDetail(request.params.groupId, request.principal?.userId ?? null),
  );
};

/** Group buys are run by operations, like the other promotions. */
const staffRoles = [UserRole.Operations, UserRole.Admin];

export const adminGroupBuyRoutes: FastifyPluginAsyncZod<{ admin: AdminGroupBuys }> = async (
  app,
  { admin },
) => {
  const tags = ['staff group buys'];
  const activity = { params: groupActivityIdParam };
  app.get(
    '/admin/group-activities',
    { schema: { tags, response: { 200: adminGroupActivitiesAnswer } }, config: { staffRoles } },
    () => admin.list(),
  );
  app.post(
    '/admin/group-activities',
    {
      schema: { tags, body: groupActivityEditRequest, response: { 200: adminGroupActivityRow } },
      config: { staffRoles },
    },
    (request) => admin.create(signedIn(request), request.body),
  );
  app.put(
    '/admin/group-activities/:groupActivityId',
    {
      schema: { tags, ...activity, body: groupActivityEditRequest, response: { 200: adminGroupActivityRow } },
      config: { staffRoles },
    },
    (request) => admin.update(signedIn(request), request.params.groupActivityId, request.body),
  );
  app.post(
    '/admin/group-activities/:groupActivityId/close',
    { schema: { tags, ...activity, response: { 200: adminGroupActivityRow } }, config: { staffRoles } },
    (request) => admin.close(signedIn(request), request.params.groupActivityId),
  );
  app.get(
    '/admin/group-activities/:groupActivityId/groups',
    { schema: { tags, ...activity, response: { 200: adminGroupsAnswer } }, config: { staffRoles } },
    (request) => admin.groups(request.params.groupActivityId),
  );
  app.post(
    '/admin/groups/:groupId/close',
    { schema: { tags, params: groupIdParam, response: { 200: adminGroupRow } }, config: { staffRoles } },
    (request) => admin.closeGroup(signedIn(request), request.params.groupId),
  );
};
