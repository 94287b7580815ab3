import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTest } from '../account/fake-account-api';
import { completeSignIn } from '../auth';
import { createFakeCartApi } from './fake-cart-api';
import { addToGuestCart, clearGuestCart, guestCartLines, useGuestCartStore } from './guest-cart';
import { installCartSync } from './sync';

let api: ReturnType<typeof createFakeCartApi>;
let uninstall: () => void;

beforeEach(() => {
  resetSessionForTest();
  clearGuestCart();
  api = createFakeCartApi();
  vi.stubGlobal('fetch', vi.fn(api.fetch));
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
    api.server.lines = [{ skuId: 457, count: 2, selected: true, seenPrice: 22_399 }];
    addToGuestCart({ prodId: 7, skuId: 457, count: 4 });
    addToGuestCart({ prodId: 400, skuId: 9000, count: 1 });
    const version = useGuestCartStore.getState().serverVersion;

    await signIn();

    const merge = api.server.calls.find((call) => call.path === '/p/shopCart/batchChangeItem');
    expect(merge?.authorization).toBe('access-1');
    expect(merge?.body).toEqual({
      items: [
        { prodId: 7, skuId: 457, count: 4 },
        { prodId: 400, skuId: 9000, count: 1 },
      ],
    });
    expect(api.server.lines.map(({ skuId, count }) => [skuId, count])).toEqual([
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
    api.server.failing.add('/p/shopCart/batchChangeItem');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn();
    expect(logged).toHaveBeenCalledWith('A sign-in hook failed', expect.anything());
    logged.mockRestore();
    expect(guestCartLines()).toEqual([{ prodId: 7, skuId: 457, count: 4 }]);
    expect(api.server.lines).toEqual([]);

    api.server.failing.clear();
    await signIn();
    expect(guestCartLines()).toEqual([]);
    expect(api.server.lines).toMatchObject([{ skuId: 457, count: 4 }]);
  });

  it('calls nothing when the guest cart is empty', async () => {
    await signIn();
    expect(api.server.calls.some((call) => call.path === '/p/shopCart/batchChangeItem')).toBe(false);
  });
});
