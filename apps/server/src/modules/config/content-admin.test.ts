import {
  type ConfigValueAnswer,
  type HomePageConfig,
  POLICY_PAGES,
  type PolicyPage,
  type PolicyPageStaffList,
  type PolicyPageStaffView,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';

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

const staff = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers, payload });
const shop = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });
const trail = (subject: string) => auditTrail(t, admin, { subject });
const NEW_TEXT = {
  title: 'Returns & Exchanges',
  summary: 'How to send back a tire you do not need.',
  sections: [
    {
      heading: 'Within 60 days',
      paragraphs: ['Unmounted tires come back free within 60 days.', 'Keep the label.'],
    },
  ],
};

describe('policy pages in the console', () => {
  it('lists the ten pages in menu order with their switches', async () => {
    const res = await staff('GET', 'content/policy', operations);
    expect(res.statusCode).toBe(200);
    const { records } = res.json<PolicyPageStaffList>();
    expect(records.map((p) => [p.key, p.switchName])).toEqual(POLICY_PAGES.map((p) => [p.key, p.switchName]));
    expect(records.every((p) => p.enabled && Date.parse(p.updatedAt) > 0)).toBe(true);
  });

  it('reads a page’s text for editing', async () => {
    const res = await staff('GET', 'content/policy/shipping-policy', operations);
    expect(res.json<PolicyPageStaffView>()).toMatchObject({
      key: 'shipping-policy',
      title: 'Shipping Policy',
      switchName: 'shippingPolicySwitch',
      enabled: true,
    });
    expect(res.json<PolicyPageStaffView>().sections.length).toBeGreaterThan(1);
  });

  it('edits a page: shoppers read the new text at once, and the trail keeps the old', async () => {
    const old = (await shop('content/policy/return-policy')).json<PolicyPage>();
    const res = await staff('PUT', 'content/policy/return-policy/text', operations, NEW_TEXT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PolicyPageStaffView>()).toMatchObject({ ...NEW_TEXT, enabled: true });

    expect((await shop('content/policy/return-policy')).json<PolicyPage>()).toMatchObject(NEW_TEXT);
    const list = (await shop('sys/config/info/getSysSwitch/policyPages')).json().value;
    expect(list.find((p: { key: string }) => p.key === 'return-policy').title).toBe(NEW_TEXT.title);

    expect((await trail('policy:return-policy')).records[0]).toMatchObject({
      action: 'content.edit',
      actorRole: UserRole.Operations,
      before: { title: old.title, summary: old.summary, sections: old.sections },
      after: NEW_TEXT,
    });
  });

  it('switches a page off and on: shoppers lose and regain it, and the trail keeps both', async () => {
    const off = await staff('PUT', 'content/policy/faq', operations, { enabled: false });
    expect(off.json()).toMatchObject({ key: 'faq', switchName: 'faqsSwitch', enabled: false });
    expect((await shop('content/policy/faq')).statusCode).toBe(404);
    expect((await staff('GET', 'content/policy/faq', operations)).json().enabled).toBe(false);
    await staff('PUT', 'content/policy/faq', admin, { enabled: true });
    expect((await shop('content/policy/faq')).statusCode).toBe(200);
    const actions = (await trail('policy:faq')).records.map((r) => [r.action, r.before, r.after]);
    expect(actions).toEqual([
      ['content.switch', { enabled: false }, { enabled: true }],
      ['content.switch', { enabled: true }, { enabled: false }],
    ]);
  });

  it.each([
    [{ ...NEW_TEXT, title: '' }, 'title'],
    [{ ...NEW_TEXT, sections: [] }, 'sections'],
    [{ ...NEW_TEXT, sections: [{ heading: 'Empty', paragraphs: [] }] }, 'sections.0.paragraphs'],
    [
      { ...NEW_TEXT, sections: [{ heading: 'Long', paragraphs: ['x'.repeat(4001)] }] },
      'sections.0.paragraphs.0',
    ],
    [{ ...NEW_TEXT, sections: [NEW_TEXT.sections[0], NEW_TEXT.sections[0]] }, 'sections'],
    [{ title: 'No sections' }, 'summary'],
  ])(
    'refuses the text %# with 400 on its field, changing nothing and writing no audit row',
    async (body, field) => {
      const before = (await shop('content/policy/privacy-policy')).json();
      const res = await staff('PUT', 'content/policy/privacy-policy/text', operations, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', field });
      expect((await shop('content/policy/privacy-policy')).json()).toEqual(before);
      expect((await trail('policy:privacy-policy')).total).toBe(0);
    },
  );

  it('refuses a page that does not exist with 400', async () => {
    expect((await staff('GET', 'content/policy/not-a-page', operations)).statusCode).toBe(400);
    expect((await staff('PUT', 'content/policy/not-a-page/text', operations, NEW_TEXT)).statusCode).toBe(400);
  });
});

describe('home page and payment switches in the console', () => {
  it('reads and sets the home page, which shoppers see at once, with the change in the trail', async () => {
    const read = await staff('GET', 'config/homePage', operations);
    expect(read.statusCode).toBe(200);
    const home = read.json<ConfigValueAnswer>().value as HomePageConfig;
    expect(home.banners.length).toBeGreaterThan(0);
    const changed = { ...home, forceAddVehicle: true, searchPageSort: 23, banners: home.banners.slice(0, 1) };
    expect((await staff('PUT', 'config/homePage', operations, { value: changed })).statusCode).toBe(200);
    expect((await shop('sys/config/info/getSysSwitch/homePage')).json().value).toEqual(changed);
    expect((await staff('GET', 'config/homePage', operations)).json().value).toEqual(changed);
    expect((await trail('config:homePage')).records[0]).toMatchObject({
      action: 'config.set',
      before: home,
      after: changed,
    });
  });

  it('turns a payment method off for shoppers', async () => {
    const switches = (await staff('GET', 'config/paySwitch', operations)).json<ConfigValueAnswer>()
      .value as Record<string, boolean>;
    expect(switches.klarnaPaySwitch).toBe(true);
    const res = await staff('PUT', 'config/paySwitch', operations, {
      value: { ...switches, klarnaPaySwitch: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shop('sys/config/info/getSysPaySwitch')).json().klarnaPaySwitch).toBe(false);
    expect((await trail('config:paySwitch')).records[0]).toMatchObject({
      before: { klarnaPaySwitch: true },
      after: { klarnaPaySwitch: false },
    });
  });

  it.each([
    [
      'banners.0.link',
      (h: HomePageConfig) => ({ ...h, banners: [{ ...h.banners[0], link: 'javascript:alert(1)' }] }),
    ],
    ['searchPageSort', (h: HomePageConfig) => ({ ...h, searchPageSort: 7 })],
    [
      'guarantees.0.icon',
      (h: HomePageConfig) => ({ ...h, guarantees: [{ ...h.guarantees[0], icon: 'skull' }] }),
    ],
    ['forceLogin', (h: HomePageConfig) => ({ ...h, forceLogin: 'yes' })],
  ])('refuses a home page with a bad %s, changing nothing and writing no audit row', async (field, edit) => {
    const home = (await staff('GET', 'config/homePage', admin)).json<ConfigValueAnswer>()
      .value as HomePageConfig;
    const audited = (await trail('config:homePage')).total;
    const res = await staff('PUT', 'config/homePage', operations, { value: edit(home) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', field: `value.${field}` });
    expect((await shop('sys/config/info/getSysSwitch/homePage')).json().value).toEqual(home);
    expect((await trail('config:homePage')).total).toBe(audited);
  });
});

describe('who may run content and switches', () => {
  it('lets operations and administrators in, and refuses merchants, customer service and shoppers', async () => {
    const home = (await staff('GET', 'config/homePage', admin)).json<ConfigValueAnswer>().value;
    const page = (await staff('GET', 'content/policy/about-us', admin)).json<PolicyPageStaffView>();
    const text = { title: page.title, summary: page.summary, sections: page.sections };
    const requests: [method: 'GET' | 'PUT', url: string, body?: object][] = [
      ['GET', 'config/homePage'],
      ['PUT', 'config/homePage', { value: home }],
      ['GET', 'content/policy'],
      ['GET', 'content/policy/about-us'],
      ['PUT', 'content/policy/about-us', { enabled: true }],
      ['PUT', 'content/policy/about-us/text', text],
    ];
    const refused = [
      await staffMember(t, UserRole.Merchant),
      await staffMember(t, UserRole.CustomerService),
      (await signUp(t)).headers,
    ];
    const audited = (await trail('config:homePage')).total;
    for (const [method, url, body] of requests) {
      for (const headers of refused)
        expect((await staff(method, url, headers, body)).statusCode, url).toBe(403);
    }
    expect((await trail('policy:about-us')).total).toBe(0);
    expect((await trail('config:homePage')).total).toBe(audited);
    for (const [method, url, body] of requests) {
      for (const headers of [operations, admin])
        expect((await staff(method, url, headers, body)).statusCode, url).toBe(200);
    }
  });
});
