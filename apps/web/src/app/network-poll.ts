import { NETWORK_POLL_INTERVAL_MS, NETWORK_POLL_MAX_MS } from '@tread/domain';
import { useEffect, useRef, useState } from 'react';

/** online; offline and checking every second; or offline after a minute of checks without luck. */
export type NetworkState = 'online' | 'checking' | 'offline';

const MAX_CHECKS = Math.ceil(NETWORK_POLL_MAX_MS / NETWORK_POLL_INTERVAL_MS);

/**
 * SPEC §4 'Network polling': once the browser goes offline, check every second for up to a minute;
 * when the network is back, call onBack (the app relaunches home).
 */
export function useNetworkPoll(onBack: () => void): NetworkState {
  const [state, setState] = useState<NetworkState>('online');
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let offline = false;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const back = () => {
      stop();
      if (!offline) return;
      offline = false;
      setState('online');
      onBackRef.current();
    };
    const start = () => {
      stop();
      offline = true;
      setState('checking');
      let checks = 0;
      timer = setInterval(() => {
        checks += 1;
        if (window.navigator.onLine) back();
        else if (checks >= MAX_CHECKS) {
          stop();
          setState('offline');
        }
      }, NETWORK_POLL_INTERVAL_MS);
    };

    window.addEventListener('offline', start);
    window.addEventListener('online', back);
    if (!window.navigator.onLine) start();
    return () => {
      stop();
      window.removeEventListener('offline', start);
      window.removeEventListener('online', back);
    };
  }, []);

  return state;
}
