import {
  adminOrderDetail,
  adminOrderFilters,
  adminOrderListQuery,
  adminOrderPage,
  adminOrderParams,
  dashboardAnswer,
  ORDER_EXPORT_ROW_CAP,
  ORDER_FULFILLMENT_ROLES,
  ORDER_NOTE_ROLES,
  ORDER_READ_ROLES,
  STAFF_ROLES,
  shipOrderRequest,
  staffCancelRequest,
  staffNoteRequest,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { Dashboard } from './dashboard';
import type { StaffOrders } from './staff-orders';

const tags = ['staff orders'];

/**
 * The console's orders (issues 6, 13): the filtered list and its CSV, the detail, and the moves by status.
 * Operations has no orders; customer service reads them and keeps notes.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  orders: StaffOrders;
  dashboard: Dashboard;
}> = async (app, { orders, dashboard }) => {
  app.get(
    '/admin/dashboard',
    {
      schema: { tags: ['staff dashboard'], response: { 200: dashboardAnswer } },
      config: { staffRoles: STAFF_ROLES },
    },
    () => dashboard(),
  );

  app.get(
    '/admin/orders',
    {
      schema: { tags, querystring: adminOrderListQuery, response: { 200: adminOrderPage } },
      config: { staffRoles: ORDER_READ_ROLES },
    },
    (request) => orders.list(request.query),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      schema: {
        tags,
        querystring: adminOrderFilters,
        description: `The filtered list as CSV, newest first, at most ${ORDER_EXPORT_ROW_CAP} rows (X-Export-Truncated says when more matched).`,
      },
      config: { staffRoles: ORDER_READ_ROLES },
    },
    async (request, reply) => {
      const { csv, truncated, fileName } = await orders.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-export-row-cap', String(ORDER_EXPORT_ROW_CAP))
        .header('x-export-truncated', String(truncated))
        .send(csv);
    },
  );

  app.get(
    '/admin/orders/:orderNumber',
    {
      schema: { tags, params: adminOrderParams, response: { 200: adminOrderDetail } },
      config: { staffRoles: ORDER_READ_ROLES },
    },
    (request) => orders.detail(request.params.orderNumber),
  );

  app.post(
    '/admin/orders/:orderNumber/ship',
    {
      schema: { tags, params: adminOrderParams, body: shipOrderRequest, response: { 200: adminOrderDetail } },
      config: { staffRoles: ORDER_FULFILLMENT_ROLES },
    },
    (request) => orders.ship(signedIn(request), request.params.orderNumber, request.body.packages),
  );

  app.post(
    '/admin/orders/:orderNumber/installed',
    {
      schema: { tags, params: adminOrderParams, response: { 200: adminOrderDetail } },
      config: { staffRoles: ORDER_FULFILLMENT_ROLES },
    },
    (request) => orders.install(signedIn(request), request.params.orderNumber),
  );

  app.post(
    '/admin/orders/:orderNumber/cancel',
    {
      schema: {
        tags,
        params: adminOrderParams,
        body: staffCancelRequest,
        response: { 200: adminOrderDetail },
      },
      config: { staffRoles: ORDER_FULFILLMENT_ROLES },
    },
    (request) => orders.cancel(signedIn(request), request.params.orderNumber, request.body.reason),
  );

  app.post(
    '/admin/orders/:orderNumber/notes',
    {
      schema: { tags, params: adminOrderParams, body: staffNoteRequest, response: { 200: adminOrderDetail } },
      config: { staffRoles: ORDER_NOTE_ROLES },
    },
    (request) => orders.addNote(signedIn(request), request.params.orderNumber, request.body.text),
  );
};
