import {
  brandListAnswer,
  brandListQuery,
  categoryInfoAnswer,
  categoryInfoQuery,
  categoryProdsQuery,
  deliveryEstimateAnswer,
  deliveryEstimateQuery,
  plusSizesAnswer,
  plusSizesQuery,
  productDetail,
  productInfoQuery,
  productPage,
  textSearchAnswer,
  textSearchQuery,
  tireSearchAnswer,
  tireSearchQuery,
  tireSizeCountAnswer,
  tireSizeCountQuery,
  tireSizeOptionsAnswer,
  tireSizeOptionsQuery,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../platform/json-answer';
import type { PlusSizeFinder } from './plus-sizes';
import type { CatalogService } from './service';

const tags = ['catalog'];
const logoParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) });
// A logo's URL changes with the brand's name and the art version (brandLogoUrl): caches may keep it for good.
const LOGO_CACHE = 'public, max-age=31536000, immutable';

/** Tire and text search, product pages, brands, categories and delivery estimates (issue 4). */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  plusSizes: PlusSizeFinder;
}> = async (app, { catalog, plusSizes }) => {
  app.get(
    '/search/tires',
    { schema: { tags, querystring: tireSearchQuery, response: { 200: tireSearchAnswer } } },
    async (request, reply) => sendJson(reply, await catalog.searchTires(request.query)),
  );

  app.get(
    '/search/getTireSizeProdCount',
    { schema: { tags, querystring: tireSizeCountQuery, response: { 200: tireSizeCountAnswer } } },
    async (request, reply) => sendJson(reply, await catalog.sizeCount(request.query.size)),
  );

  app.get(
    '/search/tireSizeOptions',
    { schema: { tags, querystring: tireSizeOptionsQuery, response: { 200: tireSizeOptionsAnswer } } },
    async ({ query }, reply) => sendJson(reply, await catalog.sizeOptions(query.width, query.ratio)),
  );

  app.get(
    '/catalog/plus-sizes',
    { schema: { tags, querystring: plusSizesQuery, response: { 200: plusSizesAnswer } } },
    async ({ query }, reply) => sendJson(reply, await plusSizes(query.size)),
  );

  app.get(
    '/search/searchProdPage',
    { schema: { tags, querystring: textSearchQuery, response: { 200: textSearchAnswer } } },
    async (request, reply) => sendJson(reply, await catalog.searchText(request.query)),
  );

  app.get(
    '/prod/prodInfo',
    { schema: { tags, querystring: productInfoQuery, response: { 200: productDetail } } },
    async (request, reply) => sendJson(reply, await catalog.productInfo(request.query)),
  );

  app.get(
    '/arrivalTime/getEstimatedDeliveryTime',
    { schema: { tags, querystring: deliveryEstimateQuery, response: { 200: deliveryEstimateAnswer } } },
    (request) => catalog.estimateDelivery(request.query.zip, request.query.prodId),
  );

  app.get(
    '/brands',
    { schema: { tags, querystring: brandListQuery, response: { 200: brandListAnswer } } },
    async (request, reply) => sendJson(reply, await catalog.brands(request.query.bizType)),
  );

  app.get('/brands/logo/:file', { schema: { tags, params: logoParams } }, async (request, reply) => {
    const svg = await catalog.brandLogo(request.params.file.replace(/\.svg$/, ''));
    return reply.type('image/svg+xml').header('cache-control', LOGO_CACHE).send(svg);
  });

  app.get(
    '/category/categoryInfo',
    { schema: { tags, querystring: categoryInfoQuery, response: { 200: categoryInfoAnswer } } },
    async (request, reply) => sendJson(reply, await catalog.categoryTree(request.query.parentId)),
  );

  app.get(
    '/category/prods',
    { schema: { tags, querystring: categoryProdsQuery, response: { 200: productPage } } },
    async (request, reply) => sendJson(reply, await catalog.categoryProducts(request.query)),
  );
};
