import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { Messages } from '@tread/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadFirstScreens } from './first-screen';
import type { PagePolicy } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const CONSOLE_PREFIX = '/admin/';

/** A built single-page app: every file it holds, with its precompressed copies. */
function builtApp(root: string, prefix: string, decorateReply: boolean): FastifyStaticOptions {
  return {
    root,
    prefix,
    decorateReply,
    // One route per built file; every other path falls to the history fallback below.
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes a .br and a .gz beside each file worth compressing; they are sent in its place.
    preCompressed: true,
    // The server's render code is read by the server, not sent.
    globIgnore: ['**/*.br', '**/*.gz', 'ssr/**'],
    setHeaders: (res, path) => {
      // Vite puts a content hash in every file under assets/, so those never change.
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  };
}

/**
 * Serves the built shop at / and the staff console at /admin, each with its history fallback; unknown /api
 * paths answer JSON 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  dists: { webDist: string; consoleDist: string },
  staticDir: string,
  /** What the shop's pages may load beyond themselves (shopPagePolicy). */
  pagePolicy: PagePolicy = {},
): Promise<void> {
  const hasWeb = existsSync(join(dists.webDist, 'index.html'));
  const hasConsole = existsSync(join(dists.consoleDist, 'index.html'));
  // The first registered decorates reply.sendFile, so the history fallback gets index.html's .br too.
  if (hasWeb) await app.register(fastifyStatic, builtApp(dists.webDist, '/', true));
  if (hasConsole) await app.register(fastifyStatic, builtApp(dists.consoleDist, CONSOLE_PREFIX, !hasWeb));
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    maxAge: '1d',
    decorateReply: !hasWeb && !hasConsole,
  });
  if (hasConsole) app.get('/admin', (_request, reply) => reply.redirect(CONSOLE_PREFIX));
  const sendIndex = (reply: FastifyReply, dist: string) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', dist);
  // The pages rendered on the server are routes of their own, so their HTML is compressed like the API's answers.
  const pagesRendered = hasWeb ? await loadFirstScreens(app, dists.webDist, pagePolicy) : undefined;
  if (pagesRendered) {
    const { paths, render } = pagesRendered;
    for (const path of paths) {
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        const rendered = await render(request.url);
        if (!rendered) return sendIndex(reply, dists.webDist);
        return reply
          .headers(rendered.headers)
          .header('cache-control', 'no-cache')
          .type('text/html')
          .send(rendered.html);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing API path or built file is a real 404: an old page asking for a gone asset must see it fail.
    const isFile = ['/api', '/api/', '/assets/', '/static/', `${CONSOLE_PREFIX}assets/`].some(
      (p) => request.url === p || request.url.startsWith(p),
    );
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!isFile && page && hasConsole && request.url.startsWith(CONSOLE_PREFIX)) {
      return sendIndex(reply, dists.consoleDist);
    }
    if (!isFile && page && hasWeb) return sendIndex(reply, dists.webDist);
    return reply.status(404).send({ code: 'NOT_FOUND', message: Messages.PageDoesNotExist });
  });
}
