import {
  activityEditRequest,
  adminActivitiesAnswer,
  adminActivityRow,
  adminCouponRow,
  adminCouponsAnswer,
  couponEditRequest,
  promotionIdParams,
  promotionStateRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { AdminPromotions } from './admin-promotions';

const tags = ['staff promotions'];
/** Coupons and activities are run by operations (issue 13's role split). */
const staffRoles = [UserRole.Operations, UserRole.Admin];

/** Operations create, schedule, pause and end coupons and activities, and see what each gave. */
export const adminPromotionRoutes: FastifyPluginAsyncZod<{ admin: AdminPromotions }> = async (
  app,
  { admin },
) => {
  app.get(
    '/admin/coupons',
    { schema: { tags, response: { 200: adminCouponsAnswer } }, config: { staffRoles } },
    () => admin.coupons(),
  );

  app.post(
    '/admin/coupons',
    { schema: { tags, body: couponEditRequest, response: { 200: adminCouponRow } }, config: { staffRoles } },
    async (request) => admin.couponRow((await admin.createCoupon(signedIn(request), request.body)).id),
  );

  app.put(
    '/admin/coupons/:id',
    {
      schema: { tags, params: promotionIdParams, body: couponEditRequest, response: { 200: adminCouponRow } },
      config: { staffRoles },
    },
    async (request) => {
      await admin.changeCoupon(signedIn(request), request.params.id, request.body);
      return admin.couponRow(request.params.id);
    },
  );

  app.post(
    '/admin/coupons/:id/state',
    {
      schema: {
        tags,
        params: promotionIdParams,
        body: promotionStateRequest,
        response: { 200: adminCouponRow },
      },
      config: { staffRoles },
    },
    async (request) => {
      await admin.couponState(signedIn(request), request.params.id, request.body.action);
      return admin.couponRow(request.params.id);
    },
  );

  app.get(
    '/admin/activities',
    { schema: { tags, response: { 200: adminActivitiesAnswer } }, config: { staffRoles } },
    () => admin.activities(),
  );

  app.post(
    '/admin/activities',
    {
      schema: { tags, body: activityEditRequest, response: { 200: adminActivityRow } },
      config: { staffRoles },
    },
    async (request) => admin.activityRow((await admin.createActivity(signedIn(request), request.body)).id),
  );

  app.put(
    '/admin/activities/:id',
    {
      schema: {
        tags,
        params: promotionIdParams,
        body: activityEditRequest,
        response: { 200: adminActivityRow },
      },
      config: { staffRoles },
    },
    async (request) => {
      await admin.changeActivity(signedIn(request), request.params.id, request.body);
      return admin.activityRow(request.params.id);
    },
  );

  app.post(
    '/admin/activities/:id/state',
    {
      schema: {
        tags,
        params: promotionIdParams,
        body: promotionStateRequest,
        response: { 200: adminActivityRow },
      },
      config: { staffRoles },
    },
    async (request) => {
      await admin.activityState(signedIn(request), request.params.id, request.body.action);
      return admin.activityRow(request.params.id);
    },
  );
};
