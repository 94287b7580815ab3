import {
  adminBrandList,
  adminCategoryList,
  adminProductDetail,
  adminProductPage,
  adminProductQuery,
  brandCreateRequest,
  brandIdParams,
  categoryCreateRequest,
  categoryIdParams,
  priceListApplied,
  priceListApplyRequest,
  priceListPreview,
  priceListPreviewRequest,
  productChangeRequest,
  productIdParams,
  renameRequest,
  skuChangeAnswer,
  skuChangeParams,
  skuChangeRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import { readImageUpload } from '../../platform/uploads';
import type { AdminCatalog } from './admin-catalog';

const tags = ['staff catalog'];
/** Issue 13's split: the catalog, prices and stock are operations' (and the administrator's). */
const config = { staffRoles: [UserRole.Operations, UserRole.Admin] };

/** The console's catalog: products and SKUs, brands, categories and price/stock CSV uploads. */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ catalog: AdminCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/admin/products',
    { schema: { tags, querystring: adminProductQuery, response: { 200: adminProductPage } }, config },
    (request) => catalog.products.list(request.query),
  );

  app.get(
    '/admin/products/:productId',
    { schema: { tags, params: productIdParams, response: { 200: adminProductDetail } }, config },
    (request) => catalog.products.detail(request.params.productId),
  );

  app.patch(
    '/admin/products/:productId',
    {
      schema: {
        tags,
        params: productIdParams,
        body: productChangeRequest,
        response: { 200: adminProductDetail },
      },
      config,
    },
    async (request) => {
      await catalog.productChanges.change(signedIn(request), request.params.productId, request.body);
      return catalog.products.detail(request.params.productId);
    },
  );

  app.post(
    '/admin/products/:productId/image',
    {
      schema: {
        tags,
        params: productIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: adminProductDetail },
      },
      config,
    },
    async (request) => {
      const { productId } = request.params;
      await catalog.productChanges.replaceImage(signedIn(request), productId, await readImageUpload(request));
      return catalog.products.detail(productId);
    },
  );

  app.patch(
    '/admin/skus/:skuId',
    {
      schema: { tags, params: skuChangeParams, body: skuChangeRequest, response: { 200: skuChangeAnswer } },
      config,
    },
    (request) => catalog.changeSku(signedIn(request), request.params.skuId, request.body),
  );

  app.get('/admin/brands', { schema: { tags, response: { 200: adminBrandList } }, config }, async () => ({
    records: await catalog.brandsAndCategories.listBrands(),
  }));

  app.post(
    '/admin/brands',
    { schema: { tags, body: brandCreateRequest, response: { 200: adminBrandList } }, config },
    async (request) => {
      await catalog.brandsAndCategories.createBrand(signedIn(request), request.body);
      return { records: await catalog.brandsAndCategories.listBrands() };
    },
  );

  app.put(
    '/admin/brands/:brandId/name',
    {
      schema: { tags, params: brandIdParams, body: renameRequest, response: { 200: adminBrandList } },
      config,
    },
    async (request) => {
      await catalog.brandsAndCategories.renameBrand(
        signedIn(request),
        request.params.brandId,
        request.body.name,
      );
      return { records: await catalog.brandsAndCategories.listBrands() };
    },
  );

  app.get(
    '/admin/categories',
    { schema: { tags, response: { 200: adminCategoryList } }, config },
    async () => ({
      records: await catalog.brandsAndCategories.listCategories(),
    }),
  );

  app.post(
    '/admin/categories',
    { schema: { tags, body: categoryCreateRequest, response: { 200: adminCategoryList } }, config },
    async (request) => {
      await catalog.brandsAndCategories.createCategory(signedIn(request), request.body);
      return { records: await catalog.brandsAndCategories.listCategories() };
    },
  );

  app.put(
    '/admin/categories/:categoryId/name',
    {
      schema: { tags, params: categoryIdParams, body: renameRequest, response: { 200: adminCategoryList } },
      config,
    },
    async (request) => {
      const { categoryId } = request.params;
      await catalog.brandsAndCategories.renameCategory(signedIn(request), categoryId, request.body.name);
      return { records: await catalog.brandsAndCategories.listCategories() };
    },
  );

  app.post(
    '/admin/price-lists/preview',
    { schema: { tags, body: priceListPreviewRequest, response: { 200: priceListPreview } }, config },
    (request) => catalog.priceLists.preview(request.body.csv),
  );

  app.post(
    '/admin/price-lists/apply',
    { schema: { tags, body: priceListApplyRequest, response: { 200: priceListApplied } }, config },
    (request) => catalog.priceLists.apply(signedIn(request), request.body.csv, request.body.token),
  );
};
