import { CLICK_THROTTLE_MS } from '@tread/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isFirstLaunch, msSinceLaunch } from './launch';
import { createNavigator, type NavigatorDeps } from './navigation';

function setup(start = '/', options: Partial<NavigatorDeps> = {}) {
  let current = start;
  let clock = 10_000_000;
  const navigate = vi.fn((to: string) => {
    current = to;
  });
  const goBack = vi.fn();
  const navigator = createNavigator({
    navigate,
    goBack,
    canGoBack: () => false,
    currentTarget: () => current,
    now: () => clock,
    sleep: () => Promise.resolve(),
    ...options,
  });
  return {
    navigator,
    navigate,
    goBack,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('first launch', () => {
  it('holds the first navigation until 0.5 s after launch, then navigates at once', async () => {
    expect(isFirstLaunch()).toBe(true);
    let wake: () => void = () => {};
    const sleep = vi.fn(() => new Promise<void>((resolve) => (wake = resolve)));
    // A clock 100 ms after launch, however long loading this file took on a busy machine; one reading of the
    // clock, so a millisecond ticking between two readings cannot shift the launch.
    const reading = Date.now();
    const launchedAt = reading - msSinceLaunch(reading);
    const { navigator, navigate } = setup('/', { now: () => launchedAt + 100, sleep });

    const first = navigator.go('/pages/user/user');
    await Promise.resolve();
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(400);
    expect(navigate).not.toHaveBeenCalled();

    wake();
    await expect(first).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/pages/user/user', { replace: true });
    expect(isFirstLaunch()).toBe(false);

    await navigator.go('/pages/health-check/health-check');
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});

describe('navigation rules', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('ignores navigating to the page already showing, aliases included', async () => {
    const { navigator, navigate } = setup('/');
    await expect(navigator.go('/')).resolves.toBe(false);
    await expect(navigator.go('/pages/index/index')).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats another query as another page', async () => {
    const { navigator, navigate } = setup('/pages/terms-page/terms-page?sts=faq');
    await expect(navigator.go('/pages/terms-page/terms-page?sts=faq')).resolves.toBe(false);
    await expect(navigator.go('/pages/terms-page/terms-page?sts=return-policy')).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('switches tab pages by replacing the history entry and pushes other pages', async () => {
    const { navigator, navigate } = setup('/');
    await navigator.go('/pages/tires/tires');
    expect(navigate).toHaveBeenLastCalledWith('/pages/tires/tires', { replace: true });
    await navigator.go('/pages/health-check/health-check');
    expect(navigate).toHaveBeenLastCalledWith('/pages/health-check/health-check', { replace: false });
    await navigator.go('/pages/terms-page/terms-page?sts=faq', { replace: true });
    expect(navigate).toHaveBeenLastCalledWith('/pages/terms-page/terms-page?sts=faq', { replace: true });
  });

  it('ignores a second tap within 500 ms and accepts one after', async () => {
    const { navigator, navigate, advance } = setup('/');
    await expect(navigator.tap('/pages/user/user')).resolves.toBe(true);
    advance(CLICK_THROTTLE_MS - 1);
    await expect(navigator.tap('/pages/health-check/health-check')).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(navigator.tap('/pages/health-check/health-check')).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('does not throttle programmatic navigation', async () => {
    const { navigator, navigate } = setup('/');
    await navigator.tap('/pages/user/user');
    await navigator.go('/pages/health-check/health-check', { replace: true });
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('goes back when there is a page to go back to, otherwise home', async () => {
    const withHistory = setup('/pages/health-check/health-check', { canGoBack: () => true });
    withHistory.navigator.back();
    expect(withHistory.goBack).toHaveBeenCalledTimes(1);

    const deepLinked = setup('/pages/health-check/health-check');
    deepLinked.navigator.back();
    await Promise.resolve();
    expect(deepLinked.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('relaunches home even when home is showing', () => {
    const { navigator, navigate } = setup('/');
    navigator.relaunch();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
