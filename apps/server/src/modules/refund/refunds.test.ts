import {
  type AdminRefundPage,
  Messages,
  OrderLabel,
  type OrderPage,
  RefundMessages,
  RefundServiceType,
  RefundStatus,
  UserRole,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, detailOf, LONG_SESSIONS, staffMember, stockOf } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import {
  applied,
  balanceCents,
  claimFor,
  paidOrder,
  quoted,
  receivedOrder,
  refundDetail,
  refused,
  requestRows,
  shopperCall,
  staffMove,
} from '../../../test/refunds';
import { staffAudit } from '../../platform/staff-audit';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  pool = await signUpShoppers(t, 16);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
const balanceOf = (who: Customer) => balanceCents(t, who);

describe('asking for a refund (SPEC §5 and §8 messages)', () => {
  it('refuses each bad field with its message, on its field, and writes nothing', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    const claim = await claimFor(t, ann, order, 1);
    const over = await quoted(t, ann, order.orderNumber, claim.itemId, 1);
    const cases: [object, number, string, string | undefined][] = [
      [{ quantity: 0 }, 400, Messages.ReturnQuantityTooSmall, 'quantity'],
      [{ quantity: 5 }, 400, Messages.ReturnQuantityTooLarge, 'quantity'],
      [{ amount: over.maxAmount + 1 }, 400, Messages.RefundAmountTooLarge, 'amount'],
      [{ amount: 0 }, 400, RefundMessages.AmountInvalid, 'amount'],
      [{ description: '   ' }, 400, Messages.RefundDescriptionRequired, 'description'],
      [{ description: 'x'.repeat(251) }, 400, Messages.RefundDescriptionTooLong, 'description'],
      [{ reason: 'Because' }, 400, Messages.RefundReasonRequired, 'reason'],
      [
        { images: Array.from({ length: 6 }, (_, i) => `/uploads/photos/u-${i}/a${i}.webp`) },
        400,
        Messages.RefundImagesTooMany,
        'images',
      ],
      [{ images: ['/uploads/photos/someone-else/abc.webp'] }, 400, Messages.ImageBadFormat, 'images'],
      [{ images: ['https://evil.example/x.png'] }, 400, Messages.ImageBadFormat, 'images.0'],
      // Nothing has shipped: there is nothing to send back.
      [
        { serviceType: RefundServiceType.ReturnAndRefund },
        400,
        RefundMessages.ReturnBeforeShipping,
        'serviceType',
      ],
    ];
    for (const [bent, status, message, field] of cases) {
      expect(refused(await shopperCall(t, ann, 'apply', { ...claim, ...bent }))).toEqual([
        status,
        message,
        field,
      ]);
    }
    expect(await requestRows(t, order.orderNumber)).toEqual([]);
  });

  it('asks to confirm that the last units include delivery, whose amount cannot change', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann, { count: 2 });
    const claim = await claimFor(t, ann, order, 2);
    // The last units take what is left of the total: items, tax, fees and delivery.
    expect(claim.amount).toBe(order.total);
    expect(refused(await shopperCall(t, ann, 'apply', { ...claim, confirmDelivery: false }))).toEqual([
      409,
      Messages.RefundIncludesDelivery,
      undefined,
    ]);
    expect(refused(await shopperCall(t, ann, 'apply', { ...claim, amount: claim.amount - 100 }))).toEqual([
      400,
      RefundMessages.AmountFixed,
      'amount',
    ]);
    expect(await requestRows(t, order.orderNumber)).toEqual([]);
    const refundNumber = await applied(t, ann, claim);
    expect(await refundDetail(t, ann, refundNumber)).toMatchObject({
      status: RefundStatus.Applied,
      statusText: 'Pending merchant processing',
      includesDelivery: true,
      amount: order.total,
      actions: ['withdraw'],
    });
  });

  it('is not offered on an unpaid order, on another shopper’s order, or after the 30-day window', async () => {
    const [ann, bob] = [shopper(), shopper()];
    const order = await paidOrder(t, ann);
    const claim = await claimFor(t, ann, order, 1);
    expect((await shopperCall(t, bob, 'apply', claim)).statusCode).toBe(404);
    const detail = await refundDetail(t, ann, await applied(t, ann, claim)).catch(() => null);
    expect(detail?.status).toBe(RefundStatus.Applied);
    // Only its owner reads it.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/p/refund/detail',
      headers: bob.headers,
      query: { refundNumber: detail?.refundNumber ?? '' },
    });
    expect(other.statusCode).toBe(404);

    const late = await paidOrder(t, bob);
    await receivedOrder(t, bob, late.orderNumber);
    const lateClaim = await claimFor(t, bob, late, 1, RefundServiceType.ReturnAndRefund);
    t.clock.advance(30 * DAY + 60_000);
    expect(refused(await shopperCall(t, bob, 'apply', lateClaim))).toEqual([
      409,
      RefundMessages.WindowClosed,
      undefined,
    ]);
    expect((await detailOf(t, bob, late.orderNumber)).items[0]?.refundableCount).toBe(0);
  });
});

