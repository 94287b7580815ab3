import {
  DEEP_LINK_WHITELIST,
  DEFAULT_AUTO_IM,
  type MapProduct,
  POLICY_PAGES,
  type Station,
  SYS_SWITCH_KEYS,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../seed';
import { signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { contentPages } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Written straight to the database, as another instance would: shown once this process has heard of it. */
async function switchOff(key: string, enabled: boolean) {
  await t.handle.db.update(contentPages).set({ enabled }).where(eq(contentPages.key, key));
  await t.handle.changes.caughtUp();
}

describe('GET /api/sys/config/info/getSysSwitch/{key}', () => {
  it('answers the home-page configuration with banners, sales points and guarantees', async () => {
    const res = await get('/api/sys/config/info/getSysSwitch/homePage');
    expect(res.statusCode).toBe(200);
    const { key, value } = res.json();
    expect(key).toBe('homePage');
    expect(value.bannerSwitch).toBe(true);
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.guarantees.map((g: { title: string }) => g.title).join(' ')).toMatch(/price/i);
    expect(value).toMatchObject({ forceLogin: false, forceAddVehicle: false, forceAddTireSize: false });
  });

  it('answers each policy page switch by its switch name', async () => {
    const res = await get('/api/sys/config/info/getSysSwitch/aboutUsSwitch');
    expect(res.json()).toEqual({ key: 'aboutUsSwitch', value: true });
  });

  it('answers every key the spec loads, the deep-link scheme and the services on the installers map among them', async () => {
    for (const key of SYS_SWITCH_KEYS)
      expect((await get(`/api/sys/config/info/getSysSwitch/${key}`)).statusCode).toBe(200);
    expect((await get('/api/sys/config/info/getSysSwitch/schemeConfig')).json().value).toEqual({
      scheme: 'web+tread',
      linkPath: '/link',
      whitelist: [...DEEP_LINK_WHITELIST],
    });
    const services: MapProduct[] = (await get('/api/sys/config/info/getSysSwitch/mapProdList')).json().value;
    const mounting = services.find((service) => service.code === 'MOUNT_BALANCE');
    expect(mounting).toMatchObject({ name: 'Mount & balance', perTire: true });
    // 'From' is the lowest price of any installer: no installer near downtown LA charges less.
    const near = (await get('/api/station/prodServiceStation?zip=90012')).json().records as Station[];
    const prices = near.flatMap((station) => station.serviceInfo.filter((s) => s.code === 'MOUNT_BALANCE'));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(mounting?.fromPrice).toBeLessThanOrEqual(price.price);
    expect(services[0]?.installers).toBeGreaterThanOrEqual(services.at(-1)?.installers ?? 0);
    expect(services.some((service) => service.code === 'PICKUP')).toBe(false);
  });

  it('refuses an unknown key with a JSON 404', async () => {
    const res = await get('/api/sys/config/info/getSysSwitch/noSuchKey');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'UNKNOWN_CONFIG_KEY', message: 'Page does not exist!' });
  });

  it('refuses an over-long key with a 4xx JSON error', async () => {
    const long = await get(`/api/sys/config/info/getSysSwitch/${'k'.repeat(80)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('INVALID_INPUT');
    const absurd = await get(`/api/sys/config/info/getSysSwitch/${'k'.repeat(500)}`);
    expect(absurd.statusCode).toBe(414);
    expect(absurd.json().code).toBe('MALFORMED_REQUEST');
  });
});

describe('policy pages', () => {
  it('lists all ten pages of SPEC §2 with their switches', async () => {
    const res = await get('/api/sys/config/info/getSysSwitch/policyPages');
    const pages = res.json().value as { key: string; switchName: string; enabled: boolean }[];
    expect(pages.map((p) => p.key)).toEqual(POLICY_PAGES.map((p) => p.key));
    expect(pages.every((p) => p.enabled)).toBe(true);
  });

  it('serves a page with real sections', async () => {
    const res = await get('/api/content/policy/return-policy');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.title).toBe('Return Policy');
    expect(page.sections.length).toBeGreaterThan(2);
    expect(JSON.stringify(page.sections)).toMatch(/30 days/);
  });

  it('hides a page whose switch is off, and says so in the list', async () => {
    await switchOff('faq', false);
    try {
      expect((await get('/api/content/policy/faq')).statusCode).toBe(404);
      const list = (await get('/api/sys/config/info/getSysSwitch/policyPages')).json().value;
      expect(list.find((p: { key: string }) => p.key === 'faq').enabled).toBe(false);
      expect((await get('/api/sys/config/info/getSysSwitch/faqsSwitch')).json().value).toBe(false);
    } finally {
      await switchOff('faq', true);
    }
  });

  it('answers an unknown page with 404', async () => {
    const res = await get('/api/content/policy/not-a-page');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Page does not exist!');
  });
});

describe('payment switches and web config', () => {
  it('answers one boolean per payment method switch', async () => {
    const res = await get('/api/sys/config/info/getSysPaySwitch');
    expect(res.statusCode).toBe(200);
    // The embedded sandbox gateway takes every web method, so the seeded switches stand.
    expect(res.json()).toMatchObject({
      balancePaySwitch: true,
      stripeCardPaySwitch: true,
      paypalPaySwitch: true,
      klarnaPaySwitch: true,
      authorizeCardPaySwitch: false,
    });
  });

  it('answers the web config with the login logo', async () => {
    const res = await get('/api/webConfig/getUniWebConfig');
    expect(res.json()).toMatchObject({
      uniLoginLogoImg: expect.stringMatching(/^\/static\//),
      appVersion: '1.3.16',
      mapTiles: null,
    });
  });
});

describe('staff changing the configuration', () => {
  const put = (url: string, payload: object, headers: { authorization: string }) =>
    t.app.inject({ method: 'PUT', url, headers, payload });

  it('shows a changed home page and policy switch on the next read, and keeps them when seeding again', async () => {
    const admin = await signInAsAdmin(t);
    const home = (await get('/api/sys/config/info/getSysSwitch/homePage')).json().value;
    const changed = await put(
      '/api/admin/config/homePage',
      { value: { ...home, bannerSwitch: false } },
      admin,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get('/api/sys/config/info/getSysSwitch/homePage')).json().value.bannerSwitch).toBe(false);

    expect((await put('/api/admin/content/policy/faq', { enabled: false }, admin)).statusCode).toBe(200);
    expect((await get('/api/content/policy/faq')).statusCode).toBe(404);
    expect((await get('/api/sys/config/info/getSysSwitch/faqsSwitch')).json().value).toBe(false);

    await seedDatabase(t.handle.db);
    expect((await get('/api/sys/config/info/getSysSwitch/homePage')).json().value.bannerSwitch).toBe(false);
    await put('/api/admin/content/policy/faq', { enabled: true }, admin);
    expect((await get('/api/content/policy/faq')).statusCode).toBe(200);
  });

  it('refuses a value of the wrong shape, and shoppers, changing nothing', async () => {
    const admin = await signInAsAdmin(t);
    const before = (await get('/api/sys/config/info/getSysSwitch/themeInfo')).json();
    const bad = await put('/api/admin/config/themeInfo', { value: { primaryColor: 'red' } }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await put('/api/admin/config/noSuchKey', { value: true }, admin)).statusCode).toBe(400);
    const shopper = await signUp(t);
    expect((await put('/api/admin/config/autoIM', { value: true }, shopper.headers)).statusCode).toBe(403);
    expect((await get('/api/sys/config/info/getSysSwitch/themeInfo')).json()).toEqual(before);
    expect((await get('/api/sys/config/info/getSysSwitch/autoIM')).json().value).toEqual(DEFAULT_AUTO_IM);
  });

  it('answers autoIM with no pages until staff choose where the chat opens by itself', async () => {
    const admin = await signInAsAdmin(t);
    const wrong = await put(
      '/api/admin/config/autoIM',
      { value: { pages: ['home'], afterSeconds: 20 } },
      admin,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose product, order or checkout pages');
    const tooSoon = await put(
      '/api/admin/config/autoIM',
      { value: { pages: ['product'], afterSeconds: 1 } },
      admin,
    );
    expect(tooSoon.json().message).toBe('At least 5 seconds');
    expect((await get('/api/sys/config/info/getSysSwitch/autoIM')).json().value).toEqual({
      pages: [],
      afterSeconds: 30,
    });

    const chosen = { pages: ['product', 'checkout'], afterSeconds: 20 };
    expect((await put('/api/admin/config/autoIM', { value: chosen }, admin)).statusCode).toBe(200);
    expect((await get('/api/sys/config/info/getSysSwitch/autoIM')).json()).toEqual({
      key: 'autoIM',
      value: chosen,
    });
    await put('/api/admin/config/autoIM', { value: DEFAULT_AUTO_IM }, admin);
  });
});
