import {
  type AdminOrderFilters,
  BusinessLine,
  laDayBounds,
  ORDER_DEADLINES,
  OrderBusinessLine,
  type OrderStatus,
  statusAfter,
  statusesAllowing,
} from '@tread/domain';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { likeLiteral } from '../../platform/like';
import { users } from '../account';
import { effectiveStatusSql } from './order-list';
import { orderItems, orders } from './tables';

/** The console's order filters as SQL, each able to use an index so the list stays fast at 100,000 orders. */

/**
 * Orders showing `status` now: stored in it, or in a status a passed deadline moves to it. The stored
 * statuses come first so the (status, created_at) index narrows the rows before the deadline check.
 */
function statusMatch(status: OrderStatus, now: Date): SQL | undefined {
  const stored = new Set<OrderStatus>([status]);
  for (const { action } of ORDER_DEADLINES) {
    if (statusAfter(action) === status) for (const from of statusesAllowing(action)) stored.add(from);
  }
  return and(inArray(orders.status, [...stored]), eq(effectiveStatusSql(now), status));
}

const hasItemOf = (bizType: BusinessLine): SQL =>
  sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.bizType} = ${bizType})`;

function businessLineMatch(line: OrderBusinessLine | undefined): SQL | undefined {
  switch (line) {
    case OrderBusinessLine.Tires:
      return hasItemOf(BusinessLine.Tire);
    case OrderBusinessLine.Parts:
      return hasItemOf(BusinessLine.Goods);
    case OrderBusinessLine.Services:
      return sql`jsonb_array_length(${orders.services}) > 0`;
    default:
      return undefined;
  }
}

/**
 * A customer's e-mail (whole, when the keyword holds '@'), else the start of an order number or any part
 * of a product name. The two halves are a union so each uses its own index (text_pattern_ops, trigram).
 */
function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  if (keyword.includes('@')) {
    return sql`${orders.userId} = (select ${users.id} from ${users} where ${users.email} = ${keyword.toLowerCase()})`;
  }
  const escaped = likeLiteral(keyword);
  return sql`${orders.id} in (
    select ${orders.id} from ${orders} where ${orders.orderNumber} like ${`${escaped}%`}
    union
    select ${orderItems.orderId} from ${orderItems} where ${orderItems.prodName} ilike ${`%${escaped}%`})`;
}

export function staffOrderWhere(filters: AdminOrderFilters, now: Date): SQL | undefined {
  return and(
    filters.status === undefined ? undefined : statusMatch(filters.status, now),
    filters.from ? gte(orders.createdAt, laDayBounds(filters.from).start) : undefined,
    filters.to ? lt(orders.createdAt, laDayBounds(filters.to).end) : undefined,
    filters.deliveryType === undefined ? undefined : eq(orders.deliveryType, filters.deliveryType),
    filters.stationId === undefined ? undefined : eq(orders.stationId, filters.stationId),
    businessLineMatch(filters.businessLine),
    keywordMatch(filters.keyword),
  );
}
