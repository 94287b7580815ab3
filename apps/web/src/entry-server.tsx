// The server's side of the first screen (issue 12): a page marked `prerender` is rendered into the HTML with
// the answers it asks for, so a phone paints content and its main picture before its scripts have run; the
// browser hydrates it with the same answers (main.tsx). Built by `vite build --ssr` into dist/ssr.
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { sendOnServer } from './api/client';
import { App } from './app/App';
import { FIRST_SCREEN_STATE_ID, FirstScreenClient } from './app/first-screen';
import { preloadPage } from './app/PageSlot';
import { loadPageSupport } from './app/page-support';
import { createQueryClient } from './app/query-client';
import { findPage, pathOf, ROUTES } from './app/routes';

/** Rounds of answers fetched at most: a page whose answers lead to more answers than this shows them loading. */
const MAX_PASSES = 3;

export interface FirstScreen {
  /** The app's markup, for `#root`. */
  html: string;
  /** A script element carrying the answers it was made with, for the browser's query client; goes after `#root`. */
  answers: string;
}

/** JSON safe inside a script element: no `</script>` or comment opener can end it early. */
const scriptJson = (state: DehydratedState) => JSON.stringify(state).replace(/</g, '\\u003c');

export { sendOnServer };

/** The paths of the pages the server renders, so it can route them. */
export const prerenderedPaths = (): string[] =>
  ROUTES.filter((route) => route.prerender).flatMap((route) => [route.path, ...(route.aliases ?? [])]);

function app(url: string, queryClient: QueryClient) {
  return (
    <StrictMode>
      <FirstScreenClient value={queryClient}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </FirstScreenClient>
    </StrictMode>
  );
}

/** A query the render asked for that has no answer yet and would be fetched in a browser. */
function isWaiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * The first screen of `url` with its answers, or undefined when the page is not rendered on the server.
 * Each render creates the queries the page asks for; they are fetched and the page rendered again, until it
 * asks for nothing new. A query that fails is left out, so server and browser both show it loading. The
 * markup is a last, synchronous render: with nothing left to wait for, it is complete, with no boundary
 * revealed by script.
 */
export async function renderFirstScreen(url: string): Promise<FirstScreen | undefined> {
  const page = findPage(pathOf(url));
  if (!page?.prerender || !page.load) return undefined;
  await Promise.all([loadPageSupport(), preloadPage(page.load)]);
  const queryClient = createQueryClient();
  const failed = new Set<string>();
  const faults: unknown[] = [];
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    // A render that waits for every lazily loaded part, so the next shows it, and asks for what it needs.
    const render = await prerender(app(url, queryClient), {
      onError: (e) => void faults.push(e),
    });
    await render.prelude.cancel();
    // A component that cannot render on the server is a fault to fix, not a page to half-render.
    if (faults.length > 0) throw faults[0];
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isWaiting(query) && !failed.has(query.queryHash));
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map((query) =>
        query.fetch().catch(() => {
          failed.add(query.queryHash);
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }),
      ),
    );
  }
  const html = renderToString(app(url, queryClient));
  const state = scriptJson(dehydrate(queryClient));
  return {
    html,
    answers: `<script id="${FIRST_SCREEN_STATE_ID}" type="application/json">${state}</script>`,
  };
}
