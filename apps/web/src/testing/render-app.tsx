import { render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  useLocation,
  useNavigationType,
} from 'react-router';
import { App } from '../app/App';

/** What a test reads of the router: the location showing and how it was reached. */
export interface RouterView {
  state: { location: Location; historyAction: NavigationType };
}

function RouterProbe({ view }: { view: RouterView }) {
  view.state = { location: useLocation(), historyAction: useNavigationType() };
  return null;
}

/** The whole app at `path`, in memory. */
export function renderApp(path: string) {
  const router = { state: {} } as RouterView;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <RouterProbe view={router} />
    </MemoryRouter>,
  );
  return { router, ...view };
}
