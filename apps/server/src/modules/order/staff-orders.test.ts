import {
  type AdminOrderDetail,
  CancelReason,
  Messages,
  OrderEvent,
  OrderStatus,
  PaymentType,
  StaffOrderAction,
  StaffOrderMessages,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  detailOf,
  LONG_SESSIONS,
  markPaid,
  onePackage,
  staffCall,
  staffMember,
  stockOf,
} from '../../../test/order-lifecycle';
import { type OrderDelivery, placeOrder } from '../../../test/orders';
import { adjustBalance, pay } from '../../../test/payments';

type Headers = { authorization: string };

let t: TestApp;
let ann: Customer;
let admin: Headers;
let merchant: Headers;
let service: Headers;
let operations: Headers;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  ann = await signUp(t);
  admin = await signInAsAdmin(t);
  merchant = await staffMember(t, UserRole.Merchant);
  service = await staffMember(t, UserRole.CustomerService);
  operations = await staffMember(t, UserRole.Operations);
});
afterAll(() => t.close());

async function anOrder(delivery: OrderDelivery = 'home'): Promise<string> {
  const { orderNumbers } = await placeOrder(t, ann, { delivery });
  return orderNumbers[0] ?? '';
}
async function aPaidOrder(delivery: OrderDelivery = 'home'): Promise<string> {
  const orderNumber = await anOrder(delivery);
  await markPaid(t, [orderNumber]);
  return orderNumber;
}

