import {
  CheckoutDelivery,
  CheckoutGroup,
  INT_COLUMN_MAX,
  Messages,
  OrderStatus,
  PaymentType,
  TOP_UP_MAX_CENTS,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../test/accounts';
import { cartCalls, freshSku } from '../../test/cart';
import { createTestApp, type TestApp } from '../../test/harness';
import { detailOf, markPaid } from '../../test/order-lifecycle';
import { laAddress, nearestStation, placeOrder } from '../../test/orders';
import { adjustBalance, ledgerOf, userIdOf } from '../../test/payments';

/**
 * The requests issue 11 found answered 500, one of each kind: each is now a 400 the shopper can read, and
 * leaves the shop as it was.
 */

let t: TestApp;
let shopper: Customer;
let admin: { authorization: string };
let skuId: number;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t);
  admin = await signInAsAdmin(t);
  skuId = (await freshSku(t)).id;
});
afterAll(() => t.close());

const PAST_INT32 = INT_COLUMN_MAX + 1;
const unreadable = (field?: string) =>
  field === undefined
    ? { code: 'INVALID_INPUT', message: Messages.UnreadableText }
    : { code: 'INVALID_INPUT', message: Messages.UnreadableText, field };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** Each guest GET answers 400 naming its unreadable field. */
async function expectEachUnreadable(cases: ReadonlyArray<readonly [url: string, field: string]>) {
  for (const [url, field] of cases) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toEqual(unreadable(field));
  }
}

