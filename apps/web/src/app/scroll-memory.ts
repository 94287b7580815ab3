import { useLayoutEffect, useRef } from 'react';

/** Scroll positions by key, for the life of the browser tab. */
const positions = new Map<string, number>();

/**
 * Keeps each key's scroll position while the shopper is elsewhere and puts it back on return; a key seen for
 * the first time starts at the top.
 */
export function useScrollMemory(key: string): void {
  const current = useRef(key);
  useLayoutEffect(() => {
    // The app puts positions back itself; the browser's own restoring would fight it on back and forward.
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    current.current = key;
    window.scrollTo(0, positions.get(key) ?? 0);
  }, [key]);
}
