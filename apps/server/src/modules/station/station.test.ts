import {
  distanceMiles,
  INSTALLER_SEARCH_RADIUS_MILES,
  Messages,
  type Station,
  type StationListAnswer,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { findActiveStation } from './service';
import { stations } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOWNTOWN_LA = { lat: 34.0614, lng: -118.2385 };
const MOJAVE_DESERT = { lat: 35.0, lng: -116.0 };

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });
const installers = (query: string) => get(`station/prodServiceStation?${query}`);
const pickUpPoints = (query: string) => get(`stationPoint/prodServiceStation?${query}`);

function expectNearestFirstWithinRadius(answer: StationListAnswer) {
  const distances = answer.records.map((station) => station.distance ?? Number.NaN);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  for (const station of answer.records) {
    expect(station.distance).toBeLessThanOrEqual(INSTALLER_SEARCH_RADIUS_MILES);
    const exact = distanceMiles(answer, station);
    expect(station.distance).toBeCloseTo(exact, 1);
  }
}

describe('finding installers near the shopper', () => {
  it('lists the installers within 10 miles of a ZIP, nearest first, with their services', async () => {
    const res = await installers('zip=90012');
    expect(res.statusCode).toBe(200);
    const answer = res.json<StationListAnswer>();
    expect(answer).toMatchObject(DOWNTOWN_LA);
    expect(answer.records.length).toBeGreaterThan(3);
    expect(answer.records.every((station) => station.kind === 'installer')).toBe(true);
    expectNearestFirstWithinRadius(answer);
    const [nearest] = answer.records;
    expect(nearest?.serviceInfo.length).toBeGreaterThan(0);
    expect(nearest?.serviceInfo[0]).toEqual({
      code: expect.any(String),
      name: expect.any(String),
      price: expect.any(Number),
      perTire: expect.any(Boolean),
    });
    expect(Number.isInteger(nearest?.serviceInfo[0]?.price)).toBe(true);
    expect(nearest?.phone).toMatch(/^\d{10}$/);
  });

  it('searches from the browser’s point when it is given', async () => {
    const res = await installers(`lat=${DOWNTOWN_LA.lat}&lng=${DOWNTOWN_LA.lng}&zip=89101`);
    const answer = res.json<StationListAnswer>();
    expect(answer).toMatchObject(DOWNTOWN_LA);
    expect(answer.records.length).toBeGreaterThan(3);
    expectNearestFirstWithinRadius(answer);
  });

  it('searches from the ZIP when the point is left blank', async () => {
    const res = await installers('lat=&lng=&zip=90012');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(DOWNTOWN_LA);
  });

  it('answers an empty list far from any partner shop', async () => {
    const desert = await installers(`lat=${MOJAVE_DESERT.lat}&lng=${MOJAVE_DESERT.lng}`);
    expect(desert.statusCode).toBe(200);
    expect(desert.json().records).toEqual([]);
    const lasVegas = await installers('zip=89101');
    expect(lasVegas.json()).toMatchObject({ records: [], lat: 36.1721, lng: -115.1224 });
  });

  it('leaves out a shop that has closed', async () => {
    const [nearest] = (await installers('zip=90012')).json<StationListAnswer>().records;
    await t.handle.db.update(stations).set({ active: false }).where(eq(stations.id, nearest!.stationId));
    const after = (await installers('zip=90012')).json<StationListAnswer>().records;
    expect(after.map((station) => station.stationId)).not.toContain(nearest!.stationId);
    await t.handle.db.update(stations).set({ active: true }).where(eq(stations.id, nearest!.stationId));
  });

  it.each([
    ['', Messages.ZipRequired],
    ['lat=34.05', Messages.ZipRequired],
    ['zip=00000', Messages.ZipMismatch],
    ['zip=9001', Messages.ZipInvalid],
    ['lat=95&lng=-118.2', Messages.LatitudeOutOfRange],
    ['lat=34.05&lng=-200', Messages.LongitudeOutOfRange],
    ['lat=north&lng=-118.2', Messages.LatLngRequired],
  ])('refuses the search ?%s with the shop’s message', async (query, message) => {
    const res = await installers(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('finding pick-up points', () => {
  it('lists only pick-up points', async () => {
    const res = await pickUpPoints('zip=90012');
    expect(res.statusCode).toBe(200);
    const answer = res.json<StationListAnswer>();
    expect(answer.records.length).toBeGreaterThan(0);
    expect(answer.records.every((station) => station.kind === 'pickup')).toBe(true);
    expectNearestFirstWithinRadius(answer);
  });
});

describe('a station’s details page', () => {
  it('shows the station, with the distance only when the shopper’s point is given', async () => {
    const [nearest] = (await installers('zip=90012')).json<StationListAnswer>().records;
    const plain = await get(`station/detail?stationId=${nearest!.stationId}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json<Station>()).toEqual({ ...nearest, distance: null });
    const near = await get(
      `station/detail?stationId=${nearest!.stationId}&lat=${DOWNTOWN_LA.lat}&lng=${DOWNTOWN_LA.lng}`,
    );
    expect(near.json<Station>().distance).toBe(nearest!.distance);
  });

  it('answers 404 for a station that does not exist or has closed', async () => {
    const missing = await get('station/detail?stationId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Messages.StationNotFound);

    const [closed] = (await pickUpPoints('zip=90012')).json<StationListAnswer>().records;
    await t.handle.db.update(stations).set({ active: false }).where(eq(stations.id, closed!.stationId));
    const gone = await get(`station/detail?stationId=${closed!.stationId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(Messages.StationNotFound);
    await t.handle.db.update(stations).set({ active: true }).where(eq(stations.id, closed!.stationId));
  });
});

describe('the station checkout picks', () => {
  it('is found only when active and of the kind asked for', async () => {
    const [shop] = (await installers('zip=90012')).json<StationListAnswer>().records;
    const id = shop!.stationId;
    expect(await findActiveStation(t.handle.db, id, 'installer')).toMatchObject({ id, kind: 'installer' });
    expect(await findActiveStation(t.handle.db, id, 'pickup')).toBeNull();
    await t.handle.db.update(stations).set({ active: false }).where(eq(stations.id, id));
    expect(await findActiveStation(t.handle.db, id, 'installer')).toBeNull();
    await t.handle.db.update(stations).set({ active: true }).where(eq(stations.id, id));
  });
});