const staffRead = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const staffPost = (headers: Headers, orderNumber: string, call: 'cancel' | 'notes', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/${call}`, headers, payload });

const trail = (orderNumber: string) => auditTrail(t, admin, { subject: `order:${orderNumber}` });

describe('who may do what with orders', () => {
  it('lets merchants, customer service and administrators read orders, and keeps operations and shoppers out', async () => {
    const orderNumber = await anOrder();
    for (const url of [
      '/api/admin/orders',
      `/api/admin/orders/${orderNumber}`,
      '/api/admin/orders/export.csv',
    ]) {
      for (const headers of [merchant, service, admin])
        expect((await staffRead(headers, url)).statusCode).toBe(200);
      for (const headers of [operations, ann.headers])
        expect((await staffRead(headers, url)).statusCode).toBe(403);
    }
  });

  it('lets only merchants and administrators ship, install and cancel, and changes nothing for the others', async () => {
    const paid = await aPaidOrder();
    const atInstaller = await aPaidOrder('installer');
    expect((await staffCall(t, merchant, atInstaller, 'ship', onePackage)).statusCode).toBe(200);
    const unpaid = await anOrder();
    for (const headers of [service, operations, ann.headers]) {
      expect((await staffCall(t, headers, paid, 'ship', onePackage)).statusCode).toBe(403);
      expect((await staffCall(t, headers, atInstaller, 'installed')).statusCode).toBe(403);
      expect((await staffPost(headers, unpaid, 'cancel', { reason: 'Duplicate order' })).statusCode).toBe(
        403,
      );
    }
    expect((await detailOf(t, ann, paid)).status).toBe(OrderStatus.Paid);
    expect((await detailOf(t, ann, atInstaller)).status).toBe(OrderStatus.WaitingForInstall);
    expect((await detailOf(t, ann, unpaid)).status).toBe(OrderStatus.Unpaid);
    expect([
      (await trail(paid)).total,
      (await trail(atInstaller)).total,
      (await trail(unpaid)).total,
    ]).toEqual([0, 1, 0]);
    expect((await staffCall(t, admin, paid, 'ship', onePackage)).statusCode).toBe(200);
    expect((await staffCall(t, admin, atInstaller, 'installed')).statusCode).toBe(200);
    expect((await staffPost(merchant, unpaid, 'cancel', { reason: 'Duplicate order' })).statusCode).toBe(200);
  });

  it('lets merchants, customer service and administrators keep notes, but not operations', async () => {
    const orderNumber = await anOrder();
    for (const headers of [merchant, service, admin]) {
      expect(
        (await staffPost(headers, orderNumber, 'notes', { text: 'Called the shopper' })).statusCode,
      ).toBe(200);
    }
    expect((await staffPost(operations, orderNumber, 'notes', { text: 'Hello' })).statusCode).toBe(403);
    const detail = (await staffRead(admin, `/api/admin/orders/${orderNumber}`)).json<AdminOrderDetail>();
    expect(detail.notes.map((note) => note.authorRole)).toEqual([
      UserRole.Admin,
      UserRole.CustomerService,
      UserRole.Merchant,
    ]);
  });
});

describe('staff moving an order on', () => {
  it('records who shipped an order, with the packages, and shows it in the timeline', async () => {
    const orderNumber = await aPaidOrder();
    const packages = [{ carrier: 'UPS', waybill: '1Z999AA10123456784' }];
    const res = await staffCall(t, merchant, orderNumber, 'ship', { packages });
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(detail.status).toBe(OrderStatus.Shipped);
    expect(detail.staffActions).toEqual([]);
    const shipped = detail.timeline.find((entry) => entry.event === OrderEvent.Shipped);
    expect(shipped).toMatchObject({ label: 'Shipped', detail: 'UPS 1Z999AA10123456784' });
    expect(shipped?.by).toMatch(/^merchant/);

    const [row] = (await trail(orderNumber)).records;
    expect(row).toMatchObject({
      action: 'order.ship',
      actorRole: UserRole.Merchant,
      before: { status: OrderStatus.Paid },
      after: { status: OrderStatus.Shipped, packages },
    });
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Shipped);
  });

  it('sends an installer order to its shop, then marks it installed, each audited', async () => {
    const orderNumber = await aPaidOrder('installer');
    const before = (await staffRead(merchant, `/api/admin/orders/${orderNumber}`)).json<AdminOrderDetail>();
    expect(before.staffActions).toEqual([StaffOrderAction.DeliverToInstaller]);
    await staffCall(t, merchant, orderNumber, 'ship', onePackage);
    const installed = await staffCall(t, merchant, orderNumber, 'installed');
    expect(installed.json<AdminOrderDetail>()).toMatchObject({
      status: OrderStatus.Comment,
      staffActions: [],
    });
    expect((await trail(orderNumber)).records.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'order.install',
        { status: OrderStatus.WaitingForInstall, installStatus: 0 },
        { status: OrderStatus.Comment, installStatus: 1 },
      ],
      [
        'order.deliverToInstaller',
        { status: OrderStatus.Paid },
        { status: OrderStatus.WaitingForInstall, packages: onePackage.packages },
      ],
    ]);
    const events = installed.json<AdminOrderDetail>().timeline.map((entry) => entry.event);
    expect(events).toEqual([
      OrderEvent.Placed,
      OrderEvent.Paid,
      OrderEvent.DeliveredToInstaller,
      OrderEvent.Installed,
    ]);
  });

  it('writes no audit row when a move is refused: shipping twice, installing a home order', async () => {
    const orderNumber = await aPaidOrder();
    await staffCall(t, merchant, orderNumber, 'ship', onePackage);
    const again = await staffCall(t, merchant, orderNumber, 'ship', onePackage);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: Messages.OrderStatusChanged });
    expect((await staffCall(t, merchant, orderNumber, 'installed')).statusCode).toBe(400);
    expect((await trail(orderNumber)).records.map((row) => row.action)).toEqual(['order.ship']);
  });
});

describe('staff canceling an unpaid order', () => {
  it('cancels it, puts the stock back, tells the shopper the shop canceled it, and audits the reason', async () => {
    const orderNumber = await anOrder();
    const { items } = await detailOf(t, ann, orderNumber);
    const skuId = items[0]?.skuId ?? 0;
    const stock = await stockOf(t, skuId);
    const res = await staffPost(merchant, orderNumber, 'cancel', { reason: 'Shopper asked by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderDetail>().timeline.at(-1)).toMatchObject({
      event: OrderEvent.Canceled,
      detail: 'Canceled by the shop: Shopper asked by phone',
    });
    expect(await stockOf(t, skuId)).toBe(stock + (items[0]?.count ?? 0));
    expect(await detailOf(t, ann, orderNumber)).toMatchObject({
      status: OrderStatus.Canceled,
      cancelReason: CancelReason.Staff,
    });
    expect((await trail(orderNumber)).records[0]).toMatchObject({
      action: 'order.cancel',
      before: { status: OrderStatus.Unpaid },
      after: { status: OrderStatus.Canceled, reason: 'Shopper asked by phone' },
    });
  });

  it('refuses a paid order, changes nothing and writes no audit row', async () => {
    const orderNumber = await aPaidOrder();
    const res = await staffPost(merchant, orderNumber, 'cancel', { reason: 'Too late' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: Messages.OrderStatusChanged });
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Paid);
    expect((await trail(orderNumber)).total).toBe(0);
  });

  it('asks for a reason, and for a note its text, with 400', async () => {
    const orderNumber = await anOrder();
    const cancel = await staffPost(merchant, orderNumber, 'cancel', { reason: '  ' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({
      message: StaffOrderMessages.CancelReasonRequired,
      field: 'reason',
    });
    const note = await staffPost(service, orderNumber, 'notes', {});
    expect(note.statusCode).toBe(400);
    expect(note.json()).toMatchObject({ message: StaffOrderMessages.NoteRequired });
    expect((await staffPost(service, orderNumber, 'notes', { text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await staffPost(service, 'T000', 'notes', { text: 'Lost?' })).statusCode).toBe(404);
    expect((await trail(orderNumber)).total).toBe(0);
  });
});

describe('the order detail staff see', () => {
  it('shows the customer, the payment and the note with its author', async () => {
    const orderNumber = await anOrder();
    const { amounts } = await detailOf(t, ann, orderNumber);
    expect((await adjustBalance(t, ann.email, amounts.total)).statusCode).toBe(200);
    expect((await pay(t, ann, [orderNumber], PaymentType.Balance)).statusCode).toBe(200);
    const noted = await staffPost(service, orderNumber, 'notes', { text: 'Wants delivery after 5 pm' });
    const detail = noted.json<AdminOrderDetail>();
    expect(detail).toMatchObject({
      customerEmail: ann.email,
      status: OrderStatus.Paid,
      staffActions: [StaffOrderAction.Ship],
      payments: [{ amount: amounts.total, refunded: 0, orderNumbers: [orderNumber], refunds: [] }],
      notes: [{ text: 'Wants delivery after 5 pm', authorRole: UserRole.CustomerService }],
    });
    expect(detail.timeline.map((entry) => [entry.event, entry.detail])).toEqual([
      [OrderEvent.Placed, ''],
      [OrderEvent.Paid, 'Paid with Balance'],
    ]);
    expect((await trail(orderNumber)).records[0]).toMatchObject({
      action: 'order.note',
      before: null,
      after: { text: 'Wants delivery after 5 pm' },
    });
  });
});
