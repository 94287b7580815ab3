import {
  type CheckoutAnswer,
  CheckoutDelivery,
  CheckoutGroup,
  Messages,
  type Station,
  type StationAdminPage,
  type StationAdminView,
  TireTier,
  UserRole,
  WEEK_DAYS,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';
import { nearestStation, skuForSale } from '../../../test/orders';

type Headers = { authorization: string };

let t: TestApp;
let admin: Headers;
let operations: Headers;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t);
  operations = await staffMember(t, UserRole.Operations);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/stations${url}`, headers, payload });
const list = async (query: string) => {
  const res = await call('GET', `?${query}`, operations);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StationAdminPage>();
};
const shopperView = (stationId: number) =>
  t.app.inject({ method: 'GET', url: `/api/station/detail?stationId=${stationId}` });
const trail = (stationId: number) => auditTrail(t, admin, { subject: `station:${stationId}` });
const DETAILS = {
  name: 'Eastside Tire & Wheel',
  address1: '1200 E 1st St',
  city: 'Los Angeles',
  state: 'ca',
  zip: '90033',
  phone: '+1 (213) 555-0199',
  lat: 34.0452,
  lng: -118.2236,
};
const WEEK = WEEK_DAYS.map((day) =>
  day === 'Sunday' ? { day, open: null, close: null } : { day, open: '08:00', close: '17:30' },
);
const SERVICES = [
  { code: 'MOUNT_BALANCE', name: 'Mount & balance', price: 2999, perTire: true },
  { code: 'ALIGNMENT', name: 'Four-wheel alignment', price: 11_950, perTire: false },
];

describe('the installers list', () => {
  it('pages installers and pick-up points by name, filtered by kind and open or closed', async () => {
    const installers = await list('kind=installer&size=5');
    expect(installers.records).toHaveLength(5);
    expect(installers.total).toBeGreaterThan(5);
    expect(installers.records.every((s) => s.kind === 'installer')).toBe(true);
    const names = installers.records.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const second = await list('kind=installer&size=5&current=2');
    expect(second.records.map((s) => s.stationId)).not.toContain(installers.records[0]?.stationId);

    const pickUps = await list('kind=pickup&size=100');
    expect(pickUps.records.every((s) => s.kind === 'pickup')).toBe(true);
    expect(pickUps.total + installers.total).toBe((await list('size=1')).total);
    expect((await list('status=closed')).total).toBe(0);
    expect((await list('status=open')).total).toBe((await list('')).total);
  });

  it('searches by name, city or ZIP', async () => {
    const [sample] = (await list('kind=installer&size=1')).records;
    const byName = await list(`search=${encodeURIComponent(sample!.name.slice(0, 12).toLowerCase())}`);
    expect(byName.records.map((s) => s.stationId)).toContain(sample!.stationId);
    const byZip = await list(`search=${sample!.zip}&size=100`);
    expect(byZip.records.length).toBeGreaterThan(0);
    expect(byZip.records.every((s) => s.zip === sample!.zip || s.name.includes(sample!.zip))).toBe(true);
    const byCity = await list(`search=${encodeURIComponent(sample!.city)}&size=100`);
    expect(byCity.records.map((s) => s.stationId)).toContain(sample!.stationId);
    expect((await list('search=100%25')).total).toBe(0);
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of ['kind=garage', 'status=maybe', 'size=0', `search=${'x'.repeat(81)}`]) {
      expect((await call('GET', `?${query}`, operations)).statusCode, query).toBe(400);
    }
  });

  it('shows a station in full, and 404 for one that does not exist', async () => {
    const [sample] = (await list('kind=installer&size=1')).records;
    const res = await call('GET', `/${sample!.stationId}`, operations);
    expect(res.json<StationAdminView>()).toEqual(sample);
    const missing = await call('GET', '/999999', operations);
    expect([missing.statusCode, missing.json().message]).toEqual([404, Messages.StationNotFound]);
    expect((await call('GET', '/abc', operations)).statusCode).toBe(400);
  });
});

describe('editing a station', () => {
  it('changes details at once for shoppers, and keeps the change in the audit trail', async () => {
    const id = await nearestStation(t, 'installer', '90033');
    const before = (await call('GET', `/${id}`, operations)).json<StationAdminView>();
    const res = await call('PUT', `/${id}`, operations, DETAILS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StationAdminView>()).toMatchObject({ ...DETAILS, state: 'CA', phone: '2135550199' });
    expect((await shopperView(id)).json<Station>()).toMatchObject({
      name: DETAILS.name,
      phone: '2135550199',
    });

    const [row] = (await trail(id)).records;
    expect(row).toMatchObject({
      action: 'station.details',
      actorRole: UserRole.Operations,
      before: { name: before.name, phone: before.phone, zip: before.zip },
      after: { name: DETAILS.name, phone: '2135550199', zip: '90033' },
    });
  });

  it('sets the hours of each day, a closed day with no times', async () => {
    const id = await nearestStation(t, 'installer', '90012');
    const res = await call('PUT', `/${id}/hours`, operations, { hours: WEEK });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shopperView(id)).json<Station>().hours).toEqual(WEEK);
    expect((await trail(id)).records[0]).toMatchObject({ action: 'station.hours', after: { hours: WEEK } });
  });

  it('sets services and fees in cents, which checkout charges', async () => {
    const id = await nearestStation(t, 'installer', '90012');
    const res = await call('PUT', `/${id}/services`, admin, { services: SERVICES });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shopperView(id)).json<Station>().serviceInfo).toEqual(SERVICES);
    expect((await trail(id)).records[0]).toMatchObject({
      action: 'station.services',
      after: { services: SERVICES.map(({ price, ...s }) => ({ ...s, priceCents: price })) },
    });

    const shopper = await signUp(t);
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/p/order/confirm',
      headers: shopper.headers,
      payload: {
        items: [{ skuId, count: 4 }],
        deliveries: [
          {
            group: CheckoutGroup.Tires,
            deliveryType: CheckoutDelivery.Installer,
            stationId: id,
            serviceCodes: ['MOUNT_BALANCE', 'ALIGNMENT'],
          },
        ],
      },
    });
    expect(summary.json<CheckoutAnswer>().amounts).toMatchObject({
      tireInstallationFee: 4 * 2999,
      serviceFee: 11_950,
    });
  });

  it('closes an installer: shoppers no longer find it or check out there, until it opens again', async () => {
    const id = await nearestStation(t, 'installer', '90012');
    const closed = await call('PUT', `/${id}/active`, operations, { active: false });
    expect(closed.json<StationAdminView>().active).toBe(false);
    expect((await list('status=closed')).records.map((s) => s.stationId)).toEqual([id]);
    expect((await shopperView(id)).statusCode).toBe(404);
    const near = await t.app.inject({ method: 'GET', url: '/api/station/prodServiceStation?zip=90012' });
    expect(near.json<{ records: Station[] }>().records.map((s) => s.stationId)).not.toContain(id);

    const shopper = await signUp(t);
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/p/order/confirm',
        headers: shopper.headers,
        payload: {
          items: [{ skuId, count: 4 }],
          deliveries: [
            { group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.Installer, stationId: id },
          ],
        },
      });
    const refused = await checkout();
    expect([refused.statusCode, refused.json().message]).toEqual([400, Messages.StationNotFound]);
    expect((await trail(id)).records[0]).toMatchObject({
      action: 'station.close',
      before: { active: true },
      after: { active: false },
    });

    await call('PUT', `/${id}/active`, operations, { active: true });
    expect((await checkout()).statusCode).toBe(200);
    expect((await shopperView(id)).statusCode).toBe(200);
  });

  it.each([
    ['/', { ...DETAILS, state: 'XX' }, 'state'],
    ['/', { ...DETAILS, phone: '555-0199' }, 'phone'],
    ['/', { ...DETAILS, zip: '9003' }, 'zip'],
    ['/', { ...DETAILS, lat: 95 }, 'lat'],
    ['/', { ...DETAILS, name: '  ' }, 'name'],
    ['/hours', { hours: WEEK.slice(1) }, 'hours'],
    ['/hours', { hours: [...WEEK.slice(1), WEEK[0]] }, 'hours'],
    [
      '/hours',
      { hours: WEEK.map((d) => ({ ...d, open: '18:00', close: d.close && '09:00' })) },
      'hours.0.close',
    ],
    ['/hours', { hours: WEEK.map((d) => ({ ...d, close: null })) }, 'hours.0.close'],
    ['/hours', { hours: WEEK.map((d) => ({ ...d, open: d.open && '8am' })) }, 'hours.0.open'],
    ['/services', { services: [] }, 'services'],
    ['/services', { services: [SERVICES[0], SERVICES[0]] }, 'services'],
    ['/services', { services: [{ ...SERVICES[0], price: 12.5 }] }, 'services.0.price'],
    ['/services', { services: [{ ...SERVICES[0], price: -1 }] }, 'services.0.price'],
    ['/services', { services: [{ ...SERVICES[0], code: 'mount balance' }] }, 'services.0.code'],
    ['/active', { active: 'no' }, 'active'],
  ])(
    'refuses %s %j with 400 on its field, changing nothing and writing no audit row',
    async (path, body, field) => {
      const id = await nearestStation(t, 'pickup', '90012');
      const before = (await call('GET', `/${id}`, operations)).json();
      const res = await call('PUT', path === '/' ? `/${id}` : `/${id}${path}`, operations, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', field });
      expect((await call('GET', `/${id}`, operations)).json()).toEqual(before);
      expect((await trail(id)).total).toBe(0);
    },
  );

  it('answers 404 for a station that does not exist, writing nothing', async () => {
    const res = await call('PUT', '/999999/active', operations, { active: false });
    expect([res.statusCode, res.json().message]).toEqual([404, Messages.StationNotFound]);
  });
});

describe('who may run installers', () => {
  it('lets operations and administrators in, and refuses merchants, customer service and shoppers', async () => {
    const id = await nearestStation(t, 'pickup', '90012');
    const refused = [
      await staffMember(t, UserRole.Merchant),
      await staffMember(t, UserRole.CustomerService),
      (await signUp(t)).headers,
    ];
    const requests: [method: 'GET' | 'PUT', url: string, body?: object][] = [
      ['GET', ''],
      ['GET', `/${id}`],
      ['PUT', `/${id}`, DETAILS],
      ['PUT', `/${id}/hours`, { hours: WEEK }],
      ['PUT', `/${id}/services`, { services: SERVICES }],
      ['PUT', `/${id}/active`, { active: true }],
    ];
    for (const [method, url, body] of requests) {
      for (const headers of refused)
        expect((await call(method, url, headers, body)).statusCode, url).toBe(403);
    }
    expect((await trail(id)).total).toBe(0);
    for (const [method, url, body] of requests) {
      for (const headers of [operations, admin])
        expect((await call(method, url, headers, body)).statusCode, url).toBe(200);
    }
  });
});
