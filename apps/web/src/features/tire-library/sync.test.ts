import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { camry } from '../../testing/data/catalog';
import { resetSessionForTest } from '../../testing/session';
import { completeSignIn } from '../auth';
import { clearGuestLibrary, guestLibrary, setGuestLibrary } from './guest-store';
import { addTire, addVehicle, type GuestLibrary } from './library-rules';
import { installTireLibrarySync } from './sync';

let uninstall: () => void;

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
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

    const merge = backend.calls.find((call) => call.path === '/p/vehicle/mergeGuestLibrary');
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
    expect(backend.calls.some((call) => call.path === '/p/vehicle/mergeGuestLibrary')).toBe(false);
  });
});
