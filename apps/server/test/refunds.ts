import {
  CargoStatus,
  type OrderDetail,
  PaymentType,
  type RefundApply,
  type RefundDetail,
  type RefundQuoteAnswer,
  RefundServiceType,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { refundRequests } from '../src/modules/refund';
import { type Customer, signInAsAdmin } from './accounts';
import type { TestApp } from './harness';
import { detailOf, myOrder, onePackage, staffCall } from './order-lifecycle';
import { type OrderDelivery, placeOrder } from './orders';
import { adjustBalance, ledgerOf, pay, startCardPayment, submitSandboxPage, userIdOf } from './payments';

/** What the refund tests share: orders paid for real (balance or sandbox card), and the after-sales calls. */

type Headers = { authorization: string };

/** A paid order of `count` tires, through the balance or the sandbox card page. */
export async function paidOrder(
  t: TestApp,
  who: Customer,
  {
    count = 4,
    by = 'balance',
    delivery = 'home',
  }: { count?: number; by?: 'balance' | 'card'; delivery?: OrderDelivery } = {},
): Promise<OrderDetail> {
  const [orderNumber = ''] = (await placeOrder(t, who, { count, delivery })).orderNumbers;
  const order = await detailOf(t, who, orderNumber);
  if (by === 'balance') {
    await adjustBalance(t, who.email, order.total);
    const paid = await pay(t, who, [orderNumber], PaymentType.Balance);
    if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  } else {
    const { pagePath } = await startCardPayment(t, who, [orderNumber]);
    const done = await submitSandboxPage(t, pagePath, '4242 4242 4242 4242');
    if (done.statusCode !== 303) throw new Error(`card: ${done.body}`);
  }
  return detailOf(t, who, orderNumber);
}

/** Staff ship the order and the shopper confirms receipt: it waits for reviews (status 4). */
export async function receivedOrder(t: TestApp, who: Customer, orderNumber: string): Promise<void> {
  const admin = await signInAsAdmin(t);
  const shipped = await staffCall(t, admin, orderNumber, 'ship', onePackage);
  if (shipped.statusCode !== 200) throw new Error(`ship: ${shipped.body}`);
  const received = await myOrder(t, who, 'confirmReceipt', orderNumber);
  if (received.statusCode !== 200) throw new Error(`receipt: ${received.body}`);
}

export const quote = (t: TestApp, who: Customer, orderNumber: string, itemId: number, quantity: number) =>
  t.app.inject({
    method: 'GET',
    url: '/api/p/refund/quote',
    headers: who.headers,
    query: { orderNumber, itemId: String(itemId), quantity: String(quantity) },
  });

export async function quoted(
  t: TestApp,
  who: Customer,
  orderNumber: string,
  itemId: number,
  quantity: number,
) {
  const res = await quote(t, who, orderNumber, itemId, quantity);
  if (res.statusCode !== 200) throw new Error(`quote: ${res.body}`);
  return res.json<RefundQuoteAnswer>();
}

/** A valid request for `quantity` of the order's first item at its most, which the test then bends. */
export async function claimFor(
  t: TestApp,
  who: Customer,
  order: OrderDetail,
  quantity: number,
  serviceType: RefundServiceType = RefundServiceType.RefundOnly,
): Promise<RefundApply> {
  const itemId = order.items[0]?.itemId ?? 0;
  const { maxAmount, includesDelivery } = await quoted(t, who, order.orderNumber, itemId, quantity);
  return {
    orderNumber: order.orderNumber,
    itemId,
    serviceType,
    cargoStatus:
      serviceType === RefundServiceType.RefundOnly ? CargoStatus.NotReceived : CargoStatus.Received,
    reason: 'Wrong size or item ordered',
    quantity,
    amount: maxAmount,
    description: 'Ordered the wrong size for my car.',
    images: [],
    confirmDelivery: includesDelivery,
  };
}

export const shopperCall = (t: TestApp, who: Customer, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/p/refund/${path}`, headers: who.headers, payload });

export async function applied(t: TestApp, who: Customer, claim: RefundApply): Promise<string> {
  const res = await shopperCall(t, who, 'apply', claim);
  if (res.statusCode !== 200) throw new Error(`apply: ${res.body}`);
  return res.json<{ refundNumber: string }>().refundNumber;
}

export async function refundDetail(t: TestApp, who: Customer, refundNumber: string): Promise<RefundDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/p/refund/detail',
    headers: who.headers,
    query: { refundNumber },
  });
  if (res.statusCode !== 200) throw new Error(`detail: ${res.body}`);
  return res.json<RefundDetail>();
}

export const staffMove = (
  t: TestApp,
  headers: Headers,
  refundNumber: string,
  move: 'accept' | 'receive' | 'refuse',
  payload?: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${refundNumber}/${move}`,
    headers,
    ...(payload ? { payload } : {}),
  });

export const requestRows = (t: TestApp, orderNumber: string) =>
  t.handle.db.select().from(refundRequests).where(eq(refundRequests.orderNumber, orderNumber));

/** The shopper's balance in cents, from the wallet's ledger. */
export const balanceCents = async (t: TestApp, who: Customer): Promise<number> =>
  (await ledgerOf(t, await userIdOf(t, who.email))).balance;

/** A refusal as the tests compare it: status, message and the field it landed on. */
export const refused = (res: { statusCode: number; json(): { message: string; field?: string } }) => [
  res.statusCode,
  res.json().message,
  res.json().field,
];
