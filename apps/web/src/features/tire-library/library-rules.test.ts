import { Messages, type VehicleInfo } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { camry } from '../../testing/data/catalog';
import { addTire, addVehicle, type GuestLibrary, selectTire, selectVehicle } from './library-rules';

const empty: GuestLibrary = { tires: [], vehicles: [] };

const vehicle = (n: number, changes: Partial<VehicleInfo> = {}): VehicleInfo => ({
  ...camry,
  vehicleId: `vehicle-${n}`,
  carName: `Car ${n}`,
  ...changes,
});

const size = (width: number, ratio = 45, diameter = 17) => ({ width, ratio, diameter });

/** Applies changes one after another, a minute apart, failing the test on a refusal. */
function build(steps: ((library: GuestLibrary, at: Date) => ReturnType<typeof addTire>)[]): GuestLibrary {
  let library = empty;
  steps.forEach((step, index) => {
    const change = step(library, new Date(Date.UTC(2025, 0, 1, 0, index)));
    if (!change.ok) throw new Error(change.message);
    library = change.library;
  });
  return library;
}

const currentNames = (library: GuestLibrary) => [
  ...library.tires.filter((tire) => tire.currents).map((tire) => tire.displaySize),
  ...library.vehicles.filter((car) => car.currents).map((car) => car.carName),
];

describe('guest tire library (SPEC §4, §5)', () => {
  it('puts a new size first as the only current entry', () => {
    const library = build([
      (lib, at) => addTire(lib, size(205, 55, 16), undefined, at),
      (lib, at) => addVehicle(lib, vehicle(1), {}, at),
      (lib, at) => addTire(lib, size(225), undefined, at),
    ]);
    expect(library.tires.map((tire) => tire.displaySize)).toEqual(['225/45R17', '205/55R16']);
    expect(currentNames(library)).toEqual(['225/45R17']);
  });

  it('makes every vehicle non-current when a size is selected, and every size when a vehicle is', () => {
    let library = build([
      (lib, at) => addTire(lib, size(225), undefined, at),
      (lib, at) => addVehicle(lib, vehicle(1), {}, at),
    ]);
    expect(currentNames(library)).toEqual(['Car 1']);

    const sized = selectTire(library, library.tires[0]!.userTireId);
    if (!sized.ok) throw new Error(sized.message);
    library = sized.library;
    expect(currentNames(library)).toEqual(['225/45R17']);
    expect(library.vehicles.every((car) => !car.currents)).toBe(true);

    const driven = selectVehicle(library, library.vehicles[0]!.userCarId, '215/55R17');
    if (!driven.ok) throw new Error(driven.message);
    expect(currentNames(driven.library)).toEqual(['Car 1']);
    expect(driven.library.tires.every((tire) => !tire.currents && !tire.isSelect)).toBe(true);
    expect(driven.library.vehicles[0]!.vehiclePartsVO.lastQueryTireSize).toBe('215/55R17');
  });

  it('refuses an 11th size with the limit message', () => {
    const widths = [175, 185, 195, 205, 215, 225, 235, 245, 255, 265];
    const library = build(widths.map((width) => (lib, at) => addTire(lib, size(width), undefined, at)));
    expect(library.tires).toHaveLength(10);
    expect(addTire(library, size(275))).toEqual({ ok: false, message: Messages.LibraryLimitReached });
  });

  it('drops the oldest vehicle when an 11th is added', () => {
    const library = build(
      Array.from(
        { length: 11 },
        (_, n) => (lib: GuestLibrary, at: Date) => addVehicle(lib, vehicle(n + 1), {}, at),
      ),
    );
    expect(library.vehicles).toHaveLength(10);
    expect(library.vehicles.map((car) => car.carName)).not.toContain('Car 1');
    expect(library.vehicles[0]!.carName).toBe('Car 11');
  });

  it('refuses duplicates: the same size, or the same vehicle shopped in the same size', () => {
    const library = build([
      (lib, at) => addTire(lib, size(225), undefined, at),
      (lib, at) => addVehicle(lib, vehicle(1), {}, at),
    ]);
    expect(addTire(library, { width: 225, ratio: 45, diameter: 17 })).toEqual({
      ok: false,
      message: Messages.TireSizeAlreadyInLibrary,
    });
    expect(addVehicle(library, vehicle(1))).toEqual({ ok: false, message: Messages.VehicleAlreadyInLibrary });
    // The same vehicle shopped in another of its sizes is another entry.
    expect(addVehicle(library, vehicle(1), { lastQueryTireSize: '215/55R17' }).ok).toBe(true);
  });
});
