import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Messages } from '@tread/domain';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built SPA with history fallback; unknown /api paths answer JSON 404. */
export async function registerWeb(app: FastifyInstance, webDist: string, staticDir: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // Registered first, so reply.sendFile is this one's and the history fallback gets index.html's .br too.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // One route per built file; every other path falls to the history fallback below.
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes a .br and a .gz beside each file worth compressing; they are sent in its place.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        // Vite puts a content hash in every file under assets/, so those never change.
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    maxAge: '1d',
    decorateReply: !hasWeb,
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing API path or built file is a real 404: an old page asking for a gone asset must see it fail.
    const isFile = ['/api', '/api/', '/assets/', '/static/'].some(
      (p) => request.url === p || request.url.startsWith(p),
    );
    if (!isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: Messages.PageDoesNotExist });
  });
}
