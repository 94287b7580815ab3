import { useEffect, useState } from 'react';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * Calls `onReachEnd` when the element given to the returned ref callback scrolls into view (with a
 * margin), while `enabled`. Give the element a new key after each page so that an end still in view
 * asks again. Browsers without IntersectionObserver keep the list's 'Show more' button.
 */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean) {
  const [target, setTarget] = useState<Element | null>(null);
  const [callback] = useState(() => ({ current: onReachEnd }));
  callback.current = onReachEnd;

  useEffect(() => {
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, target, callback]);

  return setTarget;
}
