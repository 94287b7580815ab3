import {
  adminFlashSaleRow,
  adminFlashSalesAnswer,
  flashSaleDetail,
  flashSaleEditRequest,
  flashSaleList,
  seckillIdParam,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { AdminFlashSales } from './admin-flash-sales';
import type { FlashSalePages } from './flash-sale-pages';

/** The snap-up list and detail (issue 15); buying goes through /p/order/confirm and /p/order/submit. */
export const flashSaleRoutes: FastifyPluginAsyncZod<{ pages: FlashSalePages }> = async (app, { pages }) => {
  const tags = ['flash sales'];
  app.get('/seckill/list', { schema: { tags, response: { 200: flashSaleList } } }, () => pages.list());
  app.get(
    '/seckill/:seckillId',
    {
      schema: { tags, params: seckillIdParam, response: { 200: flashSaleDetail } },
      config: { optionalAuth: true },
    },
    (request) => pages.detail(request.params.seckillId, request.principal?.userId ?? null),
  );
};

/** Flash sales are run by operations, like the other promotions. */
const staffRoles = [UserRole.Operations, UserRole.Admin];

export const adminFlashSaleRoutes: FastifyPluginAsyncZod<{ admin: AdminFlashSales }> = async (
  app,
  { admin },
) => {
  const tags = ['staff flash sales'];
  app.get(
    '/admin/seckills',
    { schema: { tags, response: { 200: adminFlashSalesAnswer } }, config: { staffRoles } },
    () => admin.list(),
  );
  app.post(
    '/admin/seckills',
    {
      schema: { tags, body: flashSaleEditRequest, response: { 200: adminFlashSaleRow } },
      config: { staffRoles },
    },
    (request) => admin.create(signedIn(request), request.body),
  );
  app.put(
    '/admin/seckills/:seckillId',
    {
      schema: {
        tags,
        params: seckillIdParam,
        body: flashSaleEditRequest,
        response: { 200: adminFlashSaleRow },
      },
      config: { staffRoles },
    },
    (request) => admin.update(signedIn(request), request.params.seckillId, request.body),
  );
  app.post(
    '/admin/seckills/:seckillId/close',
    {
      schema: { tags, params: seckillIdParam, response: { 200: adminFlashSaleRow } },
      config: { staffRoles },
    },
    (request) => admin.close(signedIn(request), request.params.seckillId),
  );
};
