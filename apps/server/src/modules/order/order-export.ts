import {
  type AdminOrderFilters,
  centsToDollarsString,
  DELIVERY_TYPE_LABELS,
  formatLaDate,
  formatLaTime,
  isoCalendarDate,
  laCalendarDate,
  ORDER_EXPORT_ROW_CAP,
  ORDER_STATUS_LABELS,
} from '@tread/domain';
import { stringify } from 'csv-stringify/sync';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../account';
import { effectiveStatusSql } from './order-list';
import { staffOrderWhere } from './staff-order-filters';
import { orderItems, orders } from './tables';

/** The filtered order list as a CSV file: money in dollars, days and times in Los Angeles (issue 13). */

const HEADER = [
  'Order number',
  'Placed (MM/DD/YYYY)',
  'Placed at (LA)',
  'Status',
  'Customer e-mail',
  'Delivery',
  'Installer / pick-up point',
  'Ship to',
  'Items',
  'Pieces',
  'Items total ($)',
  'Shipping ($)',
  'Sales tax ($)',
  'Total ($)',
  'Paid (MM/DD/YYYY)',
  'Shipped (MM/DD/YYYY)',
];

const day = (time: Date | null): string => (time ? formatLaDate(time) : '');

export type OrderExport = { csv: string; truncated: boolean; fileName: string };

/** At most ORDER_EXPORT_ROW_CAP orders, newest first; `truncated` says more matched. */
export async function exportOrders(
  db: Database,
  filters: AdminOrderFilters,
  now: Date,
): Promise<OrderExport> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: effectiveStatusSql(now),
      email: users.email,
      deliveryType: orders.deliveryType,
      stationId: orders.stationId,
      destination: orders.destination,
      amounts: orders.amounts,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      items: sql<string>`(select string_agg(${orderItems.prodName} || ' x' || ${orderItems.count}, '; ' order by ${orderItems.id}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      pieces: sql<number>`(select coalesce(sum(${orderItems.count}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(staffOrderWhere(filters, now))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_EXPORT_ROW_CAP + 1);
  const records = rows.slice(0, ORDER_EXPORT_ROW_CAP).map((row) => {
    const { destination: to, amounts } = row;
    return [
      row.orderNumber,
      formatLaDate(row.createdAt),
      formatLaTime(row.createdAt),
      ORDER_STATUS_LABELS[row.status],
      row.email,
      DELIVERY_TYPE_LABELS[row.deliveryType] ?? '',
      row.stationId === null ? '' : to.name,
      `${to.city}, ${to.state} ${to.zip}`,
      row.items ?? '',
      row.pieces,
      centsToDollarsString(amounts.itemTotal),
      centsToDollarsString(amounts.shippingFee),
      centsToDollarsString(amounts.salesTax),
      centsToDollarsString(amounts.total),
      day(row.paidAt),
      day(row.shippedAt),
    ];
  });
  // A cell that starts like a formula is written as text, so a spreadsheet never runs it.
  const csv = stringify([HEADER, ...records], { escape_formulas: true, record_delimiter: 'windows' });
  return {
    csv,
    truncated: rows.length > ORDER_EXPORT_ROW_CAP,
    fileName: `orders-${isoCalendarDate(laCalendarDate(now))}.csv`,
  };
}
