import { randomUUID } from 'node:crypto';
import {
  type AdminFlashSaleRow,
  type AdminGroupActivityRow,
  CheckoutGroup,
  type CheckoutSpecial,
  type FlashSaleEditRequest,
  flashSaleDay,
  type GroupActivityEditRequest,
  PaymentType,
} from '@tread/domain';
import { type Customer, signInAsAdmin } from './accounts';
import type { TestApp } from './harness';
import { deliveryFor } from './orders';
import { pay } from './payments';

/** Flash sales and group buys made through the console's API, and bought as a shopper would (issue 15). */

/** The test clock's Los Angeles day. */
export const today = (t: TestApp): string => flashSaleDay(t.clock.now());

async function staffPost<T>(t: TestApp, url: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, headers: await signInAsAdmin(t), payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** A flash sale of `skuId` running all day today, 100 units a day, 2 per shopper, unless `edit` says otherwise. */
export const createFlashSale = (t: TestApp, skuId: number, edit: Partial<FlashSaleEditRequest> = {}) =>
  staffPost<AdminFlashSaleRow>(t, '/api/admin/seckills', {
    name: `Flash ${randomUUID().slice(0, 6)}`,
    skuId,
    flashPrice: 5_000,
    dailyStock: 100,
    perShopperLimit: 2,
    firstDay: today(t),
    lastDay: today(t),
    sessionStart: '00:00',
    sessionEnd: '24:00',
    ...edit,
  });

/** A group buy of `skuId` for groups of 2 within 24 hours, starting today. */
export const createGroupBuy = (t: TestApp, skuId: number, edit: Partial<GroupActivityEditRequest> = {}) =>
  staffPost<AdminGroupActivityRow>(t, '/api/admin/group-activities', {
    name: `Group ${randomUUID().slice(0, 6)}`,
    skuId,
    groupPrice: 6_000,
    groupSize: 2,
    timeLimitHours: 24,
    firstDay: today(t),
    lastDay: today(t),
    ...edit,
  });

export const closeFlashSale = (t: TestApp, seckillId: number) =>
  staffPost<AdminFlashSaleRow>(t, `/api/admin/seckills/${seckillId}/close`);

export const closeGroup = (t: TestApp, groupId: number) => staffPost(t, `/api/admin/groups/${groupId}/close`);

/**
 * POST /api/p/order/submit of `count` of the special's SKU to a pick-up point, as 'Buy now' places it; to `app`
 * when another instance of the shop should take it.
 */
export function buySpecial(
  t: TestApp,
  who: Customer,
  order: { special: CheckoutSpecial; skuId: number; stationId: number; count?: number; submitId?: string },
  app: Pick<TestApp['app'], 'inject'> = t.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/p/order/submit',
    headers: who.headers,
    payload: {
      items: [{ skuId: order.skuId, count: order.count ?? 1 }],
      deliveries: [{ group: CheckoutGroup.Tires, deliveryType: 6, stationId: order.stationId }],
      special: order.special,
      submitId: order.submitId ?? randomUUID(),
    },
  });
}

/** The order summary of a special at the pick-up point of `stationId`. */
export const confirmSpecial = async (
  t: TestApp,
  who: Customer,
  order: { special: CheckoutSpecial; skuId: number; count?: number },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/order/confirm',
    headers: who.headers,
    payload: {
      items: [{ skuId: order.skuId, count: order.count ?? 1 }],
      deliveries: [await deliveryFor(t, who, 'pickup', CheckoutGroup.Tires)],
      special: order.special,
    },
  });

/** Pays the shopper's orders from their balance (topped up by the caller). */
export async function payFromBalance(t: TestApp, who: Customer, orderNumbers: string[]): Promise<void> {
  const res = await pay(t, who, orderNumbers, PaymentType.Balance);
  if (res.statusCode !== 200) throw new Error(`pay: ${res.statusCode} ${res.body}`);
}
