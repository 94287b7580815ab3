import { type OrderDetail, PaymentType, type UserRole } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { skus } from '../src/modules/catalog';
import { orders } from '../src/modules/order';
import { orderEffects } from '../src/modules/order/order-effects';
import { markOrdersPaid } from '../src/modules/order/pay-orders';
import { bearer, type Customer, signInAsAdmin, uniqueEmail } from './accounts';
import type { TestApp } from './harness';

/** What the order lifecycle tests share: the shopper's and staff's calls, paying without a payment provider. */

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** These tests move the clock by days: sessions outlive them. */
export const LONG_SESSIONS = { ACCESS_TOKEN_TTL_SECONDS: String(400 * 24 * 3600) };

type Headers = { authorization: string };

export const myOrder = (
  t: TestApp,
  who: { headers: Headers },
  action: 'cancel' | 'confirmReceipt',
  orderNumber: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/p/myOrder/${action}`,
    headers: who.headers,
    payload: { orderNumber },
  });

export const readMyOrder = (
  t: TestApp,
  who: { headers: Headers },
  page: 'detail' | 'logistics',
  orderNumber: string,
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/p/myOrder/${page}`,
    headers: who.headers,
    query: { orderNumber },
  });

export async function detailOf(t: TestApp, who: Customer, orderNumber: string): Promise<OrderDetail> {
  const res = await readMyOrder(t, who, 'detail', orderNumber);
  if (res.statusCode !== 200) throw new Error(`detail: ${res.body}`);
  return res.json<OrderDetail>();
}

export const staffCall = (
  t: TestApp,
  headers: Headers,
  orderNumber: string,
  call: 'ship' | 'installed',
  payload?: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/${call}`,
    headers,
    ...(payload ? { payload } : {}),
  });

export const onePackage = { packages: [{ carrier: 'UPS', waybill: '1Z999AA10123456784' }] };

/** A staff member of `role`, opened by the administrator and signed in. */
export async function staffMember(t: TestApp, role: UserRole): Promise<Headers> {
  const admin = await signInAsAdmin(t);
  const email = uniqueEmail(role);
  const password = 'staff-pass-1';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: admin,
    payload: { email, password, role },
  });
  if (created.statusCode !== 200) throw new Error(`staff: ${created.body}`);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return bearer(login.json());
}

/** Pays the orders as the payment module will, through markOrdersPaid. */
export async function markPaid(t: TestApp, orderNumbers: string[]): Promise<void> {
  const [owner] = await t.handle.db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumbers[0] ?? ''));
  if (!owner) throw new Error('no such order');
  await t.handle.db.transaction((tx) =>
    markOrdersPaid(tx, orderEffects([]), {
      userId: owner.userId,
      orderNumbers,
      paymentType: PaymentType.Balance,
      now: t.clock.now(),
    }),
  );
}

export async function stockOf(t: TestApp, skuId: number): Promise<number> {
  const [sku] = await t.handle.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
  if (!sku) throw new Error(`no sku ${skuId}`);
  return sku.stock;
}
