import { LOCAL_STORAGE_KEYS as Key } from '@tread/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { camry } from '../../testing/data/catalog';
import { clearGuestLibrary, guestLibrary, setGuestLibrary, useGuestLibraryStore } from './guest-store';
import { addTire, addVehicle } from './library-rules';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  clearGuestLibrary();
});

describe('guest library in the browser (SPEC §3 local keys)', () => {
  it('keeps the lists, the size shopped, the last size and the current vehicle under their keys', () => {
    const sized = addTire(guestLibrary(), { width: 225, ratio: 45, diameter: 17 });
    if (!sized.ok) throw new Error(sized.message);
    setGuestLibrary(sized.library);
    expect(stored(Key.TireSize)).toEqual({
      width: 225,
      ratio: 45,
      diameter: 17,
      displaySize: '225/45R17',
      source: 'size',
    });
    expect(stored(Key.LastUserTire)).toMatchObject({ displaySize: '225/45R17', currents: true });
    expect(stored(Key.CurrentVehicle)).toBeNull();

    const driven = addVehicle(guestLibrary(), camry);
    if (!driven.ok) throw new Error(driven.message);
    setGuestLibrary(driven.library);
    expect(stored(Key.UserVehicleList)).toEqual([
      expect.objectContaining({ carName: camry.carName, currents: true }),
    ]);
    expect(stored(Key.CurrentVehicle)).toMatchObject({ vehicleId: camry.vehicleId });
    expect(stored(Key.TireSize)).toMatchObject({ displaySize: '205/65R16', source: 'vehicle' });
    expect(stored(Key.UserTireList)).toEqual([
      expect.objectContaining({ displaySize: '225/45R17', currents: false }),
    ]);
  });

  it('reads the lists back, leaving out entries that are not valid', async () => {
    const sized = addTire(guestLibrary(), { width: 205, ratio: 55, diameter: 16 });
    if (!sized.ok) throw new Error(sized.message);
    localStorage.setItem(Key.UserTireList, JSON.stringify([...sized.library.tires, { width: 'nonsense' }]));
    localStorage.setItem(Key.UserVehicleList, 'not json');
    await useGuestLibraryStore.persist.rehydrate();
    expect(guestLibrary().tires.map((tire) => tire.displaySize)).toEqual(['205/55R16']);
    expect(guestLibrary().vehicles).toEqual([]);
  });
});
