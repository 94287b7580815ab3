import { useLayoutEffect, useMemo, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { i18n } from '../i18n';
import { NavigatorContext } from '../ui/navigator';
import { CrashBoundary } from './CrashBoundary';
import { createNavigator } from './navigation';
import { AppRoutes } from './router';

/** React Router keeps the index of the history entry in history.state; 0 is the first page opened. */
function historyIndex(): number {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return 0;
}

/** The app inside a React Router router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function App() {
  const navigate = useNavigate();
  const location = useLocation();
  // The navigator lives as long as the app, so it reads the router's latest navigate and location.
  const latest = useRef({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  });
  const navigator = useMemo(
    () =>
      createNavigator({
        navigate: (to, options) => void latest.current.navigate(to, options),
        goBack: () => void latest.current.navigate(-1),
        canGoBack: () => historyIndex() > 0,
        currentTarget: () => `${latest.current.location.pathname}${latest.current.location.search}`,
      }),
    [],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <NavigatorContext value={navigator}>
        <CrashBoundary>
          <AppRoutes />
        </CrashBoundary>
      </NavigatorContext>
    </I18nextProvider>
  );
}
