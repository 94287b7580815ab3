import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { postTokenRefresh } from './api/token-refresh';
import { useSessionStore } from './session-store';
import { startSessionUpkeep } from './upkeep';

const HOUR_MS = 3_600_000;
let stop: () => void = () => {};

const refreshCalls = () => backend.calls.filter((call) => call.path === '/token/refresh');
const accessToken = () => useSessionStore.getState().tokens?.accessToken;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z') });
  resetSessionForTest();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('silent refresh at half of expiresIn (SPEC §9)', () => {
  it('leaves a young token alone and refreshes it once it passes half its life', async () => {
    signInForTest();
    stop = startSessionUpkeep(postTokenRefresh);
    await vi.advanceTimersByTimeAsync(HOUR_MS - 1000);
    expect(refreshCalls()).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshCalls()).toHaveLength(1);
    expect(accessToken()).toBe('access-2');

    // The new token's own half-life is another hour away.
    await vi.advanceTimersByTimeAsync(HOUR_MS - 1000);
    expect(refreshCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshCalls()).toHaveLength(2);
  });

  it('refreshes at start when the app opens with a token past half its life', async () => {
    signInForTest({}, Date.now() - 1.5 * HOUR_MS);
    stop = startSessionUpkeep(postTokenRefresh);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toHaveLength(1);
    expect(accessToken()).toBe('access-2');
  });

  it('refreshes when the app comes back into focus after sleeping past the half-life', async () => {
    signInForTest();
    stop = startSessionUpkeep(postTokenRefresh);
    // A sleeping laptop: the clock jumps, timers do not fire.
    vi.setSystemTime(Date.now() + 1.2 * HOUR_MS);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('does nothing for a guest', async () => {
    stop = startSessionUpkeep(postTokenRefresh);
    await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
    expect(refreshCalls()).toHaveLength(0);
  });
});
