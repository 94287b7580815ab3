import {
  type AdminAnnouncement,
  type AdminAnnouncementsAnswer,
  Messages,
  type Notice,
  type NoticesAnswer,
  type NoticesUnreadAnswer,
  RefundStatus,
  refundStatusText,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, LONG_SESSIONS, onePackage, staffCall, staffMember } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import { claim, createCoupon } from '../../../test/promotions';
import { applied, claimFor, paidOrder, staffMove } from '../../../test/refunds';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  pool = await signUpShoppers(t, 10);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
const call = (
  headers: { authorization: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const noticesOf = async (who: Customer, query = '') =>
  (await call(who.headers, 'GET', `/api/p/notices${query}`)).json<NoticesAnswer>();
const unreadOf = async (who: Customer) =>
  (await call(who.headers, 'GET', '/api/p/notices/unread')).json<NoticesUnreadAnswer>().count;
const mineOfKind = async (who: Customer, kind: Notice['kind']) =>
  (await noticesOf(who, '?size=100')).records.filter((notice) => notice.kind === kind);
const announce = async (headers: { authorization: string }, title: string, body = 'The shop is open.') => {
  const res = await call(headers, 'POST', '/api/admin/announcements', { title, body });
  expect(res.statusCode).toBe(200);
  return res.json<AdminAnnouncement>();
};

describe('the message center', () => {
  it('lists announcements newest first, opens one as read, and counts what is unread', async () => {
    const ann = shopper();
    const first = await announce(admin, 'Holiday hours');
    const second = await announce(admin, 'New brands in stock', 'Forty new sizes.');
    const before = await unreadOf(ann);

    const page = await noticesOf(ann, '?current=1&size=2');
    expect(page).toMatchObject({ current: 1, size: 2 });
    expect(page.records.map((n) => [n.id, n.kind, n.title, n.read, n.path])).toEqual([
      [second.id, 'announcement', 'New brands in stock', false, null],
      [first.id, 'announcement', 'Holiday hours', false, null],
    ]);

    const opened = await call(ann.headers, 'GET', `/api/p/notices/${second.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<Notice>()).toMatchObject({
      title: 'New brands in stock',
      body: 'Forty new sizes.',
      read: true,
    });
    expect(await unreadOf(ann)).toBe(before - 1);
    expect((await noticesOf(ann, '?size=2')).records.map((n) => n.read)).toEqual([true, false]);
    // Reading is per shopper: another still has it unread.
    expect((await noticesOf(shopper(), '?size=1')).records[0]).toMatchObject({ id: second.id, read: false });

    const all = await call(ann.headers, 'POST', '/api/p/notices/read-all');
    expect(all.json<NoticesUnreadAnswer>()).toEqual({ count: 0 });
    expect(await unreadOf(ann)).toBe(0);
  });

  it('answers "Announcement does not exist" for one taken down, unknown, or meant for someone else', async () => {
    const ann = shopper();
    const gone = await announce(admin, 'Flash sale tonight');
    const removed = await call(admin, 'POST', `/api/admin/announcements/${gone.id}/remove`);
    expect(removed.json<AdminAnnouncement>()).toMatchObject({ published: false });
    expect((await noticesOf(ann, '?size=100')).records.some((n) => n.id === gone.id)).toBe(false);

    for (const id of [gone.id, 999_999]) {
      const res = await call(ann.headers, 'GET', `/api/p/notices/${id}`);
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        404,
        'NOTICE_NOT_FOUND',
        Messages.AnnouncementDoesNotExist,
      ]);
    }

    // Published again, it is back.
    await call(admin, 'PUT', `/api/admin/announcements/${gone.id}`, {
      title: 'Flash sale tomorrow',
      body: 'Moved a day.',
      published: true,
    });
    expect((await call(ann.headers, 'GET', `/api/p/notices/${gone.id}`)).json<Notice>().title).toBe(
      'Flash sale tomorrow',
    );

    const bob = shopper();
    const order = await paidOrder(t, bob, { count: 1 });
    await staffCall(t, admin, order.orderNumber, 'ship', onePackage);
    const [bobs] = await mineOfKind(bob, 'order');
    expect((await call(ann.headers, 'GET', `/api/p/notices/${bobs?.id}`)).statusCode).toBe(404);
  });

  it('tells the shopper once that their order shipped, even when shipping is retried', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann, { count: 2 });
    const unread = await unreadOf(ann);
    const [shipped, again] = await Promise.all([
      staffCall(t, admin, order.orderNumber, 'ship', onePackage),
      staffCall(t, admin, order.orderNumber, 'ship', onePackage),
    ]);
    expect([shipped, again].map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const retried = await staffCall(t, admin, order.orderNumber, 'ship', onePackage);
    expect(retried.json().code).toBe('ORDER_STATUS_CHANGED');

    const notices = await mineOfKind(ann, 'order');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Your order has shipped',
        path: `/pages/order-detail/order-detail?orderNum=${order.orderNumber}`,
        read: false,
      }),
    ]);
    expect(notices[0]?.body).toContain(order.orderNumber);
    expect(await unreadOf(ann)).toBe(unread + 1);
  });

  it('tells the shopper of each refund move they did not make', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann, { count: 2 });
    const refundNumber = await applied(t, ann, await claimFor(t, ann, order, 1));
    expect(await mineOfKind(ann, 'refund')).toEqual([]);

    expect((await staffMove(t, admin, refundNumber, 'accept')).statusCode).toBe(200);
    const notices = await mineOfKind(ann, 'refund');
    // Accepted, and the balance refund went back at once: newest first.
    expect(notices.map((n) => n.body)).toEqual([
      `Refund ${refundNumber} for order ${order.orderNumber}: ${refundStatusText(RefundStatus.Refunded)}`,
      `Refund ${refundNumber} for order ${order.orderNumber}: ${refundStatusText(RefundStatus.AcceptedAwaitingRefund)}`,
    ]);
    expect(notices[0]?.path).toBe(`/packages/refund/details-of-refund?refundNumber=${refundNumber}`);
    await t.runJobs();
    expect(await mineOfKind(ann, 'refund')).toHaveLength(2);
  });

  it('warns once of a held coupon ending within 24 hours, not of one ending later', async () => {
    const ann = shopper();
    const now = t.clock.now().getTime();
    const soon = await createCoupon(t, {
      name: 'Weekend $20',
      validFrom: new Date(now - DAY).toISOString(),
      validTo: new Date(now + 2 * DAY).toISOString(),
    });
    const later = await createCoupon(t, {
      validFrom: new Date(now - DAY).toISOString(),
      validTo: new Date(now + 10 * DAY).toISOString(),
    });
    await claim(t, ann, soon.couponId);
    await claim(t, ann, later.couponId);
    await t.runJobs();
    expect(await mineOfKind(ann, 'coupon')).toEqual([]);

    t.clock.advance(1.5 * DAY);
    await t.runJobs();
    await t.runJobs();
    const warned = await mineOfKind(ann, 'coupon');
    expect(warned).toEqual([
      expect.objectContaining({
        title: 'Your coupon expires soon',
        body: '“Weekend $20” ends within 24 hours. Use it before it expires.',
        path: '/packages/activities/my-coupon',
      }),
    ]);
  });
});

describe('announcements in the console', () => {
  it('lets operations write, edit and take one down, each audited; a merchant is refused', async () => {
    const operations = await staffMember(t, UserRole.Operations);
    const made = await announce(operations, 'Price match week');
    const edited = await call(operations, 'PUT', `/api/admin/announcements/${made.id}`, {
      title: 'Price match fortnight',
      body: 'Two weeks now.',
    });
    expect(edited.json<AdminAnnouncement>()).toMatchObject({
      title: 'Price match fortnight',
      published: true,
    });
    await call(operations, 'POST', `/api/admin/announcements/${made.id}/remove`);

    const list = (
      await call(operations, 'GET', '/api/admin/announcements?size=100')
    ).json<AdminAnnouncementsAnswer>();
    expect(list.records.find((row) => row.id === made.id)).toMatchObject({
      title: 'Price match fortnight',
      published: false,
    });
    const trail = await auditTrail(t, admin, { subject: `announcement:${made.id}` });
    expect(trail.records.map((row) => row.action).sort()).toEqual([
      'announcement.create',
      'announcement.remove',
      'announcement.update',
    ]);

    const blank = await call(operations, 'POST', '/api/admin/announcements', { title: ' ', body: 'x' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please enter a title']);
    const unknown = await call(operations, 'POST', '/api/admin/announcements/999999/remove');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);

    const merchant = await staffMember(t, UserRole.Merchant);
    for (const [method, url] of [
      ['GET', '/api/admin/announcements'],
      ['POST', '/api/admin/announcements'],
      ['POST', `/api/admin/announcements/${made.id}/remove`],
    ] as const) {
      const res = await call(
        merchant,
        method,
        url,
        method === 'POST' ? { title: 'x', body: 'y' } : undefined,
      );
      expect(res.statusCode).toBe(403);
    }
    const customer = await call(shopper().headers, 'GET', '/api/admin/announcements');
    expect(customer.statusCode).toBe(403);
  });
});