describe('a refund before shipping, paid with the balance', () => {
  it('is accepted: the money is back at once, the unit back in stock, and the order shows a partial refund', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    const skuId = order.items[0]?.skuId ?? 0;
    const [stock, balance] = [await stockOf(t, skuId), await balanceOf(ann)];
    const claim = await claimFor(t, ann, order, 1);
    const refundNumber = await applied(t, ann, claim);
    expect((await detailOf(t, ann, order.orderNumber)).refundLabel).toBe(OrderLabel.Refunding);

    const res = await staffMove(t, admin, refundNumber, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: RefundStatus.Refunded, statusText: 'Refund successful' });
    expect(await balanceOf(ann)).toBe(balance + claim.amount);
    expect(await stockOf(t, skuId)).toBe(stock + 1);
    const after = await detailOf(t, ann, order.orderNumber);
    expect(after.refundLabel).toBe(OrderLabel.PartialRefundCompleted);
    expect(after.items[0]).toMatchObject({ refundableCount: 3, refund: { refundNumber, status: 6 } });
    expect(await refundDetail(t, ann, refundNumber)).toMatchObject({
      refundTo: 'Your Tread balance',
      steps: [
        { label: 'Request submitted', done: true },
        { label: 'Merchant review', done: true },
        { label: 'Refund successful', done: true },
      ],
    });
  });

  it('leaves nothing to ship once every unit was refunded before it left', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann, { count: 2 });
    await staffMove(t, admin, await applied(t, ann, await claimFor(t, ann, order, 2)), 'accept');
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: admin,
    });
    expect(staffView.json()).toMatchObject({ refundLabel: OrderLabel.RefundComplete, staffActions: [] });
    const ship = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNumber}/ship`,
      headers: admin,
      payload: { packages: [{ carrier: 'UPS', waybill: '1Z999AA10123456784' }] },
    });
    expect(refused(ship)).toEqual([400, Messages.OrderStatusChanged, undefined]);
  });
});

describe('a return of 2 of 4 tires paid by card', () => {
  it('goes accept, tracking, receipt, and the card refund, with stock back only on receipt', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann, { by: 'card' });
    await receivedOrder(t, ann, order.orderNumber);
    const skuId = order.items[0]?.skuId ?? 0;
    const stock = await stockOf(t, skuId);
    const claim = await claimFor(t, ann, order, 2, RefundServiceType.ReturnAndRefund);
    const refundNumber = await applied(t, ann, claim);

    expect((await staffMove(t, admin, refundNumber, 'accept')).json()).toMatchObject({
      status: RefundStatus.AcceptedAwaitingReturn,
      statusText: 'Merchant agreed, goods must be returned',
    });
    const accepted = await refundDetail(t, ann, refundNumber);
    expect(accepted.returnAddress).toContain('Los Angeles');
    expect(accepted.actions).toEqual(['logistics', 'withdraw']);
    expect(new Date(accepted.returnBy ?? 0).getTime()).toBe(t.clock.now().getTime() + 7 * DAY);

    const logistics = {
      refundNumber,
      company: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      phone: '(213) 555-0142',
    };
    expect(refused(await shopperCall(t, ann, 'logistics', { ...logistics, trackingNumber: ' ' }))).toEqual([
      400,
      Messages.TrackingNumberRequired,
      'trackingNumber',
    ]);
    expect((await shopperCall(t, ann, 'logistics', logistics)).statusCode).toBe(200);
    // Corrected later, still shipped.
    expect((await shopperCall(t, ann, 'logistics', { ...logistics, company: 'FedEx' })).statusCode).toBe(200);
    expect(await refundDetail(t, ann, refundNumber)).toMatchObject({
      status: RefundStatus.ReturnShipped,
      logistics: { company: 'FedEx', trackingNumber: '1Z999AA10123456784', phone: '2135550142' },
    });
    expect(await stockOf(t, skuId)).toBe(stock);

    const received = await staffMove(t, admin, refundNumber, 'receive');
    expect(received.json()).toMatchObject({
      status: RefundStatus.Refunded,
      refundTo: 'Your original payment method',
    });
    expect(await stockOf(t, skuId)).toBe(stock + 2);
    const after = await detailOf(t, ann, order.orderNumber);
    expect(after.refundLabel).toBe(OrderLabel.PartialRefundCompleted);
    const returns = await t.app.inject({
      method: 'GET',
      url: '/api/p/myOrder/list',
      headers: ann.headers,
      query: { tab: 'return' },
    });
    expect(returns.json<OrderPage>().records.map((card) => card.orderNumber)).toEqual([order.orderNumber]);
  });
});

describe('every other move is refused and changes nothing', () => {
  it('refuses moves out of order, for the shopper and for staff', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    await receivedOrder(t, ann, order.orderNumber);
    const refundNumber = await applied(
      t,
      ann,
      await claimFor(t, ann, order, 1, RefundServiceType.ReturnAndRefund),
    );
    const changed = [409, RefundMessages.StatusChanged, undefined];
    const logistics = { refundNumber, company: 'UPS', trackingNumber: '1Z1', phone: '2135550142' };
    // Pending: no logistics yet, no receipt.
    expect(refused(await shopperCall(t, ann, 'logistics', logistics))).toEqual(changed);
    expect(refused(await staffMove(t, admin, refundNumber, 'receive'))).toEqual(changed);
    expect(refused(await staffMove(t, admin, refundNumber, 'refuse', { reason: ' ' }))).toEqual([
      400,
      RefundMessages.RefuseReasonRequired,
      'reason',
    ]);
    const declined = await staffMove(t, admin, refundNumber, 'refuse', {
      reason: 'The tires were mounted',
      remark: 'Mounted tires cannot be resold',
    });
    expect(declined.json()).toMatchObject({
      status: RefundStatus.Rejected,
      sellerReason: 'The tires were mounted',
      actions: ['edit', 'withdraw'],
    });
    expect(refused(await staffMove(t, admin, refundNumber, 'accept'))).toEqual(changed);
    const before = await requestRows(t, order.orderNumber);

    // Edit and send again, then withdraw; a withdrawn request moves no more.
    const claim = await claimFor(t, ann, order, 1, RefundServiceType.ReturnAndRefund);
    const { orderNumber: _o, itemId: _i, ...edited } = { ...claim, amount: claim.amount - 500 };
    expect((await shopperCall(t, ann, 'reapply', { refundNumber, ...edited })).statusCode).toBe(200);
    expect(await refundDetail(t, ann, refundNumber)).toMatchObject({
      status: RefundStatus.Applied,
      amount: claim.amount - 500,
      sellerReason: null,
    });
    expect((await shopperCall(t, ann, 'withdraw', { refundNumber })).statusCode).toBe(200);
    expect(refused(await shopperCall(t, ann, 'withdraw', { refundNumber }))).toEqual(changed);
    expect(refused(await staffMove(t, admin, refundNumber, 'accept'))).toEqual(changed);
    expect((await detailOf(t, ann, order.orderNumber)).refundLabel).toBe(OrderLabel.RefundClosed);
    expect((await requestRows(t, order.orderNumber)).map((row) => row.status)).toEqual([RefundStatus.Closed]);
    expect(before.map((row) => row.status)).toEqual([RefundStatus.Rejected]);
  });
});

describe('races', () => {
  it('makes one request of 20 parallel applications for one item', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    const claim = await claimFor(t, ann, order, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopperCall(t, ann, 'apply', claim)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((res) => res.statusCode === 409).map((res) => res.json().message)).toEqual(
      Array(19).fill(RefundMessages.InProgress),
    );
    expect(await requestRows(t, order.orderNumber)).toHaveLength(1);
  });

  it('refunds once for 20 parallel accept clicks, and never more than was paid over several requests', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    const start = await balanceOf(ann);
    let refunded = 0;
    for (const quantity of [1, 1, 2]) {
      const claim = await claimFor(t, ann, order, quantity);
      const refundNumber = await applied(t, ann, claim);
      const clicks = await Promise.all(
        Array.from({ length: 20 }, () => staffMove(t, admin, refundNumber, 'accept')),
      );
      expect(clicks.filter((res) => res.statusCode === 200)).toHaveLength(1);
      expect(clicks.filter((res) => res.statusCode === 409)).toHaveLength(19);
      refunded += claim.amount;
      expect(await balanceOf(ann)).toBe(start + refunded);
    }
    // The last request took what was left: exactly the order's total, no more.
    expect(refunded).toBe(order.total);
    expect((await detailOf(t, ann, order.orderNumber)).refundLabel).toBe(OrderLabel.RefundComplete);
    const more = await quoted(t, ann, order.orderNumber, order.items[0]?.itemId ?? 0, 1);
    expect([more.refundableQuantity, more.maxAmount]).toEqual([0, 0]);
  });
});

describe('the console', () => {
  it('lists requests to handle with their deadlines, for the roles that may, and audits each move', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    const refundNumber = await applied(t, ann, await claimFor(t, ann, order, 1));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/refunds',
      headers: admin,
      query: { status: '1' },
    });
    const row = list.json<AdminRefundPage>().records.find((r) => r.refundNumber === refundNumber);
    expect(row).toMatchObject({ customerEmail: ann.email, status: 1, returnBy: null });
    expect(new Date(row?.respondBy ?? 0).getTime()).toBe(t.clock.now().getTime() + 48 * 60 * 60_000);

    const service = await staffMember(t, UserRole.CustomerService);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/refunds/${refundNumber}`,
      headers: service,
    });
    expect(read.statusCode).toBe(200);
    expect((await staffMove(t, service, refundNumber, 'accept')).statusCode).toBe(403);
    expect((await staffMove(t, ann.headers, refundNumber, 'accept')).statusCode).toBe(403);

    const merchant = await staffMember(t, UserRole.Merchant);
    expect((await staffMove(t, merchant, refundNumber, 'accept')).statusCode).toBe(200);
    const trail = await t.handle.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `refund:${refundNumber}`));
    expect(trail.map((entry) => [entry.action, entry.actorRole])).toEqual([
      ['refund.acceptRefund', 'merchant'],
    ]);
  });
});
