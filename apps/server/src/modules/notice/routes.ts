import {
  adminAnnouncement,
  adminAnnouncementsAnswer,
  adminAnnouncementsQuery,
  announcementEdit,
  announcementParams,
  notice,
  noticeParams,
  noticesAnswer,
  noticesQuery,
  noticesUnreadAnswer,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { StaffAnnouncements } from './announcements';
import type { MyNotices } from './my-notices';

/** message-platform, recent-news and news-detail (issue 18). */
export const noticeRoutes: FastifyPluginAsyncZod<{ mine: MyNotices }> = async (app, { mine }) => {
  const tags = ['notices'];
  app.get(
    '/p/notices',
    { schema: { tags, querystring: noticesQuery, response: { 200: noticesAnswer } } },
    (request) => mine.list(signedIn(request).userId, request.query),
  );
  app.get('/p/notices/unread', { schema: { tags, response: { 200: noticesUnreadAnswer } } }, (request) =>
    mine.unread(signedIn(request).userId),
  );
  app.post('/p/notices/read-all', { schema: { tags, response: { 200: noticesUnreadAnswer } } }, (request) =>
    mine.readAll(signedIn(request).userId),
  );
  app.get(
    '/p/notices/:noticeId',
    { schema: { tags, params: noticeParams, response: { 200: notice } } },
    (request) => mine.open(signedIn(request).userId, request.params.noticeId),
  );
};

/** Operations and administrators write the announcements. */
const staffRoles = [UserRole.Operations, UserRole.Admin];

export const adminAnnouncementRoutes: FastifyPluginAsyncZod<{ announcements: StaffAnnouncements }> = async (
  app,
  { announcements },
) => {
  const tags = ['staff announcements'];
  app.get(
    '/admin/announcements',
    {
      schema: { tags, querystring: adminAnnouncementsQuery, response: { 200: adminAnnouncementsAnswer } },
      config: { staffRoles },
    },
    (request) => announcements.list(request.query),
  );
  app.post(
    '/admin/announcements',
    {
      schema: { tags, body: announcementEdit, response: { 200: adminAnnouncement } },
      config: { staffRoles },
    },
    (request) => announcements.create(signedIn(request), request.body),
  );
  app.put(
    '/admin/announcements/:id',
    {
      schema: {
        tags,
        params: announcementParams,
        body: announcementEdit,
        response: { 200: adminAnnouncement },
      },
      config: { staffRoles },
    },
    (request) => announcements.update(signedIn(request), request.params.id, request.body),
  );
  app.post(
    '/admin/announcements/:id/remove',
    {
      schema: { tags, params: announcementParams, response: { 200: adminAnnouncement } },
      config: { staffRoles },
    },
    (request) => announcements.remove(signedIn(request), request.params.id),
  );
};
