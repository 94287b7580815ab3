// What pages need beyond the frame: the query client, the shopper's session and what hangs on it (tokens, user
// info, guest cart and library, the zod schemas that read them). Loaded beside the first page rather than before
// the first paint (issue 12); see page-support.ts.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use, useEffect, useState } from 'react';
import { SessionGuard } from '../features/auth/SessionGuard';
import { useHasProfileTask } from '../features/auth/session-store';
import { installCartSync } from '../features/cart/sync';
import { useCartCount } from '../features/cart/use-cart';
import { ChannelCouponWatch } from '../features/channel-coupon/ChannelCouponWatch';
import { StorefrontGate } from '../features/storefront/StorefrontGate';
import { installTireLibrarySync } from '../features/tire-library/sync';
import { FirstScreenClient } from './first-screen';
import { createQueryClient } from './query-client';
import { useTabBadges } from './tab-badges';

export { connectApiClient } from './connect-api';
export { createQueryClient } from './query-client';

/** Guest cart lines and library entries join the account on sign-in (SPEC §4). */
export function installSignInSyncs(): void {
  installTireLibrarySync();
  installCartSync();
}

function TabBadgeFeed() {
  const cartCount = useCartCount();
  const hasTask = useHasProfileTask();
  useEffect(() => useTabBadges.setState({ cartCount, hasTask }), [cartCount, hasTask]);
  return null;
}

export interface PageFrameProps {
  children: ReactNode;
  /** How many times the network came back: each time, every query is fetched again. */
  reconnects: number;
}

/**
 * The frame's part that pages need: one query client for the app's life, the session's guard, the marketing
 * switches' gate, the tab badges and the channel coupon's popup and banner (SPEC §2, §4).
 */
export function PageFrame({ children, reconnects }: PageFrameProps) {
  const firstScreenClient = use(FirstScreenClient);
  const [queryClient] = useState(() => firstScreenClient ?? createQueryClient());
  useEffect(() => {
    if (reconnects > 0) void queryClient.invalidateQueries();
  }, [queryClient, reconnects]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SessionGuard />
      <StorefrontGate />
      <TabBadgeFeed />
      <ChannelCouponWatch />
    </QueryClientProvider>
  );
}
