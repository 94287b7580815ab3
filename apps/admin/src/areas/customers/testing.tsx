import {
  type AdminCustomerMember,
  adjustPointsRequest,
  adminCustomerMember,
  adminCustomerPoints,
  customerDetail,
  DEFAULT_MEMBERSHIP,
  GROWTH_SOURCE_LABELS,
  orderNumber,
  POINTS_EXPIRING_SOON_DAYS,
  POINTS_SOURCE_LABELS,
  PointsSource,
  pointsExpireAt,
  refusal,
  type UserRole,
  walletRecordsAnswer,
} from '@tread/domain';
import {
  type Answer,
  answerInvalid,
  answerRefusal,
  type Call,
  renderArea,
  SHOP_NOW,
} from '../../testing/stub-shop';
import CustomersArea from './routes';

/**
 * A small shop for a customer's detail: the customer as the API answers it (checked by its schema), and a
 * points ledger kept by the domain's rules — a credit is a lot that expires a year on, a debit uses the oldest
 * lots first and never goes below zero — answered as the server shapes it and checked against the API's schema.
 */

/** The area opened at `at` (under /customers), as the console mounts it. */
export const renderCustomers = (at: string) => renderArea('customers', CustomersArea, at);

export const CUSTOMER_ID = '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f';

const customer = customerDetail.parse({
  userId: CUSTOMER_ID,
  email: 'dana.lee@example.com',
  nickName: 'Dana',
  mobile: '2135550142',
  disabled: false,
  createdAt: '2025-06-02T17:00:00.000Z',
  gender: null,
  mktEmail: null,
  balance: 0,
  recentOrders: [],
  orderCount: 0,
  addresses: [],
});

const noBalanceRecords = walletRecordsAnswer.parse({
  records: [],
  total: 0,
  current: 1,
  size: 10,
  pages: 0,
  hasMore: false,
});

type Entry = {
  id: number;
  source: PointsSource;
  change: number;
  time: Date;
  orderNumber: string | null;
  note: string | null;
  /** A credit's lot: when it expires and how much of it is left; a debit has none. */
  expiresAt: Date | null;
  remaining: number;
};

/**
 * One customer's points ledger; its balance is always the sum of its entries. `locked` are points earned on
 * received orders still inside their return window, which the server counts from orders, not the ledger.
 */
export function pointsLedger(locked = 0) {
  const entries: Entry[] = [];
  const record = (entry: Omit<Entry, 'id'>) => entries.push({ id: entries.length + 1, ...entry });
  const lotsOldestFirst = () =>
    entries
      .filter((entry) => entry.remaining > 0)
      .sort((a, b) => Number(a.expiresAt) - Number(b.expiresAt) || a.id - b.id);
  const balance = () => entries.reduce((sum, entry) => sum + entry.change, 0);

  return {
    balance,
    credit(
      source: PointsSource,
      points: number,
      time: Date,
      extra: { orderNumber?: string; note?: string } = {},
    ) {
      record({
        source,
        change: points,
        time,
        orderNumber: extra.orderNumber ?? null,
        note: extra.note ?? null,
        expiresAt: pointsExpireAt(time),
        remaining: points,
      });
    },
    debit(source: PointsSource, points: number, time: Date, note: string) {
      let left = points;
      for (const lot of lotsOldestFirst()) {
        const taken = Math.min(left, lot.remaining);
        lot.remaining -= taken;
        left -= taken;
      }
      record({ source, change: -points, time, orderNumber: null, note, expiresAt: null, remaining: 0 });
    },
    /** What is left of the lots due by `time` expires, one record each. */
    expire(time: Date) {
      for (const lot of lotsOldestFirst().filter((entry) => Number(entry.expiresAt) <= Number(time))) {
        const points = lot.remaining;
        lot.remaining = 0;
        record({
          source: PointsSource.Expired,
          change: -points,
          time,
          orderNumber: null,
          note: null,
          expiresAt: null,
          remaining: 0,
        });
      }
    },
    /** GET /api/admin/customers/:userId/points at the shop's clock. */
    answer() {
      const horizon = SHOP_NOW.getTime() + POINTS_EXPIRING_SOON_DAYS * 86_400_000;
      const soon = lotsOldestFirst().filter((lot) => Number(lot.expiresAt) <= horizon);
      return adminCustomerPoints.parse({
        summary: {
          balance: balance(),
          locked,
          expiringSoon: soon[0]?.expiresAt
            ? {
                points: soon.reduce((sum, lot) => sum + lot.remaining, 0),
                at: soon[0].expiresAt.toISOString(),
              }
            : null,
        },
        records: [...entries]
          .sort((a, b) => Number(b.time) - Number(a.time) || b.id - a.id)
          .slice(0, 50)
          .map((entry) => ({
            id: entry.id,
            source: entry.source,
            sourceLabel: POINTS_SOURCE_LABELS[entry.source],
            change: entry.change,
            time: entry.time.toISOString(),
            orderNumber: entry.orderNumber,
            note: entry.note,
          })),
      });
    },
  };
}
export type PointsLedger = ReturnType<typeof pointsLedger>;

