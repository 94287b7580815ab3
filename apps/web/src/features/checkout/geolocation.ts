import { GEOLOCATION_TIMEOUT_MS, type LatLng } from '@tread/domain';

/**
 * The shopper's position from the browser (SPEC §7: 5000 ms time-out, null on failure). Resolves null
 * when location is unsupported, refused or slow; some browsers never answer while the permission
 * prompt is left open, so our own timer ends the wait too.
 */
export function currentPosition(timeoutMs: number = GEOLOCATION_TIMEOUT_MS): Promise<LatLng | null> {
  return new Promise((resolve) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const settle = (position: LatLng | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => settle({ lat: coords.latitude, lng: coords.longitude }),
        () => settle(null),
        { timeout: timeoutMs, enableHighAccuracy: false, maximumAge: 60_000 },
      );
    } catch {
      settle(null);
    }
  });
}
