import { skuChangeAnswer, skuChangeParams, skuChangeRequest, UserRole } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeSku } from './change-sku';

const tags = ['staff catalog'];
/** Prices and stock are the merchant's; operations may correct them. */
const CATALOG_ROLES = [UserRole.Merchant, UserRole.Operations, UserRole.Admin];

/** Staff change a SKU's price, stock or whether it is sold; shoppers see it on their next search. */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ changeSku: ChangeSku }> = async (
  app,
  { changeSku },
) => {
  app.patch(
    '/admin/skus/:skuId',
    {
      schema: { tags, params: skuChangeParams, body: skuChangeRequest, response: { 200: skuChangeAnswer } },
      config: { staffRoles: CATALOG_ROLES },
    },
    (request) => changeSku(request.params.skuId, request.body),
  );
};
