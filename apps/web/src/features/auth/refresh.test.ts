import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../api/client';
import { backend } from '../../testing/backend';
import { answerNetworkError } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { REFRESH_LOCK_NAME } from './refresh';
import { useSessionStore } from './session-store';
import type { SharedSession } from './shared-tokens';

// IndexedDB, where tabs leave each other their tokens, is not in happy-dom: a record stands in for it.
const shared = vi.hoisted(() => ({ record: undefined as SharedSession | undefined }));
vi.mock('./shared-tokens', () => ({
  readSharedSession: async () => shared.record,
  writeSharedSession: (record: SharedSession) => {
    shared.record = record;
  },
  sharedSessionWritten: async () => {},
}));

const refreshCalls = () => backend.calls.filter((call) => call.path === '/token/refresh');
const storedTokens = () => JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.Token) ?? 'null');

beforeEach(() => {
  shared.record = undefined;
  resetSessionForTest();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call refused with 401', () => {
  it('waits with every other refused call for one refresh, then each is retried once', async () => {
    signInForTest();
    backend.liveAccess.clear(); // the access token has expired on the server
    let release = () => {};
    backend.refreshGate = new Promise((resolve) => {
      release = resolve;
    });

    const answers = Promise.all([
      apiGet('/p/user/userInfo'),
      apiGet('/p/address/list'),
      apiGet('/p/user/userInfo'),
    ]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release();
    const [info, list] = await answers;

    expect(info).toMatchObject({ nickName: 'Jamie' });
    expect(list).toEqual([]);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    const retries = backend.calls.filter((call) => call.authorization === 'access-2');
    expect(retries.map((call) => call.path).sort()).toEqual([
      '/p/address/list',
      '/p/user/userInfo',
      '/p/user/userInfo',
    ]);
    expect(storedTokens()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresIn: 7200,
    });
  });

  it('uses the token another tab already refreshed instead of reusing the rotated refresh token', async () => {
    signInForTest();
    // The other tab rotated the tokens: the server no longer knows refresh-1.
    backend.liveAccess.clear();
    backend.liveRefresh.clear();
    backend.liveAccess.add('access-9');
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.Token,
      JSON.stringify({
        accessToken: 'access-9',
        refreshToken: 'refresh-9',
        expiresIn: 7200,
        issuedAt: Date.now(),
      }),
    );

    await expect(apiGet('/p/user/userInfo')).resolves.toMatchObject({ nickName: 'Jamie' });
    expect(refreshCalls()).toHaveLength(0);
    expect(backend.calls.at(-1)?.authorization).toBe('access-9');
    expect(useSessionStore.getState().tokens?.accessToken).toBe('access-9');
  });

  it("takes another tab's refreshed tokens from the shared record when localStorage lags behind", async () => {
    signInForTest();
    backend.liveAccess.clear();
    backend.liveRefresh.clear();
    backend.liveAccess.add('access-7');
    shared.record = {
      tokens: {
        accessToken: 'access-7',
        refreshToken: 'refresh-7',
        expiresIn: 7200,
        issuedAt: Date.now() + 1,
      },
      at: Date.now() + 1,
    };

    await expect(apiGet('/p/user/userInfo')).resolves.toMatchObject({ nickName: 'Jamie' });
    expect(refreshCalls()).toHaveLength(0);
    expect(backend.calls.at(-1)?.authorization).toBe('access-7');
    expect(storedTokens()).toMatchObject({ accessToken: 'access-7', refreshToken: 'refresh-7' });
  });

  it('refreshes inside the cross-tab lock when the browser has Web Locks', async () => {
    signInForTest();
    backend.liveAccess.clear();
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, task: () => Promise<unknown>) => {
          names.push(name);
          return task();
        },
      },
    });

    await apiGet('/p/user/userInfo');
    expect(names).toEqual([REFRESH_LOCK_NAME]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('clears the login data when the refresh is refused', async () => {
    signInForTest();
    backend.liveAccess.clear();
    backend.refreshWorks = false;

    const results = await Promise.allSettled([apiGet('/p/user/userInfo'), apiGet('/p/address/list')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.Token)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.UserInfo)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ tokens: null, expiredPrompt: true });
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    signInForTest();
    backend.liveAccess.clear();
    answerNetworkError('post', '/token/refresh');

    await expect(apiGet('/p/user/userInfo')).rejects.toMatchObject({ kind: 'network' });
    expect(useSessionStore.getState().tokens?.refreshToken).toBe('refresh-1');
    expect(useSessionStore.getState().expiredPrompt).toBe(false);
  });
});
