import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { connectApiClient } from './app/connect-api';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/router';
import { findPage } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import { installCartSync } from './features/cart/sync';
import { installTireLibrarySync } from './features/tire-library/sync';
import './styles/global.css';

connectApiClient();
// The first page's code is fetched now, alongside the shell's first render; its PageSlot shows any failure.
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
        <App router={createBrowserRouter(appRoutes())} queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  );
}
registerServiceWorker();
installTireLibrarySync();
installCartSync();
