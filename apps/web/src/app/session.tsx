// The shopper's session and what hangs on it (tokens, user info, guest cart and library, the zod schemas that
// read them): loaded beside the first page rather than before the first paint (issue 12); see page-support.ts.
import { useEffect } from 'react';
import { SessionGuard } from '../features/auth/SessionGuard';
import { useHasProfileTask } from '../features/auth/session-store';
import { installCartSync } from '../features/cart/sync';
import { useCartCount } from '../features/cart/use-cart';
import { installTireLibrarySync } from '../features/tire-library/sync';
import { useTabBadges } from './tab-badges';

export { connectApiClient } from './connect-api';

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

/** The session's part of the frame: its guard and the tab bar's badges. */
export function SessionParts() {
  return (
    <>
      <SessionGuard />
      <TabBadgeFeed />
    </>
  );
}
