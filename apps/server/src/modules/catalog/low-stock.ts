import { and, count, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skus } from './tables';

/** SKUs on sale with fewer than `below` pieces left: the console's dashboard figure (issue 13). */
export async function countLowStockSkus(db: Database, below: number): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(skus)
    .where(and(eq(skus.active, true), lt(skus.stock, below)));
  return counted?.n ?? 0;
}
