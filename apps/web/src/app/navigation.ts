import { CLICK_THROTTLE_MS, FIRST_LAUNCH_NAVIGATION_DELAY_MS } from '@tread/domain';
import type { AppNavigator, NavigateOptions } from '../ui/navigator';
import { endFirstLaunch, isFirstLaunch, msSinceLaunch } from './launch';
import { canonicalTarget, findRoute, HOME_ROUTE, isTabRoute, pathOf } from './routes';

/** What the navigator needs from the router and the clock; the app passes React Router's, tests pass fakes. */
export interface NavigatorDeps {
  navigate: (to: string, options: { replace: boolean }) => void;
  goBack: () => void;
  canGoBack: () => boolean;
  /** pathname + search of the page showing. */
  currentTarget: () => string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The navigation rules of SPEC §2: tab pages switch (replace, keeping their scroll), other pages are
 * pushed or replaced on request, the page already showing is ignored, the first navigation after
 * launch waits until 0.5 s have passed, and taps are throttled to one per 500 ms.
 */
export function createNavigator(deps: NavigatorDeps): AppNavigator {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  let lastTapAt = Number.NEGATIVE_INFINITY;

  const isShowing = (target: string) => canonicalTarget(deps.currentTarget()) === target;

  async function go(to: string, options: NavigateOptions = {}): Promise<boolean> {
    const target = canonicalTarget(to);
    if (isShowing(target)) return false;
    if (isFirstLaunch()) {
      const wait = FIRST_LAUNCH_NAVIGATION_DELAY_MS - msSinceLaunch(now());
      if (wait > 0) await sleep(wait);
      endFirstLaunch();
      if (isShowing(target)) return false;
    }
    const entry = findRoute(pathOf(target));
    deps.navigate(target, { replace: Boolean(options.replace) || isTabRoute(entry) });
    return true;
  }

  return {
    go,
    tap(to, options) {
      const at = now();
      if (at - lastTapAt < CLICK_THROTTLE_MS) return Promise.resolve(false);
      lastTapAt = at;
      return go(to, options);
    },
    back() {
      if (deps.canGoBack()) deps.goBack();
      else void go(HOME_ROUTE.path, { replace: true });
    },
    relaunch() {
      endFirstLaunch();
      deps.navigate(HOME_ROUTE.path, { replace: true });
    },
  };
}
