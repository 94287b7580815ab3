import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { reviews } from './tables';

/** Which items of these orders have their review: the order detail's 'reviewed' marks. */
export async function reviewedItems(db: Database | Transaction, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: reviews.itemId })
    .from(reviews)
    .where(inArray(reviews.orderId, orderIds));
  return new Set(rows.map((row) => row.itemId));
}
