import {
  type Address,
  type CustomerDetail,
  type CustomerPage,
  type CustomerSearchFilters,
  type OrderCard,
  UserRole,
} from '@tread/domain';
import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { likeLiteral } from '../../platform/like';
import { pageAnswer } from '../../platform/paging';
import { isUuid, users } from './tables';

/** What a customer's detail shows from other modules, wired in app.ts. */
export type CustomerFacts = {
  orders(
    userId: string,
    page: { current: number; size: number },
  ): Promise<{ records: OrderCard[]; total: number }>;
  addresses(userId: string): Promise<Address[]>;
  balance(userId: string): Promise<number>;
};

const RECENT_ORDERS = 10;

/**
 * An e-mail, a name or a phone number, each from its start, so the prefix indexes answer at any number of
 * customers. A phone may be typed in any US form: '(213) 555', '213-555', '1 213 555'.
 */
function searchMatch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const text = likeLiteral(q.toLowerCase());
  const digits = q.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const phone = /^[\d\s().+-]+$/.test(q) && digits.length >= 3;
  return or(
    like(users.email, `${text}%`),
    sql`lower(${users.nickName}) like ${`${text}%`}`,
    phone ? like(users.mobile, `${digits}%`) : undefined,
  );
}

const cardColumns = {
  userId: users.id,
  email: users.email,
  nickName: users.nickName,
  mobile: users.mobile,
  disabled: users.disabled,
  createdAt: users.createdAt,
};

const isCustomer = eq(users.role, UserRole.Customer);

/** Customers as staff find and read them (issue 13): search, and one customer's whole picture. */
export function customerDirectory({ db }: Deps, facts: CustomerFacts) {
  return {
    async search(query: CustomerSearchFilters): Promise<CustomerPage> {
      const where = and(isCustomer, searchMatch(query.q));
      const [counted] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select(cardColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size);
      const records = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return pageAnswer(records, counted?.n ?? 0, query);
    },

    async detail(userId: string): Promise<CustomerDetail> {
      if (!isUuid(userId)) throw refuse('USER_NOT_FOUND');
      const [user] = await db
        .select({ ...cardColumns, gender: users.gender, mktEmail: users.mktEmail })
        .from(users)
        .where(and(eq(users.id, userId), isCustomer));
      if (!user) throw refuse('USER_NOT_FOUND');
      const [orders, addresses, balance] = await Promise.all([
        facts.orders(userId, { current: 1, size: RECENT_ORDERS }),
        facts.addresses(userId),
        facts.balance(userId),
      ]);
      return {
        ...user,
        createdAt: user.createdAt.toISOString(),
        balance,
        recentOrders: orders.records.map((order) => ({
          orderNumber: order.orderNumber,
          status: order.status,
          statusLabel: order.statusLabel,
          createdAt: order.createdAt,
          total: order.total,
          itemCount: order.itemCount,
        })),
        orderCount: orders.total,
        addresses,
      };
    },
  };
}
export type CustomerDirectory = ReturnType<typeof customerDirectory>;
