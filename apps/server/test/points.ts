import { randomUUID } from 'node:crypto';
import {
  CheckoutDelivery,
  CheckoutGroup,
  type EditableConfigKey,
  type PointsSummary,
  type VipPurchaseAnswer,
} from '@tread/domain';
import { decideSandboxPayment, sandboxNotificationBody } from '../src/platform/payments/sandbox';
import type { Customer } from './accounts';
import type { TestApp } from './harness';
import { nearestStation } from './orders';
import { notifySandbox, paymentRow, startCardPayment, userIdOf } from './payments';

/** What the points tests share: points given by staff, the balance read back, rules set in the console. */

type Headers = { authorization: string };

export async function givePoints(t: TestApp, admin: Headers, who: Customer, change: number): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${await userIdOf(t, who.email)}/points`,
    headers: admin,
    payload: { change, reason: 'Test points' },
  });
  if (res.statusCode !== 200) throw new Error(`give points: ${res.body}`);
}

export const pointsOf = async (t: TestApp, who: Customer): Promise<number> =>
  (await t.app.inject({ method: 'GET', url: '/api/p/points', headers: who.headers })).json<PointsSummary>()
    .balance;

export async function setConfig(t: TestApp, admin: Headers, key: EditableConfigKey, value: unknown) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/config/${key}`,
    headers: admin,
    payload: { value },
  });
  if (res.statusCode !== 200) throw new Error(`config ${key}: ${res.body}`);
}

/** The checkout of `count` of one SKU to the nearest pick-up point, paying `points` of it with points. */
export async function pickUpCheckout(t: TestApp, skuId: number, points: number, count = 1) {
  return {
    items: [{ skuId, count }],
    deliveries: [
      {
        group: CheckoutGroup.Tires,
        deliveryType: CheckoutDelivery.PickUp,
        stationId: await nearestStation(t, 'pickup'),
      },
    ],
    points,
  };
}

export const confirm = (t: TestApp, who: Customer, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/p/order/confirm', headers: who.headers, payload });

export const submit = (t: TestApp, who: Customer, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/order/submit',
    headers: who.headers,
    payload: { submitId: randomUUID(), ...payload },
  });

export const buyVip = (t: TestApp, who: Customer, planId: string) =>
  t.app.inject({ method: 'POST', url: '/api/p/vip/buy', headers: who.headers, payload: { planId } });

/** Buys a Tread Plus plan and pays it with the sandbox card through its notification, sent `times` at once. */
export async function paidMembership(
  t: TestApp,
  who: Customer,
  planId: string,
  times = 1,
): Promise<VipPurchaseAnswer> {
  const asked = (await buyVip(t, who, planId)).json<VipPurchaseAnswer>();
  const { payNumber } = await startCardPayment(t, who, [asked.number]);
  const body = sandboxNotificationBody(
    await paymentRow(t, payNumber),
    decideSandboxPayment('pay', '4242424242424242'),
  );
  await Promise.all(Array.from({ length: times }, () => notifySandbox(t, body)));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/p/vip/purchase?number=${asked.number}`,
    headers: who.headers,
  });
  return res.json<VipPurchaseAnswer>();
}
