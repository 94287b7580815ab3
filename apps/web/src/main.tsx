import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { FIRST_SCREEN_STATE_ID, FirstScreenClient } from './app/first-screen';
import { preloadPage } from './app/PageSlot';
import { loadPageSupport } from './app/page-support';
import { findPage, type PageLoader } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import './styles/global.css';

// The session and the first page's code are fetched now, alongside the shell's first render; the page's
// slot shows a failure of either.
const support = loadPageSupport();
support.then(
  (session) => session.installSignInSyncs(),
  () => undefined,
);
const load = findPage(window.location.pathname)?.load;
const root = document.getElementById('root');
const firstScreen = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;

/** Waits for a task of its own: the browser may paint and take taps in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The server rendered this page with these answers: it is hydrated once its code is in, never drawn again.
 * The session's code, the page's code and the hydration each run in a task of their own, so none of them
 * blocks the phone for long.
 */
async function hydrate(container: HTMLElement, answers: string, pageLoad: PageLoader): Promise<void> {
  const session = await support;
  await nextTask();
  await preloadPage(pageLoad);
  await nextTask();
  const queryClient = session.createQueryClient(JSON.parse(answers) as DehydratedState);
  // As a transition, hydration runs in slices that yield to the browser.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FirstScreenClient value={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </FirstScreenClient>
      </StrictMode>,
    );
  });
}

if (root && firstScreen && load) {
  // Without its code the page cannot come alive; the slot says so and offers a reload.
  hydrate(root, firstScreen, load).catch(() => mount(root));
} else if (root) {
  load?.().catch(() => undefined);
  mount(root);
}

function mount(container: HTMLElement): void {
  const app = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is no long task.
  startTransition(() =>
    app.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
registerServiceWorker();
