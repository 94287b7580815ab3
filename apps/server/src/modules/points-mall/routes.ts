import {
  adminMallGoods,
  adminMallGoodsList,
  exchangeAnswer,
  exchangeCouponRequest,
  exchangeRecordsPage,
  exchangeRecordsQuery,
  mallGoodsDetail,
  mallGoodsEdit,
  mallGoodsPage,
  mallGoodsParams,
  mallGoodsQuery,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { AdminMallGoodsService } from './admin-goods';
import type { exchangeCoupon } from './exchange-coupon';
import type { MallReads } from './mall-reads';

/** The points mall (integral-goods-list, convert-prod-det, exchange-details; issue 17). */
export const mallRoutes: FastifyPluginAsyncZod<{
  reads: MallReads;
  exchange: ReturnType<typeof exchangeCoupon>;
}> = async (app, { reads, exchange }) => {
  const tags = ['points mall'];
  app.get(
    '/p/pointsMall/goods',
    { schema: { tags, querystring: mallGoodsQuery, response: { 200: mallGoodsPage } } },
    (request) => reads.list(signedIn(request).userId, request.query),
  );
  app.get(
    '/p/pointsMall/goods/:id',
    { schema: { tags, params: mallGoodsParams, response: { 200: mallGoodsDetail } } },
    (request) => reads.detail(signedIn(request).userId, request.params.id),
  );
  app.post(
    '/p/pointsMall/exchange',
    { schema: { tags, body: exchangeCouponRequest, response: { 200: exchangeAnswer } } },
    (request) => exchange(signedIn(request).userId, request.body.goodsId),
  );
  app.get(
    '/p/pointsMall/exchanges',
    { schema: { tags, querystring: exchangeRecordsQuery, response: { 200: exchangeRecordsPage } } },
    (request) => reads.exchanges(signedIn(request).userId, request.query),
  );
};

/** Operations and administrators keep the mall's goods. */
const staffRoles = [UserRole.Operations, UserRole.Admin];

export const adminMallRoutes: FastifyPluginAsyncZod<{ goods: AdminMallGoodsService }> = async (
  app,
  { goods },
) => {
  const tags = ['staff points mall'];
  app.get(
    '/admin/pointsMall/goods',
    { schema: { tags, response: { 200: adminMallGoodsList } }, config: { staffRoles } },
    () => goods.list(),
  );
  app.post(
    '/admin/pointsMall/goods',
    { schema: { tags, body: mallGoodsEdit, response: { 200: adminMallGoods } }, config: { staffRoles } },
    (request) => goods.create(signedIn(request), request.body),
  );
  app.put(
    '/admin/pointsMall/goods/:id',
    {
      schema: { tags, params: mallGoodsParams, body: mallGoodsEdit, response: { 200: adminMallGoods } },
      config: { staffRoles },
    },
    (request) => goods.update(signedIn(request), request.params.id, request.body),
  );
};
