import { Messages, type UserTire, type UserVehicle } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (who: Customer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/p/vehicle/${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const saveSize = (who: Customer, size: object) => api(who, 'POST', 'saveOrUpdateUserTireInfo', size);
const sizes = async (who: Customer): Promise<UserTire[]> =>
  (await api(who, 'GET', 'userTireList')).json().records;
const saveVehicle = (who: Customer, body: object) => api(who, 'POST', 'saveUserVehicle', body);
const cars = async (who: Customer): Promise<UserVehicle[]> =>
  (await api(who, 'GET', 'getVehiclePage?size=100&current=1')).json().records;
const current = async (who: Customer) => [
  ...(await sizes(who)).filter((s) => s.currents).map((s) => s.displaySize),
  ...(await cars(who)).filter((c) => c.currents).map((c) => c.vehicleId),
];

/** Ten different metric sizes we carry and the library accepts. */
const TEN = [205, 215, 225, 235, 245].flatMap((width) =>
  [45, 55].map((ratio) => ({ width, ratio, diameter: 17 })),
);
const CAMRY = '2019-toyota-camry-le-2.5l';
const STAGGERED = '2014-lexus-is-is-350-f-sport-3.5l';

describe('saved tire sizes', () => {
  it('adds a size as the only current one, first in the list, and refuses a duplicate', async () => {
    const me = await signUp(t);
    const first = await saveSize(me, { width: 225, ratio: 45, diameter: 17 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().saved).toMatchObject({
      displaySize: '225/45R17',
      tireId: '225/45R17',
      currents: true,
      source: 'size',
    });
    await saveSize(me, { width: 205, ratio: 55, diameter: 16 });
    expect((await sizes(me)).map((s) => [s.displaySize, s.currents])).toEqual([
      ['205/55R16', true],
      ['225/45R17', false],
    ]);
    const again = await saveSize(me, { width: 225, ratio: 45, diameter: 17 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.TireSizeAlreadyInLibrary);
  });

  it('edits a size in place, ignoring itself in the duplicate check', async () => {
    const me = await signUp(t);
    const { saved } = (await saveSize(me, { width: 225, ratio: 45, diameter: 17 })).json();
    await saveSize(me, { width: 205, ratio: 55, diameter: 16 });
    const same = await saveSize(me, { width: 225, ratio: 45, diameter: 17, userTireId: saved.userTireId });
    expect(same.statusCode).toBe(200);
    const clash = await saveSize(me, { width: 205, ratio: 55, diameter: 16, userTireId: saved.userTireId });
    expect(clash.json().message).toBe(Messages.TireSizeAlreadyInLibrary);
    const edited = await saveSize(me, { width: 235, ratio: 40, diameter: 18, userTireId: saved.userTireId });
    expect(edited.json().saved).toMatchObject({
      userTireId: saved.userTireId,
      displaySize: '235/40R18',
      currents: false,
    });
  });

  it("refuses an 11th size with 'You've reached the limit', even when 12 arrive at once", async () => {
    const me = await signUp(t);
    const extra = [...TEN, { width: 255, ratio: 45, diameter: 17 }, { width: 265, ratio: 45, diameter: 17 }];
    const answers = await Promise.all(extra.map((size) => saveSize(me, size)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(refused.map((res) => res.json().message)).toEqual([
      Messages.LibraryLimitReached,
      Messages.LibraryLimitReached,
    ]);
    expect((await sizes(me)).filter((s) => s.currents)).toHaveLength(1);
  });

  it('refuses a size that is not one with its own message', async () => {
    const me = await signUp(t);
    const res = await saveSize(me, { width: 226, ratio: 45, diameter: 17 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Tire width/);
  });
});

describe('saved vehicles and the current entry', () => {
  it('adds a vehicle as the only current entry, sizes become non-current, and selecting a size reverses it', async () => {
    const me = await signUp(t);
    const { saved: size } = (await saveSize(me, { width: 225, ratio: 45, diameter: 17 })).json();
    const car = await saveVehicle(me, { vehicleId: CAMRY });
    expect(car.statusCode, car.body).toBe(200);
    expect(car.json().saved).toMatchObject({
      vehicleId: CAMRY,
      carId: CAMRY,
      carName: '2019 Toyota Camry LE 2.5L I4',
      currents: true,
      vehiclePartsVO: { lastQueryTireSize: '205/65R16', tireId: '205/65R16', oriPartsTire: ['205/65R16'] },
    });
    expect(await current(me)).toEqual([CAMRY]);
    await api(me, 'POST', 'selectUserTire', { userTireId: size.userTireId });
    expect(await current(me)).toEqual(['225/45R17']);
    const userCarId = car.json().saved.userCarId;
    const selected = await api(me, 'POST', 'selectUserVehicle', {
      userCarId,
      lastQueryTireSize: '215/55R17',
    });
    expect(selected.json().records[0]).toMatchObject({
      currents: true,
      vehiclePartsVO: { lastQueryTireSize: '215/55R17' },
    });
    expect(await current(me)).toEqual([CAMRY]);
  });

  it('treats the same vehicle and shopped size as a duplicate, but not the same vehicle with another size', async () => {
    const me = await signUp(t);
    await saveVehicle(me, { vehicleId: STAGGERED });
    const again = await saveVehicle(me, { vehicleId: STAGGERED, lastQueryTireSize: '225/40r18' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.VehicleAlreadyInLibrary);
    const rear = await saveVehicle(me, { vehicleId: STAGGERED, lastQueryTireSize: '255/35R18' });
    expect(rear.json().saved).toMatchObject({
      staggered: true,
      vehiclePartsVO: { oriPartsTire: ['225/40R18', '255/35R18'] },
    });
    const unknown = await saveVehicle(me, { vehicleId: '1999-nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.NoVehicleInformation);
  });

  it('drops the oldest vehicle when an 11th is added, and pages them', async () => {
    const me = await signUp(t);
    const ids = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025'].map(
      (year) => `${year}-toyota-corolla-le-${Number(year) < 2020 ? '1.8l' : '2.0l'}`,
    );
    for (const vehicleId of ids) expect((await saveVehicle(me, { vehicleId })).statusCode).toBe(200);
    const page = (await api(me, 'GET', 'getVehiclePage?size=4&current=1')).json();
    expect(page).toMatchObject({ total: 10, current: 1, size: 4, pages: 3, hasMore: true });
    expect(page.records[0]).toMatchObject({ vehicleId: ids[10], currents: true });
    expect((await cars(me)).map((car) => car.vehicleId)).toEqual(ids.slice(1).reverse());
  });

  it('deletes entries and keeps every id to its owner', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const { saved: size } = (await saveSize(owner, { width: 225, ratio: 45, diameter: 17 })).json();
    const { saved: car } = (await saveVehicle(owner, { vehicleId: CAMRY })).json();
    const attempts = [
      await api(intruder, 'POST', 'selectUserTire', { userTireId: size.userTireId }),
      await saveSize(intruder, { width: 235, ratio: 45, diameter: 17, userTireId: size.userTireId }),
      await api(intruder, 'DELETE', `deleteUserTire/${size.userTireId}`),
      await api(intruder, 'POST', 'selectUserVehicle', { userCarId: car.userCarId }),
      await api(intruder, 'DELETE', `deleteUserVehicle/${car.userCarId}`),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(404);
    expect(await sizes(intruder)).toEqual([]);
    expect(await current(owner)).toEqual([CAMRY]);
    expect((await api(owner, 'DELETE', `deleteUserTire/${size.userTireId}`)).json().records).toEqual([]);
    expect((await api(owner, 'DELETE', `deleteUserVehicle/${car.userCarId}`)).json().records).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/p/vehicle/userTireList' })).statusCode).toBe(401);
  });
});

describe("the profile's lastUserTire", () => {
  it('follows the current size, then the current vehicle with source vehicle', async () => {
    const me = await signUp(t);
    const info = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: me.headers })).json();
    expect((await info()).lastUserTire).toBeNull();
    await saveSize(me, { width: 225, ratio: 45, diameter: 17 });
    expect((await info()).lastUserTire).toEqual({
      width: 225,
      ratio: 45,
      diameter: 17,
      displaySize: '225/45R17',
      source: 'size',
    });
    await saveVehicle(me, { vehicleId: CAMRY });
    expect((await info()).lastUserTire).toEqual({
      width: 205,
      ratio: 65,
      diameter: 16,
      displaySize: '205/65R16',
      source: 'vehicle',
    });
  });
});

describe('merging a guest library on sign-in', () => {
  it('adds the guest entries without duplicates, keeps the limit and the guest current entry', async () => {
    const me = await signUp(t);
    await saveSize(me, { width: 205, ratio: 45, diameter: 17 });
    await saveVehicle(me, { vehicleId: CAMRY });
    const res = await api(me, 'POST', 'mergeGuestLibrary', {
      tires: [...TEN, { width: 265, ratio: 45, diameter: 17, currents: true }],
      vehicles: [
        { vehicleId: CAMRY },
        { vehicleId: STAGGERED, currents: true },
        { vehicleId: '1999-nothing' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { tires, vehicles } = res.json();
    expect(tires).toHaveLength(10);
    expect(new Set(tires.map((s: UserTire) => s.displaySize)).size).toBe(10);
    expect(tires.some((s: UserTire) => s.displaySize === '265/45R17')).toBe(false);
    expect(vehicles.map((c: UserVehicle) => [c.vehicleId, c.currents])).toEqual([
      [STAGGERED, true],
      [CAMRY, false],
    ]);
    expect(await current(me)).toEqual([STAGGERED]);
  });

  it('keeps a guest current entry current when the account already has it', async () => {
    const me = await signUp(t);
    await saveVehicle(me, { vehicleId: CAMRY });
    await saveSize(me, { width: 205, ratio: 45, diameter: 17 });
    const res = await api(me, 'POST', 'mergeGuestLibrary', {
      tires: [],
      vehicles: [{ vehicleId: CAMRY, currents: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().vehicles).toHaveLength(1);
    expect(await current(me)).toEqual([CAMRY]);
  });
});
