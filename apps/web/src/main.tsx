import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { loadPageSupport } from './app/page-support';
import { findPage } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import './styles/global.css';

// The session and the first page's code are fetched now, alongside the shell's first render; the page's
// slot shows a failure of either.
loadPageSupport().then(
  (session) => session.installSignInSyncs(),
  () => undefined,
);
findPage(window.location.pathname)
  ?.load?.()
  .catch(() => undefined);
const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
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
