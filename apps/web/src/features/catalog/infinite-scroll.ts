import { useEffect, useRef } from 'react';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * Calls `onReachEnd` whenever the element given to the returned ref scrolls into view (with a margin),
 * while `enabled`; `loaded` (how many items are shown) re-arms it after each page. Browsers without IntersectionObserver keep the list's 'Show more' button.
 */
export function useInfiniteScroll<T extends Element>(onReachEnd: () => void, enabled: boolean, loaded: number) {
  const ref = useRef<T>(null);
  const callback = useRef(onReachEnd);
  callback.current = onReachEnd;

  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // Observing afresh after each page asks again when the end is still in view.
  }, [enabled, loaded]);

  return ref;
}
