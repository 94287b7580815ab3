// Server-rendered first screens (issue 12): the web build's render code (dist/ssr/entry-server.js) makes a page's
// markup from the shop's own answers, which goes into index.html with the app's stylesheet inline.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type PagePolicy, pageSecurity, type SecurityHeaders } from './security-headers';

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

/** What the server needs of the web's render code: the paths it renders, and the rendering (undefined: the bare page). */
export interface FirstScreens {
  paths: string[];
  render: (url: string) => Promise<RenderedPage | undefined>;
}

/** Past this the page is sent to render in the browser, as before, rather than keep the shopper waiting. */
const RENDER_TIME_LIMIT_MS = 2_000;
/** Pages kept rendered, the least recently rendered out first: each query string makes a page of its own. */
const KEPT_PAGES = 1_000;
/** A kept page is rendered again after this even when its answers are the same (a clock shown on it moves). */
const KEPT_PAGE_MS = 60_000;

/** What the shop answered one call of a render. */
type Answer = { statusCode: number; rawPayload: Buffer };
/** A call a render made, and what it was answered. */
type Call = { url: string; answer: Answer };
/** A page as last rendered, with the calls it was made from and a fingerprint of their answers. */
type KeptPage = { calls: string[]; fingerprint: string; page: RenderedPage; renderedAt: number };

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;

/**
 * The server's renderer of first screens for the built shop at `webDist`, or undefined when the build has no
 * render code (a build made before it existed, or the floor page of bench/pages.ts). Answers are taken from the
 * shop itself through `app.inject`, past the network, so they come from the same caches as a browser's.
 */
export async function loadFirstScreens(
  app: FastifyInstance,
  webDist: string,
  pagePolicy: PagePolicy = {},
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
  const headers = pageSecurity({ ...pagePolicy, inlineStyles: [css] });
  /** One answer of the shop itself, past the network, from the same caches as a browser's. */
  const ask = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  const fingerprintOf = (answers: Answer[]) => {
    const hash = createHash('sha256');
    for (const answer of answers) hash.update(String(answer.statusCode)).update(answer.rawPayload);
    return hash.digest('base64');
  };
  // Each render notes the calls it makes, so the page can be known unchanged by asking them again.
  const recording = new AsyncLocalStorage<Call[]>();
  code.sendOnServer(async (url) => {
    const answer = await ask(url);
    recording.getStore()?.push({ url, answer });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const renderAnew = async (url: string): Promise<KeptPage | undefined> => {
    const calls: Call[] = [];
    const screen = await Promise.race([
      recording.run(calls, () => code.renderFirstScreen(url)),
      sleep(RENDER_TIME_LIMIT_MS, undefined, { ref: false }),
    ]);
    if (!screen) return undefined;
    const html = template.replace(
      '<div id="root"></div>',
      `<div id="root">${screen.html}</div>${screen.answers}`,
    );
    const fingerprint = fingerprintOf(calls.map((call) => call.answer));
    return {
      calls: calls.map((call) => call.url),
      fingerprint,
      page: { html, headers },
      renderedAt: Date.now(),
    };
  };

  // A page is a function of its address and the answers it was made from: when the shop answers those calls
  // as before, the page kept is the page a render would make, so a crowd costs answers from memory, not renders.
  const kept = new Map<string, KeptPage>();
  /** Renders under way: shoppers asking for a page while it renders wait for that render, not for one each. */
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  const renderOnce = (url: string) => {
    let under = rendering.get(url);
    if (!under) {
      under = renderAnew(url).finally(() => rendering.delete(url));
      rendering.set(url, under);
    }
    return under;
  };
  const renderKept = async (url: string): Promise<RenderedPage | undefined> => {
    const last = kept.get(url);
    if (last && Date.now() - last.renderedAt < KEPT_PAGE_MS) {
      const answers = await Promise.all(last.calls.map(ask));
      if (fingerprintOf(answers) === last.fingerprint) return last.page;
    }
    const fresh = await renderOnce(url);
    kept.delete(url);
    if (!fresh) return undefined;
    kept.set(url, fresh);
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value ?? url);
    return fresh.page;
  };
  // A render that fails is a fault to fix; the shopper meanwhile gets the bare page, which the browser renders.
  const render = (url: string): Promise<RenderedPage | undefined> =>
    renderKept(url).catch((error: unknown) => {
      app.log.error({ err: error, url }, 'first screen render failed; sent the bare page');
      return undefined;
    });
  return { paths: code.prerenderedPaths(), render };
}
