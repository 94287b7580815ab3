import { type RouteObject, useRoutes } from 'react-router';
import { AppShell } from './AppShell';
import { NotFound } from './NotFound';
import { PageSlot } from './PageSlot';
import { type AppRoute, type PageLoader, ROUTES } from './routes';

const built = (entry: AppRoute): entry is AppRoute & { load: PageLoader } => entry.load !== undefined;

/** React Router's route objects from the route table: pages that exist, and home for everything else. */
function appRoutes(): RouteObject[] {
  const pages = ROUTES.filter(built).flatMap((entry) =>
    // Keyed by page, so moving between two pages never reuses the first one's component state.
    [entry.path, ...(entry.aliases ?? [])].map((path) => ({
      path,
      element: <PageSlot key={entry.name} load={entry.load} />,
    })),
  );
  return [{ element: <AppShell />, children: [...pages, { path: '*', element: <NotFound /> }] }];
}

const APP_ROUTES = appRoutes();

/** The page of the current location inside the app's frame. */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
