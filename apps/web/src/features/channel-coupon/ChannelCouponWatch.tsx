import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { linkKey, storedKey } from './channel-key';

// The popup, the banner and their calls load only when a key is there: most visits carry none.
const ChannelCouponLayer = lazy(() => import('./ChannelCouponLayer'));

interface Watched {
  key: string;
  fromLink: boolean;
}

/**
 * SPEC §4 'Channel coupon flow', mounted once in the frame: a page opened with ?channelCouponKey=, or a key kept
 * from an earlier link, brings in the coupon's guide popup and bottom banner. Read after the first render, so
 * a first screen rendered on the server never differs from the browser's.
 */
export function ChannelCouponWatch() {
  const { pathname, search } = useLocation();
  const [watched, setWatched] = useState<Watched | null>(null);

  useEffect(() => {
    // The pathname is read so a key removed on one page is seen gone on the next.
    void pathname;
    const fromLink = linkKey(search);
    const key = fromLink ?? storedKey();
    setWatched((current) => {
      if (!key) return null;
      // The same key stays one flow: its popup is decided once, however the shopper moves on.
      return current?.key === key ? current : { key, fromLink: fromLink !== null };
    });
  }, [pathname, search]);

  if (!watched) return null;
  return (
    <Suspense fallback={null}>
      <ChannelCouponLayer key={watched.key} channelKey={watched.key} fromLink={watched.fromLink} />
    </Suspense>
  );
}
