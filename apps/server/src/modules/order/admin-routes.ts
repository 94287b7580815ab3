import {
  adminOrderDetail,
  adminOrderListQuery,
  adminOrderPage,
  adminOrderParams,
  STAFF_ROLES,
  shipOrderRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffOrders } from './staff-orders';

const tags = ['staff orders'];

/** Staff who fulfil orders; customer service may read them too. */
const FULFILMENT_ROLES = [UserRole.Merchant, UserRole.Operations, UserRole.Admin];

/** Staff move paid orders on: ship with carrier and waybill, mark installed (issue 6). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ orders: StaffOrders }> = async (app, { orders }) => {
  app.get(
    '/admin/orders',
    {
      schema: { tags, querystring: adminOrderListQuery, response: { 200: adminOrderPage } },
      config: { staffRoles: STAFF_ROLES },
    },
    (request) => orders.list(request.query),
  );

  app.get(
    '/admin/orders/:orderNumber',
    {
      schema: { tags, params: adminOrderParams, response: { 200: adminOrderDetail } },
      config: { staffRoles: STAFF_ROLES },
    },
    (request) => orders.detail(request.params.orderNumber),
  );

  app.post(
    '/admin/orders/:orderNumber/ship',
    {
      schema: { tags, params: adminOrderParams, body: shipOrderRequest, response: { 200: adminOrderDetail } },
      config: { staffRoles: FULFILMENT_ROLES },
    },
    (request) => orders.ship(request.params.orderNumber, request.body.packages),
  );

  app.post(
    '/admin/orders/:orderNumber/installed',
    {
      schema: { tags, params: adminOrderParams, response: { 200: adminOrderDetail } },
      config: { staffRoles: FULFILMENT_ROLES },
    },
    (request) => orders.install(request.params.orderNumber),
  );
};
