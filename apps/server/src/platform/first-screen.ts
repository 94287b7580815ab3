// Server-rendered first screens (issue 12): the web build's render code (dist/ssr/entry-server.js) makes a page's
// markup from the shop's own answers, which goes into index.html with the app's stylesheet inline.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pageSecurity, type SecurityHeaders } from './security-headers';

/** What the web's entry-server.tsx exports: the server keeps to this shape, not to the web's types. */
interface RenderCode {
  sendOnServer: (transport: (url: string, init: RequestInit) => Promise<Response>) => void;
  renderFirstScreen: (url: string) => Promise<{ html: string; answers: string } | undefined>;
  prerenderedPaths: () => string[];
}

/** A rendered page and the security headers that let its inline styles apply. */
export interface RenderedPage {
  html: string;
  headers: SecurityHeaders;
}

/** What the server needs of the web's render code: the paths it renders, and the rendering. */
export interface FirstScreens {
  paths: string[];
  render: (url: string) => Promise<RenderedPage | undefined>;
}

/** Past this the page is sent to render in the browser, as before, rather than keep the shopper waiting. */
const RENDER_TIME_LIMIT_MS = 2_000;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;

/**
 * The server's renderer of first screens for the built shop at `webDist`, or undefined when the build has no
 * render code (a build made before it existed, or the floor page of bench/pages.ts). Answers are taken from the
 * shop itself through `app.inject`, past the network, so they come from the same caches as a browser's.
 */
export async function loadFirstScreens(
  app: FastifyInstance,
  webDist: string,
): Promise<FirstScreens | undefined> {
  const codePath = join(webDist, 'ssr', 'entry-server.js');
  if (!existsSync(codePath)) return undefined;
  const code = (await import(pathToFileURL(codePath).href)) as RenderCode;
  const page = readFileSync(join(webDist, 'index.html'), 'utf8');
  // The app's stylesheet goes inline, so a rendered page paints with no request beyond its HTML; its policy
  // allows exactly that text.
  const css = [...page.matchAll(STYLESHEET_LINK)]
    .map((link) => readFileSync(join(webDist, link[1] ?? ''), 'utf8'))
    .join('\n');
  const template = page.replace(STYLESHEET_LINK, '').replace('</head>', `<style>${css}</style></head>`);
  const headers = pageSecurity({ inlineStyles: [css] });
  code.sendOnServer(async (url) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const render = async (url: string): Promise<RenderedPage | undefined> => {
    const screen = await Promise.race([
      code.renderFirstScreen(url),
      sleep(RENDER_TIME_LIMIT_MS, undefined, { ref: false }),
    ]);
    if (!screen) return undefined;
    const html = template.replace(
      '<div id="root"></div>',
      `<div id="root">${screen.html}</div>${screen.answers}`,
    );
    return { html, headers };
  };
  return { paths: code.prerenderedPaths(), render };
}
