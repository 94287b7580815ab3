import {
  type AdminTireRequest,
  type AdminTireRequestsAnswer,
  Messages,
  type NoticesAnswer,
  TireRequestMessages,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';

const CAMRY = '2019-toyota-camry-le-2.5l';

let t: TestApp;
let merchant: { authorization: string };
let service: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await staffMember(t, UserRole.Merchant);
  service = await staffMember(t, UserRole.CustomerService);
});
afterAll(async () => t?.close());

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/tire-requests', payload, headers });

async function listed(status?: string): Promise<AdminTireRequestsAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/tire-requests${status ? `?status=${status}` : ''}`,
    headers: merchant,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const update = (id: number, payload: Record<string, unknown>, headers = service) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/tire-requests/${id}`, payload, headers });

describe('the request form when no tires fit (SPEC §1)', () => {
  it("takes a guest's request, named after the vehicle, and lists it newest first for staff", async () => {
    const email = uniqueEmail('nofit');
    const res = await send({
      vehicleId: CAMRY,
      tireSize: ' 215/55r17 ',
      quantity: 4,
      email,
      note: 'Winter tires',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TireRequestMessages.Sent);

    const [newest] = (await listed('open')).records;
    expect(newest).toMatchObject({
      id: res.json().id,
      vehicleName: expect.stringContaining('2019 Toyota Camry'),
      tireSize: '215/55R17',
      quantity: 4,
      email,
      phone: null,
      note: 'Winter tires',
      customerId: null,
      status: 'open',
      reply: null,
    });
  });

  it('refuses a bad request with the rule it broke, storing nothing', async () => {
    const before = (await listed()).total;
    const email = uniqueEmail('bad');
    const none = await send({ vehicleId: CAMRY, quantity: 0, email });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(TireRequestMessages.QuantityRange);
    const unknown = await send({ vehicleId: '1999-nothing', quantity: 4, email });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.NoVehicleInformation);
    const size = await send({ vehicleId: CAMRY, tireSize: '999/99R99', quantity: 4, email });
    expect(size.statusCode).toBe(400);
    const note = await send({ vehicleId: CAMRY, quantity: 4, email, note: 'x'.repeat(501) });
    expect(note.json().message).toBe(TireRequestMessages.NoteTooLong);
    expect((await listed()).total).toBe(before);
  });

  it("answers a shopper's request in the message center and by e-mail, then closes it, each in the trail", async () => {
    const shopper = await signUp(t);
    const sent = await send({ vehicleId: CAMRY, quantity: 2, email: shopper.email }, shopper.headers);
    const id: number = sent.json().id;
    expect((await listed()).records.find((row) => row.id === id)?.customerId).not.toBeNull();

    const blank = await update(id, { status: 'answered', reply: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(TireRequestMessages.ReplyRequired);

    const reply = 'We can get the Michelin CrossClimate2 in 215/55R17 by Friday.';
    const answered = await update(id, { status: 'answered', reply });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<AdminTireRequest>()).toMatchObject({ status: 'answered', reply });

    const notices = await t.app.inject({ method: 'GET', url: '/api/p/notices', headers: shopper.headers });
    const [notice] = notices.json<NoticesAnswer>().records;
    expect(notice).toMatchObject({ kind: 'request', body: reply });
    expect(notice?.title).toContain('2019 Toyota Camry');
    expect((await lastMailTo(t, shopper.email))?.text).toBe(reply);

    expect((await update(id, { status: 'closed' })).json<AdminTireRequest>().status).toBe('closed');
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?subject=${encodeURIComponent(`tire-request:${id}`)}`,
      headers: await staffMember(t, UserRole.Admin),
    });
    expect(
      trail
        .json()
        .records.map((row: { action: string }) => row.action)
        .sort(),
    ).toEqual(['tire-request.answer', 'tire-request.close']);
  });

  it('is for merchants, customer service and administrators only', async () => {
    const operations = await staffMember(t, UserRole.Operations);
    const shopper = await signUp(t);
    for (const headers of [operations, shopper.headers]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/tire-requests', headers });
      expect(res.statusCode).toBe(403);
    }
    expect((await update(999_999, { status: 'closed' })).statusCode).toBe(404);
  });
});
