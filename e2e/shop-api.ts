import type { APIRequestContext } from '@playwright/test';

/** The administrator global-setup starts the shop with, so journeys can read the mail outbox. */
export const E2E_ADMIN = { email: 'admin@tread.example', password: 'Admin-e2e-2026' };
export const SHOPPER_PASSWORD = 'Tread2026';

export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.com`;

let adminSession: Promise<string> | undefined;

/** The administrator's access token, signed in once per worker: sign-in is rate-limited per address. */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= request.post('/api/login', { data: E2E_ADMIN }).then(async (res) => {
    if (!res.ok()) throw new Error(`admin sign-in failed: ${await res.text()}`);
    return (await res.json()).accessToken;
  });
  return adminSession;
}

/** The 6-digit code in the newest mail to `email`, read from the outbox as staff. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const token = await adminToken(request);
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
      headers: { authorization: token },
    });
    const { records } = (await res.json()) as { records: { text: string }[] };
    const code = records[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** Registers a shopper with a mailed code, as the sign-up form would; the browser is left signed out. */
export async function registerShopper(request: APIRequestContext, email: string): Promise<void> {
  await request.post('/api/user/sendCode', { data: { email, purpose: 'register' } });
  const code = await mailedCode(request, email);
  const res = await request.post('/api/user/register', { data: { email, code, password: SHOPPER_PASSWORD } });
  if (!res.ok()) throw new Error(`register failed: ${await res.text()}`);
}

/** Credits a shopper's balance as customer service would. */
export async function giveBalance(
  request: APIRequestContext,
  email: string,
  amountCents: number,
): Promise<void> {
  const res = await request.post('/api/admin/wallet/adjust', {
    headers: { authorization: await adminToken(request) },
    data: { email, amountCents, reason: 'Journey credit' },
  });
  if (!res.ok()) throw new Error(`balance adjust failed: ${await res.text()}`);
}

/** Moves the shop's clock forward (the journey shop runs with TEST_CLOCK). */
export async function advanceClock(request: APIRequestContext, minutes: number): Promise<void> {
  const res = await request.post('/api/admin/clock/advance', {
    headers: { authorization: await adminToken(request) },
    data: { minutes },
  });
  if (!res.ok()) throw new Error(`clock advance failed: ${await res.text()}`);
  // A move of days outlives the staff session: the next staff call signs in again.
  adminSession = undefined;
}

/** The shop's clock, which clock-moving journeys may have put ahead of this machine's. */
export async function shopNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/api/admin/clock', {
    headers: { authorization: await adminToken(request) },
  });
  if (!res.ok()) throw new Error(`clock read failed: ${await res.text()}`);
  return new Date((await res.json()).now);
}

/** Units of a SKU in stock, as the product page reads it. */
export async function stockOf(request: APIRequestContext, prodId: number, skuId: number): Promise<number> {
  const res = await request.get(`/api/prod/prodInfo?prodId=${prodId}&skuId=${skuId}`);
  if (!res.ok()) throw new Error(`product ${prodId} failed: ${await res.text()}`);
  return (await res.json()).sku.totalStocks;
}

export type PlacedOrder = { orderNumber: string; prodId: number; skuId: number; count: number };

/** Where an order goes: the installer (5) or the pick-up point (6) nearest ZIP 90012. */
const STATION_DELIVERY = {
  installer: { path: 'station', deliveryType: 5 },
  pickup: { path: 'stationPoint', deliveryType: 6 },
} as const;

/** Places an unpaid order for 4 tires of a size at the station nearest ZIP 90012, as the checkout page would. */
export async function placeTireOrder(
  request: APIRequestContext,
  token: string,
  size = '225/45R17',
  delivery: keyof typeof STATION_DELIVERY = 'installer',
  /** An installation time at the installer (issue 19); none by default, the shop then calls. */
  appointment?: { date: string; start: string },
): Promise<PlacedOrder> {
  const search = await request.get(`/api/search/tires?tireSize=${encodeURIComponent(size)}&size=20`);
  const cards: { prodId: number; skuId: number; totalStocks: number }[] = (await search.json()).records;
  const card = cards.find((c) => c.totalStocks >= 4);
  if (!card) throw new Error(`no ${size} tire with 4 in stock`);
  const { path, deliveryType } = STATION_DELIVERY[delivery];
  const stations = await request.get(`/api/${path}/prodServiceStation?zip=90012`);
  const stationId: number = (await stations.json()).records[0].stationId;
  const res = await request.post('/api/p/order/submit', {
    headers: { authorization: token },
    data: {
      items: [{ skuId: card.skuId, count: 4 }],
      deliveries: [{ group: 'tires', deliveryType, stationId, appointment }],
      submitId: `journey-${Date.now()}-${card.skuId}`,
    },
  });
  if (!res.ok()) throw new Error(`submit failed: ${await res.text()}`);
  const [orderNumber] = (await res.json()).orderNumbers;
  return { orderNumber, prodId: card.prodId, skuId: card.skuId, count: 4 };
}

/** Pays an order with the shopper's balance. */
export async function payWithBalance(
  request: APIRequestContext,
  token: string,
  orderNumber: string,
): Promise<void> {
  const res = await request.post('/api/p/order/pay', {
    headers: { authorization: token },
    data: { orderNumbers: [orderNumber], payType: 9 },
  });
  if (!res.ok()) throw new Error(`pay failed: ${await res.text()}`);
}

/** Staff ship a paid pick-up order and the shopper confirms receipt: it waits for reviews. */
export async function receivePickUpOrder(request: APIRequestContext, token: string, orderNumber: string) {
  const shipped = await request.post(`/api/admin/orders/${orderNumber}/ship`, {
    headers: { authorization: await adminToken(request) },
    data: { packages: [{ carrier: 'UPS', waybill: '1Z999AA10123456784' }] },
  });
  if (!shipped.ok()) throw new Error(`ship failed: ${await shipped.text()}`);
  const received = await request.post('/api/p/myOrder/confirmReceipt', {
    headers: { authorization: token },
    data: { orderNumber },
  });
  if (!received.ok()) throw new Error(`receipt failed: ${await received.text()}`);
}

/** The shopper's balance in cents. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/p/wallet/balance', { headers: { authorization: token } });
  if (!res.ok()) throw new Error(`balance failed: ${await res.text()}`);
  return (await res.json()).balance;
}

/** Gives the shopper signed in with `token` points as customer service would, with a reason. */
export async function givePoints(request: APIRequestContext, token: string, change: number): Promise<void> {
  const info = await request.get('/api/p/user/userInfo', { headers: { authorization: token } });
  const { userId } = (await info.json()) as { userId: string };
  const res = await request.post(`/api/admin/customers/${userId}/points`, {
    headers: { authorization: await adminToken(request) },
    data: { change, reason: 'Journey points' },
  });
  if (!res.ok()) throw new Error(`points adjust failed: ${await res.text()}`);
}