export const REWARDED_ORDER = orderNumber(new Date('2025-12-03T18:00:00.000Z'), '4821937765');

/**
 * 135 points: a sign-in a year ago that has expired, an order's 120 points that expire on 12/10/2026 (within
 * 30 days of the shop's clock), and yesterday's sign-in; `locked` more wait on received orders.
 */
export function shopPoints(locked = 0): PointsLedger {
  const ledger = pointsLedger(locked);
  ledger.credit(PointsSource.SignIn, 10, new Date('2025-11-20T16:00:00.000Z'));
  ledger.credit(PointsSource.Order, 120, new Date('2025-12-10T22:00:00.000Z'), {
    orderNumber: REWARDED_ORDER,
  });
  ledger.expire(new Date('2026-11-20T16:00:00.000Z'));
  ledger.credit(PointsSource.SignIn, 15, new Date('2026-11-26T17:00:00.000Z'));
  return ledger;
}

const CUSTOMER_PATH = `/api/admin/customers/${CUSTOMER_ID}`;

export const GROWTH_ORDER = orderNumber(new Date('2026-10-14T18:00:00.000Z'), '5930274418');

/**
 * A Silver member with 730 growth (1,270 short of Gold) whose yearly Tread Plus runs until 10/20/2027: an
 * order's growth, a top-up's bonus, and a monthly membership left unpaid; checked against the API's schema.
 */
export const shopMember = (): AdminCustomerMember => {
  const levels = DEFAULT_MEMBERSHIP.levels;
  return adminCustomerMember.parse({
    center: {
      growth: 730,
      level: levels[1],
      next: { name: 'Gold', growth: 2_000, needed: 1_270 },
      levels,
      growthPerDollar: DEFAULT_MEMBERSHIP.growthPerDollar,
      vip: { active: true, expiresAt: '2027-10-21T01:30:00.000Z' },
    },
    growth: [
      {
        id: 2,
        source: 'order',
        sourceLabel: GROWTH_SOURCE_LABELS.order,
        change: 630,
        reference: GROWTH_ORDER,
        time: '2026-10-24T19:00:00.000Z',
      },
      {
        id: 1,
        source: 'top_up',
        sourceLabel: GROWTH_SOURCE_LABELS.top_up,
        change: 100,
        reference: 'R2026092100001',
        time: '2026-09-21T16:30:00.000Z',
      },
    ],
    purchases: [
      {
        number: 'V2026112600002',
        planName: 'Tread Plus monthly',
        amountCents: 4_99,
        status: 'unpaid',
        paidAt: null,
        expiresAt: null,
      },
      {
        number: 'V2026102000001',
        planName: 'Tread Plus yearly',
        amountCents: 49_99,
        status: 'paid',
        paidAt: '2026-10-21T01:30:00.000Z',
        expiresAt: '2027-10-21T01:30:00.000Z',
      },
    ],
  });
};

/**
 * The shop's answers about the customer, whose points staff adjustments change; `role` is who is signed in and
 * `member` the customer's membership.
 */
export function customerAnswer(
  points: PointsLedger,
  role: UserRole,
  member: AdminCustomerMember = shopMember(),
) {
  return (call: Call): Answer => {
    const { pathname } = new URL(call.url, 'http://shop.test');
    if (pathname === '/api/p/user/userInfo') return { body: { role, userMail: `${role}@tread.local` } };
    if (pathname === CUSTOMER_PATH) return { body: customer };
    if (pathname === `${CUSTOMER_PATH}/ledger`) return { body: noBalanceRecords };
    if (pathname === `${CUSTOMER_PATH}/points` && call.method === 'POST') {
      const parsed = adjustPointsRequest.safeParse(call.body);
      if (!parsed.success) return answerInvalid(parsed.error);
      const { change, reason } = parsed.data;
      if (points.balance() + change < 0) return answerRefusal(refusal('POINTS_NOT_ENOUGH'));
      if (change > 0) points.credit(PointsSource.Staff, change, SHOP_NOW, { note: reason });
      else points.debit(PointsSource.Staff, -change, SHOP_NOW, reason);
      return { body: points.answer() };
    }
    if (pathname === `${CUSTOMER_PATH}/points`) return { body: points.answer() };
    if (pathname === `${CUSTOMER_PATH}/member`) return { body: member };
    return answerRefusal(refusal('NOT_FOUND'));
  };
}
