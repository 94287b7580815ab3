import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { connectApiClient } from './app/connect-api';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { installCartSync } from './features/cart/sync';
import { installTireLibrarySync } from './features/tire-library/sync';
import './styles/global.css';

connectApiClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(appRoutes())} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
registerServiceWorker();
installTireLibrarySync();
installCartSync();
