import {
  DASHBOARD_DAYS,
  type DashboardAnswer,
  isoCalendarDate,
  LOW_STOCK_BELOW,
  laCalendarDate,
  laDayStartBefore,
  OrderStatus,
  type PaidFigures,
} from '@tread/domain';
import { and, count, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { countLowStockSkus } from '../catalog';
import { orders } from './tables';

/** The console's dashboard (issue 13): paid orders and revenue per Los Angeles day, and what waits on staff. */

const DAY_MS = 86_400_000;

/** Orders paid on each of the last DASHBOARD_DAYS Los Angeles days, oldest first, by the paid_at index. */
async function paidPerDay(db: Database, now: Date): Promise<(PaidFigures & { day: string })[]> {
  const starts = Array.from({ length: DASHBOARD_DAYS }, (_, back) => laDayStartBefore(now, { days: back }));
  // Newest first, so the first start a payment is not before names its day.
  const dayOf = sql<number>`(case ${sql.join(
    starts.map(
      (start, back) => sql`when ${orders.paidAt} >= ${start.toISOString()}::timestamptz then ${back}`,
    ),
    sql` `,
  )} end)`;
  const rows = await db
    .select({
      back: dayOf,
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, starts.at(-1) ?? now)))
    .groupBy(sql`1`);
  const today = laCalendarDate(now).getTime();
  return starts
    .map((_, back) => {
      const row = rows.find((found) => Number(found.back) === back);
      return {
        day: isoCalendarDate(new Date(today - back * DAY_MS)),
        orders: row?.orders ?? 0,
        revenue: row?.revenue ?? 0,
      };
    })
    .reverse();
}

const countWhere = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;

export function dashboard({ db, clock }: Deps) {
  return async function figures(): Promise<DashboardAnswer> {
    const now = clock.now();
    const [days, [waiting], lowStockSkus] = await Promise.all([
      paidPerDay(db, now),
      db
        .select({
          unpaid: countWhere(
            sql`${orders.status} = ${OrderStatus.Unpaid} and ${orders.payBefore} > ${now.toISOString()}::timestamptz`,
          ),
          toShip: countWhere(sql`${orders.status} = ${OrderStatus.Paid}`),
          toInstall: countWhere(sql`${orders.status} = ${OrderStatus.WaitingForInstall}`),
        })
        .from(orders)
        .where(inArray(orders.status, [OrderStatus.Unpaid, OrderStatus.Paid, OrderStatus.WaitingForInstall])),
      countLowStockSkus(db, LOW_STOCK_BELOW),
    ]);
    const sum = (figures: PaidFigures[]): PaidFigures => ({
      orders: figures.reduce((total, day) => total + day.orders, 0),
      revenue: figures.reduce((total, day) => total + day.revenue, 0),
    });
    return {
      today: sum(days.slice(-1)),
      lastSevenDays: sum(days),
      days,
      unpaid: waiting?.unpaid ?? 0,
      toShip: waiting?.toShip ?? 0,
      toInstall: waiting?.toInstall ?? 0,
      lowStockSkus,
      lowStockBelow: LOW_STOCK_BELOW,
    };
  };
}
export type Dashboard = ReturnType<typeof dashboard>;
