import type { RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { CrashView } from './CrashView';
import { NotFound } from './NotFound';
import { PageSlot } from './PageSlot';
import { type AppRoute, type PageLoader, ROUTES } from './routes';

const built = (entry: AppRoute): entry is AppRoute & { load: PageLoader } => entry.load !== undefined;

/** React Router's route objects from the route table: pages that exist, and home for everything else. */
export function appRoutes(): RouteObject[] {
  const pages = ROUTES.filter(built).flatMap((entry) =>
    // Keyed by page, so moving between two pages never reuses the first one's component state.
    [entry.path, ...(entry.aliases ?? [])].map((path) => ({
      path,
      element: <PageSlot key={entry.name} load={entry.load} />,
    })),
  );
  return [
    {
      element: <AppShell />,
      errorElement: <CrashView />,
      children: [...pages, { path: '*', element: <NotFound /> }],
    },
  ];
}
