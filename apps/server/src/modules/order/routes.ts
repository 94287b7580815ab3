import {
  orderDetail,
  orderListQuery,
  orderLogistics,
  orderNumberQuery,
  orderNumberRequest,
  orderPage,
  orderTabCounts,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { MyOrders } from './my-orders';

const tags = ['my orders'];

/** The signed-in shopper's orders: order-list, order-detail, logistics-info, cancel and confirm receipt (issue 6). */
export const myOrderRoutes: FastifyPluginAsyncZod<{ orders: MyOrders }> = async (app, { orders }) => {
  app.get(
    '/p/myOrder/list',
    { schema: { tags, querystring: orderListQuery, response: { 200: orderPage } } },
    (request) => orders.list(signedIn(request).userId, request.query),
  );

  app.get('/p/myOrder/tabCounts', { schema: { tags, response: { 200: orderTabCounts } } }, (request) =>
    orders.tabCounts(signedIn(request).userId),
  );

  app.get(
    '/p/myOrder/detail',
    { schema: { tags, querystring: orderNumberQuery, response: { 200: orderDetail } } },
    (request) => orders.detail(signedIn(request).userId, request.query.orderNumber),
  );

  app.get(
    '/p/myOrder/logistics',
    { schema: { tags, querystring: orderNumberQuery, response: { 200: orderLogistics } } },
    (request) => orders.logistics(signedIn(request).userId, request.query.orderNumber),
  );

  app.post(
    '/p/myOrder/cancel',
    { schema: { tags, body: orderNumberRequest, response: { 200: orderDetail } } },
    (request) => orders.cancel(signedIn(request).userId, request.body.orderNumber),
  );

  app.post(
    '/p/myOrder/confirmReceipt',
    { schema: { tags, body: orderNumberRequest, response: { 200: orderDetail } } },
    (request) => orders.confirmReceipt(signedIn(request).userId, request.body.orderNumber),
  );
};
