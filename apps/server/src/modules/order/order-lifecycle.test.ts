import {
  InstallStatus,
  LogisticsState,
  Messages,
  OrderButton,
  OrderStatus,
  PaymentType,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  DAY,
  detailOf,
  LONG_SESSIONS,
  markPaid,
  myOrder,
  onePackage,
  readMyOrder,
  staffCall,
  staffMember,
  stockOf,
} from '../../../test/order-lifecycle';
import { placeOrder } from '../../../test/orders';
import { orderEffects } from './order-effects';
import { markOrdersPaid, payableOrders } from './pay-orders';

let t: TestApp;
let ann: Customer;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  ann = await signUp(t);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

type Delivery = 'installer' | 'pickup' | 'home';
async function anOrder(delivery: Delivery = 'home', who: Customer = ann): Promise<string> {
  const { orderNumbers } = await placeOrder(t, who, { delivery });
  const [orderNumber] = orderNumbers;
  if (!orderNumber) throw new Error('no order placed');
  return orderNumber;
}
async function aPaidOrder(delivery: Delivery = 'home'): Promise<string> {
  const orderNumber = await anOrder(delivery);
  await markPaid(t, [orderNumber]);
  return orderNumber;
}
async function aShippedOrder(): Promise<string> {
  const orderNumber = await aPaidOrder('home');
  expect((await staffCall(t, admin, orderNumber, 'ship', onePackage)).statusCode).toBe(200);
  return orderNumber;
}
const refusedWith = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message });
};

describe('canceling an order', () => {
  it('cancels an unpaid order and puts its stock back at once', async () => {
    const orderNumber = await anOrder();
    const { items } = await detailOf(t, ann, orderNumber);
    const skuId = items[0]?.skuId ?? 0;
    const before = await stockOf(t, skuId);
    const res = await myOrder(t, ann, 'cancel', orderNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: OrderStatus.Canceled, statusLabel: 'Canceled', buttons: [] });
    expect(await stockOf(t, skuId)).toBe(before + (items[0]?.count ?? 0));
  });

  it('refuses to cancel twice or to cancel a paid order, and changes nothing', async () => {
    const canceled = await anOrder();
    await myOrder(t, ann, 'cancel', canceled);
    refusedWith(await myOrder(t, ann, 'cancel', canceled), 400, Messages.OrderStatusChanged);

    const paid = await aPaidOrder();
    refusedWith(await myOrder(t, ann, 'cancel', paid), 400, Messages.OrderStatusChanged);
    expect((await detailOf(t, ann, paid)).status).toBe(OrderStatus.Paid);
  });
});

