import {
  adminOrderDetail,
  adminOrderListQuery,
  adminOrderPage,
  adminOrderParams,
  shipOrderRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth';
import type { OrderLifecycleService } from './lifecycle-service';

const tags = ['staff orders'];

/** Staff who fulfil orders; customer service may read them (every /api/admin/* call needs a staff role). */
const FULFILMENT_ROLES = [UserRole.Merchant, UserRole.Operations, UserRole.Admin];

/** Staff move paid orders on: ship with carrier and waybill, mark installed (issue 6). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ orders: OrderLifecycleService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/admin/orders',
    { schema: { tags, querystring: adminOrderListQuery, response: { 200: adminOrderPage } } },
    (request) => orders.adminList(request.query),
  );

  app.get(
    '/admin/orders/:orderNumber',
    { schema: { tags, params: adminOrderParams, response: { 200: adminOrderDetail } } },
    (request) => orders.adminDetail(request.params.orderNumber),
  );

  app.post(
    '/admin/orders/:orderNumber/ship',
    {
      schema: { tags, params: adminOrderParams, body: shipOrderRequest, response: { 200: adminOrderDetail } },
    },
    (request) => {
      requireRole(request, FULFILMENT_ROLES);
      return orders.ship(request.params.orderNumber, request.body.packages);
    },
  );

  app.post(
    '/admin/orders/:orderNumber/installed',
    { schema: { tags, params: adminOrderParams, response: { 200: adminOrderDetail } } },
    (request) => {
      requireRole(request, FULFILMENT_ROLES);
      return orders.install(request.params.orderNumber);
    },
  );
};
