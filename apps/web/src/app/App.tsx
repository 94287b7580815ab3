import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { NavigatorContext } from '../ui/navigator';
import { createNavigator } from './navigation';

/** React Router keeps the index of the history entry in history.state; 0 is the first page opened. */
function historyIndex(): number {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return 0;
}

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  const navigator = useMemo(
    () =>
      createNavigator({
        navigate: (to, options) => void router.navigate(to, options),
        goBack: () => void router.navigate(-1),
        canGoBack: () => historyIndex() > 0,
        currentTarget: () => `${router.state.location.pathname}${router.state.location.search}`,
      }),
    [router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <NavigatorContext value={navigator}>
          <RouterProvider router={router} />
        </NavigatorContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
