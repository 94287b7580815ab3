import { LOCAL_STORAGE_KEYS, type TireLibraryAnswer } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTest, shopper } from '../account/fake-account-api';
import { completeSignIn } from '../auth';
import { camry } from '../catalog/fake-catalog-api';
import { clearGuestLibrary, guestLibrary, setGuestLibrary } from './guest-store';
import { addTire, addVehicle, type GuestLibrary } from './library-rules';
import { installTireLibrarySync } from './sync';

interface Call {
  path: string;
  authorization?: string;
  body: unknown;
}

const merged: TireLibraryAnswer = { tires: [], vehicles: [] };
let calls: Call[];
let uninstall: () => void;

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://tread.local').pathname.replace(/^\/api/, '');
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        path,
        authorization: headers.Authorization,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const body =
        path === '/p/user/userInfo' ? shopper : path === '/p/vehicle/mergeGuestLibrary' ? merged : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  uninstall = installTireLibrarySync();
});

afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

function guestWithSizeAndCar(): GuestLibrary {
  const sized = addTire(
    { tires: [], vehicles: [] },
    { width: 225, ratio: 45, diameter: 17 },
    undefined,
    new Date(1000),
  );
  if (!sized.ok) throw new Error(sized.message);
  const driven = addVehicle(sized.library, camry, {}, new Date(2000));
  if (!driven.ok) throw new Error(driven.message);
  return driven.library;
}

const signIn = () =>
  completeSignIn({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 7200, haveRegister: true });

describe('signing in with a guest tire library', () => {
  it('merges the saved sizes and vehicles into the account, oldest first, then empties the local copy', async () => {
    setGuestLibrary(guestWithSizeAndCar());
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.UserTireList)).toContain('225/45R17');

    await signIn();

    const merge = calls.find((call) => call.path === '/p/vehicle/mergeGuestLibrary');
    expect(merge?.authorization).toBe('access-1');
    expect(merge?.body).toEqual({
      tires: [{ width: 225, ratio: 45, diameter: 17, currents: false }],
      vehicles: [{ vehicleId: camry.vehicleId, lastQueryTireSize: '205/65R16', currents: true }],
    });
    expect(guestLibrary()).toEqual({ tires: [], vehicles: [] });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.UserTireList)).toBe('[]');
  });

  it('calls nothing when the guest saved nothing', async () => {
    await signIn();
    expect(calls.some((call) => call.path === '/p/vehicle/mergeGuestLibrary')).toBe(false);
  });
});
