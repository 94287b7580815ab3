import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { answerServerError, server } from '../../testing/server';
import { resetSessionForTest } from '../../testing/session';
import { completeSignIn } from '../auth';
import { addToGuestCart, clearGuestCart, guestCartLines, useGuestCartStore } from './guest-cart';
import { installCartSync } from './sync';

let uninstall: () => void;

beforeEach(() => {
  resetSessionForTest();
  clearGuestCart();
  uninstall = installCartSync();
});

afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

const signIn = () =>
  completeSignIn({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 7200, haveRegister: true });

describe('signing in with a guest cart (SPEC §4)', () => {
  it('adds the guest lines to the account cart in one batch change, then empties the local copy', async () => {
    backend.lines = [{ skuId: 457, count: 2, selected: true, seenPrice: 22_399 }];
    addToGuestCart({ prodId: 7, skuId: 457, count: 4 });
    addToGuestCart({ prodId: 400, skuId: 9000, count: 1 });
    const version = useGuestCartStore.getState().serverVersion;

    await signIn();

    const merge = backend.calls.find((call) => call.path === '/p/shopCart/batchChangeItem');
    expect(merge?.authorization).toBe('access-1');
    expect(merge?.body).toEqual({
      items: [
        { prodId: 7, skuId: 457, count: 4 },
        { prodId: 400, skuId: 9000, count: 1 },
      ],
    });
    expect(backend.lines.map(({ skuId, count }) => [skuId, count])).toEqual([
      [9000, 1],
      [457, 6],
    ]);
    expect(guestCartLines()).toEqual([]);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.GuestCartInfo)).toBe('[]');
    // The badge and basket read the server cart again.
    expect(useGuestCartStore.getState().serverVersion).toBe(version + 1);
  });

  it('keeps the local lines when the merge fails, and merges them at the next sign-in', async () => {
    addToGuestCart({ prodId: 7, skuId: 457, count: 4 });
    answerServerError('post', '/p/shopCart/batchChangeItem');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn();
    expect(logged).toHaveBeenCalledWith('A sign-in hook failed', expect.anything());
    logged.mockRestore();
    expect(guestCartLines()).toEqual([{ prodId: 7, skuId: 457, count: 4 }]);
    expect(backend.lines).toEqual([]);

    server.resetHandlers();
    await signIn();
    expect(guestCartLines()).toEqual([]);
    expect(backend.lines).toMatchObject([{ skuId: 457, count: 4 }]);
  });

  it('calls nothing when the guest cart is empty', async () => {
    await signIn();
    expect(backend.calls.some((call) => call.path === '/p/shopCart/batchChangeItem')).toBe(false);
  });
});
