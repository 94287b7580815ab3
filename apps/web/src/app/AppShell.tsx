import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useReturnFromPayment } from '../features/payment/payment-return';
import { useNavigator } from '../ui/navigator';
import { Toast } from '../ui/Toast';
import { useNetworkPoll } from './network-poll';
import { OfflineBanner } from './OfflineBanner';
import { PageFrame } from './page-support';
import { findPage, findRoute, isTabRoute } from './routes';
import { useScrollMemory } from './scroll-memory';
import { TabBar } from './TabBar';

/** Tab pages keep one scroll position each; pushed pages keep theirs per history entry. */
function scrollKey(location: { pathname: string; key: string }): string {
  const entry = findRoute(location.pathname);
  return isTabRoute(entry) ? entry.path : location.key;
}

/** The frame around every page: offline banner, page, tab bar on tab pages, toast. */
export function AppShell() {
  const location = useLocation();
  const navigator = useNavigator();
  const [reconnects, setReconnects] = useState(0);
  const page = findPage(location.pathname);
  const network = useNetworkPoll(() => {
    if (page?.staysOnReconnect) return;
    navigator.relaunch();
    setReconnects((count) => count + 1);
  });
  useReturnFromPayment();
  useScrollMemory(scrollKey(location));
  const tab = isTabRoute(page) ? page.tab : undefined;

  return (
    <div className={`app${tab === undefined ? '' : ' app--tabbed'}`}>
      <OfflineBanner state={network} />
      <main className="app__main">
        <Suspense fallback={page && <div className="page-slot" />}>
          <PageFrame reconnects={reconnects}>{page && <Outlet />}</PageFrame>
        </Suspense>
        {/* An unknown path says so at once: it needs nothing the pages' frame brings. */}
        {!page && <Outlet />}
      </main>
      {tab !== undefined && <TabBar active={tab} />}
      <Toast />
    </div>
  );
}
