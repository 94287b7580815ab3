// Server-rendered first screens (issue 12): the web build's render code (dist/ssr/entry-server.js) makes a page's
// markup from the shop's own answers, which goes into index.html with the page's styles inline.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pageSecurity, type SecurityHeaders } from './security-headers';

/** What the web's entry-server.tsx exports: the server keeps to this shape, not to the web's types. */
interface RenderCode {
  sendOnServer: (transport: (url: string, init: RequestInit) => Promise<Response>) => void;
  renderFirstScreen: (url: string) => Promise<{ html: string; answers: string; page: string } | undefined>;
  prerenderedPaths: () => string[];
}

/** One file of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** A rendered page and the security headers that let its inline styles apply. */
export interface RenderedPage {
  html: string;
  headers: SecurityHeaders;
}

/** The code every page waits for before it comes alive (app/page-support.ts), beside the page's own. */
const PAGE_SUPPORT = ['src/app/session.tsx', 'src/i18n/en.ts'];
/** Past this the page is sent to render in the browser, as before, rather than keep the shopper waiting. */
const RENDER_TIME_LIMIT_MS = 2_000;

/** The style files of a page and the code it waits for, in the order they apply, from the build manifest. */
function pageStyles(manifest: Record<string, ManifestChunk>, page: string): string[] {
  const pageEntry = Object.keys(manifest).find((key) => key.startsWith(`src/pages/${page}/`));
  const styles = new Set<string>(manifest['index.html']?.css);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  for (const key of [...PAGE_SUPPORT, ...(pageEntry ? [pageEntry] : [])]) visit(key);
  return [...styles];
}

/** What the server needs of the web's render code: the paths it renders, and the rendering. */
export interface FirstScreens {
  paths: string[];
  render: (url: string) => Promise<RenderedPage | undefined>;
}

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
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(codePath) || !existsSync(manifestPath)) return undefined;
  const code = (await import(pathToFileURL(codePath).href)) as RenderCode;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  // The bare page's own style link goes: a rendered page carries its styles inline, so it paints without them.
  const template = readFileSync(join(webDist, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet"[^>]*>/g,
    '',
  );
  const inlineStyles = new Map<string, { style: string; headers: SecurityHeaders }>();
  /**
   * A page's styles as one style element, read once, so painting needs no request beyond the HTML; the page's
   * policy allows exactly that text.
   */
  const stylesOf = (page: string) => {
    let styles = inlineStyles.get(page);
    if (styles === undefined) {
      const css = pageStyles(manifest, page)
        .map((file) => readFileSync(join(webDist, file), 'utf8'))
        .join('\n');
      styles = { style: `<style>${css}</style>`, headers: pageSecurity({ inlineStyles: [css] }) };
      inlineStyles.set(page, styles);
    }
    return styles;
  };
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
    const { style, headers } = stylesOf(screen.page);
    const html = template
      .replace('</head>', `${style}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${screen.html}</div>${screen.answers}`);
    return { html, headers };
  };
  return { paths: code.prerenderedPaths(), render };
}
