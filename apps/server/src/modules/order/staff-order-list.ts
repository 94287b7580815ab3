import type { AdminOrderCard, AdminOrderListFilters, AdminOrderPage } from '@tread/domain';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { pageAnswer } from '../../platform/paging';
import { users } from '../account';
import { type CardReads, cardColumns, orderCards } from './order-list';
import { staffOrderWhere } from './staff-order-filters';
import { orders } from './tables';

/** The console's order list: every shopper's orders as they stand now, newest first, one page at a time. */

const staffCardColumns = {
  ...cardColumns,
  customerEmail: users.email,
  stationName: sql<
    string | null
  >`case when ${orders.stationId} is null then null else ${orders.destination}->>'name' end`,
};

/** The cards of the orders `where` picks, newest first, with their shopper's e-mail and shop. */
export async function staffOrderCards(
  reads: CardReads,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  now: Date,
): Promise<AdminOrderCard[]> {
  const rows = await reads.db
    .select(staffCardColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const cards = await orderCards(reads, rows, now);
  return cards.map((card, index) => ({
    ...card,
    customerEmail: rows[index]?.customerEmail ?? '',
    stationName: rows[index]?.stationName ?? null,
  }));
}

export async function staffOrderPage(
  reads: CardReads,
  query: AdminOrderListFilters,
  now: Date,
): Promise<AdminOrderPage> {
  const where = staffOrderWhere(query, now);
  const [counted] = await reads.db.select({ n: count() }).from(orders).where(where);
  const records = await staffOrderCards(
    reads,
    where,
    { limit: query.size, offset: (query.current - 1) * query.size },
    now,
  );
  return pageAnswer(records, counted?.n ?? 0, query);
}
