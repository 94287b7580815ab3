import { INT_COLUMN_MAX, idParam, Messages } from '@tread/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../platform/errors';
import type { CatalogArt, Drawing } from './art';

const tags = ['catalog'];
const tireParams = z.object({
  prodId: idParam(Messages.PageNotFound404),
  view: z.enum(['tread.svg', 'side.svg']),
});
const partParams = z.object({ file: z.string().regex(/^[1-9][0-9]{0,9}\.svg$/) });
// Every art URL names its version (images.ts), so a cached picture never needs asking about again.
const ART_CACHE = 'public, max-age=31536000, immutable';

/** Sends a drawing, or 304 to a client that already holds these bytes. */
function sendDrawing(request: FastifyRequest, reply: FastifyReply, { svg, etag }: Drawing) {
  reply.header('cache-control', ART_CACHE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}

/** The drawn pictures of tire lines (tread and sidewall) and parts, at the URLs products store (issue 19). */
export const catalogArtRoutes: FastifyPluginAsyncZod<{ art: CatalogArt }> = async (app, { art }) => {
  app.get(
    '/catalog/art/tire/:prodId/:view',
    { schema: { tags, params: tireParams } },
    async (request, reply) => {
      const { prodId, view } = request.params;
      return sendDrawing(request, reply, await art.tire(prodId, view === 'tread.svg' ? 'tread' : 'side'));
    },
  );

  app.get('/catalog/art/part/:file', { schema: { tags, params: partParams } }, async (request, reply) => {
    const prodId = Number.parseInt(request.params.file, 10);
    if (prodId > INT_COLUMN_MAX) throw refuse('PRODUCT_NOT_FOUND');
    return sendDrawing(request, reply, await art.part(prodId));
  });
};
