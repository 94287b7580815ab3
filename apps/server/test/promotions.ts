import { randomUUID } from 'node:crypto';
import {
  type ActivityEditRequest,
  type AdminActivityRow,
  type AdminCouponRow,
  type CheckoutAnswer,
  CheckoutGroup,
  type ClaimCouponAnswer,
  type CouponEditRequest,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { products, skus } from '../src/modules/catalog';
import { type Customer, signInAsAdmin } from './accounts';
import type { TestApp } from './harness';
import { deliveryFor, type OrderDelivery } from './orders';

/** Coupons and activities made through the console's API, and checkouts that use them (issue 14). */

const DAY_MS = 86_400_000;

/** A window around the test clock's now: started a day ago, ending in `days`. */
export const windowFor = (t: TestApp, days = 30) => ({
  from: new Date(t.clock.now().getTime() - DAY_MS).toISOString(),
  to: new Date(t.clock.now().getTime() + days * DAY_MS).toISOString(),
});

export async function createCoupon(
  t: TestApp,
  edit: Partial<CouponEditRequest> = {},
): Promise<AdminCouponRow> {
  const window = windowFor(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: await signInAsAdmin(t),
    payload: {
      name: `Coupon ${randomUUID().slice(0, 8)}`,
      target: 'items',
      amount: 2000,
      percent: null,
      validFrom: window.from,
      validTo: window.to,
      ...edit,
    },
  });
  if (res.statusCode !== 200) throw new Error(`coupon: ${res.body}`);
  return res.json<AdminCouponRow>();
}

export async function createActivity(t: TestApp, edit: ActivityEditRequest): Promise<AdminActivityRow> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/activities',
    headers: await signInAsAdmin(t),
    payload: edit,
  });
  if (res.statusCode !== 200) throw new Error(`activity: ${res.body}`);
  return res.json<AdminActivityRow>();
}

export async function claim(t: TestApp, who: Customer, couponId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/p/coupon/claim',
    headers: who.headers,
    payload: { couponId },
  });
  if (res.statusCode !== 200) throw new Error(`claim: ${res.body}`);
  return res.json<ClaimCouponAnswer>().coupon.userCouponId;
}

/** The product a SKU belongs to. */
export async function productOf(t: TestApp, skuId: number): Promise<number> {
  const [row] = await t.handle.db
    .select({ prodId: products.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId));
  if (!row) throw new Error('no such SKU');
  return row.prodId;
}

type CheckoutCall = {
  skuId: number;
  count: number;
  delivery?: OrderDelivery;
  /** The coupons chosen for the tires group; absent lets the server choose the best. */
  coupons?: number[];
  group?: CheckoutGroup;
};

async function checkoutPayload(t: TestApp, who: Customer, call: CheckoutCall) {
  const group = call.group ?? CheckoutGroup.Tires;
  return {
    items: [{ skuId: call.skuId, count: call.count }],
    deliveries: [await deliveryFor(t, who, call.delivery ?? 'pickup', group)],
    coupons: call.coupons ? [{ group, userCouponIds: call.coupons }] : [],
  };
}

export async function summary(t: TestApp, who: Customer, call: CheckoutCall) {
  return t.app.inject({
    method: 'POST',
    url: '/api/p/order/confirm',
    headers: who.headers,
    payload: await checkoutPayload(t, who, call),
  });
}

export async function confirmed(t: TestApp, who: Customer, call: CheckoutCall): Promise<CheckoutAnswer> {
  const res = await summary(t, who, call);
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.body}`);
  return res.json<CheckoutAnswer>();
}

export async function submit(t: TestApp, who: Customer, call: CheckoutCall, submitId = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/p/order/submit',
    headers: who.headers,
    payload: { ...(await checkoutPayload(t, who, call)), submitId },
  });
}