describe('paying (the functions the payment module calls)', () => {
  it('answers the total of the unpaid orders and pays each once', async () => {
    const first = await anOrder();
    const second = await anOrder();
    const { userId } = await ownerOf(first);
    const payable = await payableOrders(t.handle.db, {
      userId,
      orderNumbers: [first, second],
      now: t.clock.now(),
      lock: false,
    });
    expect(payable.orders.map((o) => o.orderNumber)).toEqual([first, second]);
    expect(payable.totalCents).toBe(payable.orders[0]!.totalCents + payable.orders[1]!.totalCents);

    await markPaid(t, [first, second]);
    const detail = await detailOf(t, ann, first);
    expect(detail).toMatchObject({
      status: OrderStatus.Paid,
      paymentType: PaymentType.Balance,
      paymentLabel: 'Balance',
    });
    expect(detail.buttons).toEqual([OrderButton.Invoice]);
    await expect(markPaid(t, [first])).rejects.toMatchObject({ message: Messages.OrderStatusChanged });
  });

  it("refuses another shopper's or an unknown order as not existing", async () => {
    const orderNumber = await anOrder();
    const bob = await signUp(t);
    const bobsOrder = await anOrder('home', bob);
    const { userId } = await ownerOf(bobsOrder);
    for (const numbers of [[orderNumber], ['2611219999999999'], []]) {
      await expect(
        payableOrders(t.handle.db, { userId, orderNumbers: numbers, now: t.clock.now(), lock: false }),
      ).rejects.toMatchObject({
        status: 404,
        message: Messages.OrderNotFound,
      });
    }
    await expect(
      t.handle.db.transaction((tx) =>
        markOrdersPaid(tx, orderEffects([]), {
          userId,
          orderNumbers: [bobsOrder, orderNumber],
          paymentType: PaymentType.PayPal,
          now: t.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect((await detailOf(t, bob, bobsOrder)).status).toBe(OrderStatus.Unpaid);
  });
});

describe('shipping, receipt and installation', () => {
  it('ships a paid home-delivery order once, with its package on the logistics page', async () => {
    const orderNumber = await aPaidOrder('home');
    const shipped = await staffCall(t, admin, orderNumber, 'ship', onePackage);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: OrderStatus.Shipped,
      buttons: [OrderButton.Invoice, OrderButton.ViewLogistics, OrderButton.ConfirmReceipt],
      autoConfirmAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(),
    });
    refusedWith(await staffCall(t, admin, orderNumber, 'ship', onePackage), 400, Messages.OrderStatusChanged);

    const logistics = await readMyOrder(t, ann, 'logistics', orderNumber);
    expect(logistics.statusCode).toBe(200);
    expect(logistics.json().packages).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        waybill: '1Z999AA10123456784',
        shippedAt: t.clock.now().toISOString(),
        state: LogisticsState.InTransit,
        stateLabel: 'In transit',
      }),
    ]);
    expect(logistics.json().packages[0].stages.map((s: { done: boolean }) => s.done)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('ships in several packages, each naming its items', async () => {
    const orderNumber = await aPaidOrder('pickup');
    const { items } = await detailOf(t, ann, orderNumber);
    const itemIds = items.map((item) => item.itemId);
    const res = await staffCall(t, admin, orderNumber, 'ship', {
      packages: [
        { carrier: 'UPS', waybill: 'A1', itemIds },
        { carrier: 'FedEx', waybill: 'B2' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().packages.map((p: { carrier: string }) => p.carrier)).toEqual(['UPS', 'FedEx']);
    const unknownItem = await staffCall(t, admin, await aPaidOrder('home'), 'ship', {
      packages: [{ carrier: 'UPS', waybill: 'C3', itemIds: [itemIds[0]] }],
    });
    expect(unknownItem.statusCode).toBe(400);
  });

  it('refuses to ship an unpaid order, and asks for the waybill', async () => {
    const orderNumber = await anOrder();
    refusedWith(await staffCall(t, admin, orderNumber, 'ship', onePackage), 400, Messages.OrderStatusChanged);
    refusedWith(
      await staffCall(t, admin, orderNumber, 'ship', { packages: [{ carrier: 'UPS', waybill: ' ' }] }),
      400,
      Messages.TrackingNumberRequired,
    );
    refusedWith(
      await staffCall(t, admin, '2611210000000000', 'ship', onePackage),
      404,
      Messages.OrderNotFound,
    );
  });

  it('lets the shopper confirm receipt of a shipped order only', async () => {
    const paid = await aPaidOrder();
    refusedWith(await myOrder(t, ann, 'confirmReceipt', paid), 400, Messages.OrderStatusChanged);
    refusedWith(await readMyOrder(t, ann, 'logistics', paid), 400, Messages.NoLogisticsInformation);

    const shipped = await aShippedOrder();
    const res = await myOrder(t, ann, 'confirmReceipt', shipped);
    expect(res.statusCode).toBe(200);
    // Received: it waits for the shopper's reviews (status 4, SPEC §4) and offers them.
    expect(res.json()).toMatchObject({
      status: OrderStatus.Comment,
      statusLabel: 'Review',
      buttons: [OrderButton.Invoice, OrderButton.Review],
      completedAt: t.clock.now().toISOString(),
    });
    refusedWith(await myOrder(t, ann, 'confirmReceipt', shipped), 400, Messages.OrderStatusChanged);
    const logistics = await readMyOrder(t, ann, 'logistics', shipped);
    expect(logistics.json().packages[0]).toMatchObject({
      state: LogisticsState.Signed,
      stateLabel: 'Signed received',
    });
  });

  it('sends an installer order to the shop, then marks it installed, awaiting its review', async () => {
    const orderNumber = await aPaidOrder('installer');
    const atShop = await staffCall(t, admin, orderNumber, 'ship', onePackage);
    expect(atShop.json()).toMatchObject({
      status: OrderStatus.WaitingForInstall,
      installStatus: InstallStatus.NotInstalled,
      installStatusLabel: 'Not Installed',
      autoConfirmAt: null,
    });
    refusedWith(await myOrder(t, ann, 'confirmReceipt', orderNumber), 400, Messages.OrderStatusChanged);

    const installed = await staffCall(t, admin, orderNumber, 'installed');
    expect(installed.statusCode).toBe(200);
    expect(installed.json()).toMatchObject({
      status: OrderStatus.Comment,
      installStatus: InstallStatus.Installed,
      installStatusLabel: 'Installed',
    });
    refusedWith(await staffCall(t, admin, orderNumber, 'installed'), 400, Messages.OrderStatusChanged);
  });

  it('refuses to mark a home-delivery order installed', async () => {
    const shipped = await aShippedOrder();
    refusedWith(await staffCall(t, admin, shipped, 'installed'), 400, Messages.OrderStatusChanged);
    refusedWith(
      await staffCall(t, admin, await aPaidOrder('home'), 'installed'),
      400,
      Messages.OrderStatusChanged,
    );
    expect((await detailOf(t, ann, shipped)).status).toBe(OrderStatus.Shipped);
  });

  it('confirms a shipped order by itself once the configured days have passed', async () => {
    const orderNumber = await aShippedOrder();
    t.clock.advance(10 * DAY - 1000);
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Shipped);
    t.clock.advance(1000);
    expect(await detailOf(t, ann, orderNumber)).toMatchObject({ status: OrderStatus.Comment });
  });
});

describe('who may do what', () => {
  it("answers another shopper's order as not existing, and changes nothing", async () => {
    const orderNumber = await anOrder();
    const bob = await signUp(t);
    for (const res of [
      await readMyOrder(t, bob, 'detail', orderNumber),
      await readMyOrder(t, bob, 'logistics', orderNumber),
      await myOrder(t, bob, 'cancel', orderNumber),
      await myOrder(t, bob, 'confirmReceipt', orderNumber),
    ]) {
      refusedWith(res, 404, Messages.OrderNotFound);
    }
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Unpaid);
  });

  it('keeps staff calls from customers, and shipping from customer service', async () => {
    const orderNumber = await aPaidOrder();
    const service = await staffMember(t, UserRole.CustomerService);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: ann.headers }),
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: ann.headers }),
      await staffCall(t, ann.headers, orderNumber, 'ship', onePackage),
      await staffCall(t, ann.headers, orderNumber, 'installed'),
      await staffCall(t, service, orderNumber, 'ship', onePackage),
    ]) {
      refusedWith(res, 403, Messages.Forbidden);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNumber}`,
      headers: service,
    });
    expect(read.json()).toMatchObject({ orderNumber, status: OrderStatus.Paid });
    const merchant = await staffMember(t, UserRole.Merchant);
    expect((await staffCall(t, merchant, orderNumber, 'ship', onePackage)).statusCode).toBe(200);
  });

  it('lists every shopper’s orders for staff, by status and order number', async () => {
    const orderNumber = await aPaidOrder();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: admin,
      query: { status: String(OrderStatus.Paid), keyword: orderNumber },
    });
    expect(res.json()).toMatchObject({ total: 1, records: [{ orderNumber, status: OrderStatus.Paid }] });
  });
});

async function ownerOf(orderNumber: string): Promise<{ userId: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: admin });
  return { userId: res.json().userId };
}