describe('a NUL byte in text that would reach the database', () => {
  it('is refused in a path parameter, with no sign-in needed', async () => {
    await expectEachUnreadable([
      ['/api/content/policy/%00', 'key'],
      ['/api/sys/config/info/getSysSwitch/home%00Page', 'key'],
      ['/api/vehicleParts/getPartsParam/%00', 'vehicleId'],
      ['/api/sandbox/checkout/P%0000000000000000000', 'payNumber'],
    ]);
  });

  it('is refused in a query parameter, the field named', async () => {
    await expectEachUnreadable([
      ['/api/vehicle/models?year=2020&make=%00', 'make'],
      ['/api/vehicle/byPlate?state=CA&plate=7AB%00123', 'plate'],
      ['/api/search/searchProdPage?prodName=%00', 'prodName'],
      ['/api/search/tires?vehicleId=2019-toyota-camry-le-2.5l%00', 'vehicleId'],
    ]);
  });

  it("is refused in a shopper's order and payment calls, the order left as it was", async () => {
    const [orderNumber = ''] = (await placeOrder(t, shopper)).orderNumbers;
    const detail = await get(`/api/p/myOrder/detail?orderNumber=${orderNumber}%00`, shopper.headers);
    expect(detail.json()).toEqual(unreadable('orderNumber'));
    const cancel = await post(
      '/api/p/myOrder/cancel',
      { orderNumber: `${orderNumber}\u0000` },
      shopper.headers,
    );
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual(unreadable('orderNumber'));
    const pay = await post(
      '/api/p/order/pay',
      { orderNumbers: [orderNumber, '\u0000'], payType: PaymentType.Balance },
      shopper.headers,
    );
    expect(pay.json()).toEqual(unreadable('orderNumbers.1'));
    expect((await get(`/api/p/order/payInfo?orderNumbers=%00`, shopper.headers)).json()).toEqual(
      unreadable('orderNumbers'),
    );
    expect((await detailOf(t, shopper, orderNumber)).status).toBe(OrderStatus.Unpaid);
  });

  it("is refused in staff's order calls", async () => {
    const res = await get('/api/admin/orders/%00', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(unreadable('orderNumber'));
    const ship = await post(
      '/api/admin/orders/%00/ship',
      { packages: [{ carrier: 'UPS', waybill: '1Z9' }] },
      admin,
    );
    expect(ship.json()).toEqual(unreadable('orderNumber'));
  });

  it('is refused in a JSON body however deep, and in an object key', async () => {
    const nickname = await t.app.inject({
      method: 'PUT',
      url: '/api/p/user/setUserInfo',
      headers: shopper.headers,
      payload: { nickName: 'Sam\u0000' },
    });
    expect(nickname.json()).toEqual(unreadable('nickName'));
    const ship = await post(
      '/api/admin/orders/2611214781486292/ship',
      { packages: [{ carrier: 'UPS', waybill: '1Z\u00009' }] },
      admin,
    );
    expect(ship.json()).toEqual(unreadable('packages.0.waybill'));
    const key = await post('/api/shopCart/preview', { items: [], 'x\u0000': 1 });
    expect(key.json()).toEqual(unreadable());
    expect((await get('/api/p/user/userInfo', shopper.headers)).json().nickName).not.toContain('\u0000');
  });
});

describe('text that is not UTF-8', () => {
  it('is refused in a query parameter (%C3%28), a path parameter and a JSON body', async () => {
    expect((await get('/api/vehicle/models?year=2020&make=%C3%28')).json()).toEqual(unreadable('make'));
    const path = await get('/api/content/policy/%C3%28');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ code: 'MALFORMED_REQUEST', message: Messages.MalformedRequest });
    const bytes = await t.app.inject({
      method: 'POST',
      url: '/api/shopCart/preview',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(bytes.statusCode).toBe(400);
    expect(bytes.json()).toEqual(unreadable());
    const surrogate = await post('/api/p/myOrder/cancel', { orderNumber: '\ud800' }, shopper.headers);
    expect(surrogate.json()).toEqual(unreadable('orderNumber'));
  });
});

describe('an id past what a 32-bit column holds', () => {
  const unavailable = (field: string) => ({
    code: 'INVALID_INPUT',
    message: Messages.ProductUnavailable,
    field,
  });

  it("is refused in a guest's cart preview and a shopper's cart, the cart left as it was", async () => {
    const cart = cartCalls(t, shopper);
    expect((await cart.add(skuId, 2)).statusCode).toBe(200);
    const preview = await post('/api/shopCart/preview', {
      items: [{ prodId: 1, skuId: PAST_INT32, count: 1 }],
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json()).toEqual(unavailable('items.0.skuId'));
    expect((await cart.add(PAST_INT32, 1)).json()).toEqual(unavailable('skuId'));
    expect((await cart.setCount(PAST_INT32, 1)).json()).toEqual(unavailable('skuId'));
    expect((await cart.merge([{ prodId: PAST_INT32, skuId, count: 1 }])).json()).toEqual(
      unavailable('items.0.prodId'),
    );
    expect((await cart.remove([skuId, PAST_INT32])).json()).toEqual(unavailable('skuIds.1'));
    expect((await cart.select(false, [PAST_INT32])).json()).toEqual(unavailable('skuIds.0'));
    expect(await cart.badge()).toBe(2);
  });

  it('is refused in the order summary and the submit: SKU, installer and address', async () => {
    const stationId = await nearestStation(t, 'installer');
    const addressId = await laAddress(t, shopper);
    const items = [{ skuId, count: 1 }];
    const installer = { group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.Installer, stationId };
    const home = { group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.Home, addressId };
    const ordersPlaced = async () => (await get('/api/p/myOrder/list', shopper.headers)).json().total;
    const before = await ordersPlaced();
    for (const [payload, answer] of [
      [{ items: [{ skuId: PAST_INT32, count: 1 }] }, unavailable('items.0.skuId')],
      [
        { items, deliveries: [{ ...installer, stationId: PAST_INT32 }] },
        { code: 'INVALID_INPUT', message: Messages.StationNotFound, field: 'deliveries.0.stationId' },
      ],
      [
        { items, deliveries: [{ ...home, addressId: PAST_INT32 }] },
        { code: 'INVALID_INPUT', message: Messages.AddressNotFound, field: 'deliveries.0.addressId' },
      ],
    ] as const) {
      const confirm = await post('/api/p/order/confirm', payload, shopper.headers);
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json()).toEqual(answer);
      const submit = await post(
        '/api/p/order/submit',
        { ...payload, submitId: 'malformed-1' },
        shopper.headers,
      );
      expect(submit.json()).toEqual(answer);
    }
    expect(await ordersPlaced()).toBe(before);
  });

  it('is refused in a query-string list of the tire search', async () => {
    const res = await get(`/api/search/tires?tireSize=225/45R17&brandIds=3,${PAST_INT32}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'brandIds.1' });
  });

  it("is refused in staff's shipping of an order's items, the order left unshipped", async () => {
    const [orderNumber = ''] = (await placeOrder(t, shopper, { delivery: 'home' })).orderNumbers;
    await markPaid(t, [orderNumber]);
    const ship = await post(
      `/api/admin/orders/${orderNumber}/ship`,
      { packages: [{ carrier: 'UPS', waybill: '1Z999AA10123456784', itemIds: [PAST_INT32] }] },
      admin,
    );
    expect(ship.statusCode).toBe(400);
    expect(ship.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'packages.0.itemIds.0' });
    const after = await detailOf(t, shopper, orderNumber);
    expect(after.status).toBe(OrderStatus.Paid);
    expect(after.packages).toEqual([]);
  });
});

describe('an avatar upload that is not multipart', () => {
  it('is refused when multipart/form-data comes without a boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/p/user/avatar',
      headers: { ...shopper.headers, 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MALFORMED_REQUEST', message: Messages.MalformedRequest });
    expect((await get('/api/p/user/userInfo', shopper.headers)).json().avatarUrl).toBeNull();
  });
});

describe("staff credits to a shopper's balance", () => {
  it('add up past what 32 bits hold, the balance still the sum of its records', async () => {
    const rich = await signUp(t);
    const credits = Math.ceil(PAST_INT32 / TOP_UP_MAX_CENTS);
    for (let i = 0; i < credits; i++) {
      const res = await adjustBalance(t, rich.email, TOP_UP_MAX_CENTS);
      expect(res.statusCode, `credit ${i + 1}`).toBe(200);
    }
    const expected = credits * TOP_UP_MAX_CENTS;
    expect(expected).toBeGreaterThan(INT_COLUMN_MAX);
    expect((await get('/api/p/wallet/balance', rich.headers)).json()).toEqual({ balance: expected });
    expect(await ledgerOf(t, await userIdOf(t, rich.email))).toEqual({
      balance: expected,
      entriesTotal: expected,
    });
  });

  it("are refused over §9's limit per top-up with the spec's message, the balance unchanged", async () => {
    const shopperToCredit = await signUp(t);
    await adjustBalance(t, shopperToCredit.email, 5000);
    const tooLarge = { code: 'INVALID_INPUT', message: Messages.TopUpTooLarge, field: 'amountCents' };
    for (const amountCents of [TOP_UP_MAX_CENTS + 1, PAST_INT32, 2 ** 53 + 2, -(TOP_UP_MAX_CENTS + 1)]) {
      const res = await adjustBalance(t, shopperToCredit.email, amountCents);
      expect(res.statusCode, String(amountCents)).toBe(400);
      expect(res.json(), String(amountCents)).toEqual(tooLarge);
    }
    expect((await get('/api/p/wallet/balance', shopperToCredit.headers)).json()).toEqual({ balance: 5000 });
  });
});
