import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';

/** The whole app at `path`, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { router, ...view };
}
