import {
  parseTireSize,
  type TireSize,
  type TireSizeCountAnswer,
  type TireSizeOptionsAnswer,
  tireSizeKey,
} from '@tread/domain';
import { and, countDistinct, count as countRows, eq, inArray, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { skus } from './tables';

const ascending = (values: Iterable<number>): number[] => [...new Set(values)].sort((a, b) => a - b);

/** How many products and SKUs each size has, and the size pickers' choices. */
export function catalogSizes(db: Database) {
  /** Distinct size keys by skipping through the size index (about one probe per size, not per SKU). */
  async function carriedSizeKeys(): Promise<string[]> {
    const rows = await selectRows<{ key: string }>(
      db,
      sql`
      with recursive keys as (
        (select size_key as key from skus where active and size_key is not null order by size_key limit 1)
        union all
        select (select s.size_key from skus s where s.active and s.size_key > keys.key order by s.size_key limit 1)
        from keys where keys.key is not null)
      select key from keys where key is not null`,
    );
    return rows.map((row) => row.key);
  }

  return {
    async countForSize(size: TireSize): Promise<TireSizeCountAnswer> {
      const sizeKey = tireSizeKey(size);
      const [row] = await db
        .select({ prodCnt: countDistinct(skus.productId), skuCnt: countRows() })
        .from(skus)
        .where(and(eq(skus.active, true), eq(skus.sizeKey, sizeKey)));
      return { sizeKey, displaySize: sizeKey, prodCnt: row?.prodCnt ?? 0, skuCnt: row?.skuCnt ?? 0 };
    },

    /** SKU counts of several sizes at once (a vehicle's OE sizes). */
    async skuCounts(sizeKeys: string[]): Promise<Map<string, number>> {
      if (sizeKeys.length === 0) return new Map();
      const rows = await db
        .select({ sizeKey: skus.sizeKey, n: countRows() })
        .from(skus)
        .where(and(eq(skus.active, true), inArray(skus.sizeKey, sizeKeys)))
        .groupBy(skus.sizeKey);
      return new Map(rows.map((row) => [row.sizeKey ?? '', row.n]));
    },

    /** Metric sizes only: widths; with a width its ratios; with both, the rim diameters. */
    async options(width?: number, ratio?: number): Promise<TireSizeOptionsAnswer> {
      const metric = (await carriedSizeKeys()).flatMap((key) => {
        const parsed = parseTireSize(key);
        return parsed.ok && parsed.value.kind === 'metric' ? [parsed.value] : [];
      });
      const ofWidth = metric.filter((size) => size.width === width);
      return {
        widths: ascending(metric.map((size) => size.width)),
        ratios: width === undefined ? [] : ascending(ofWidth.map((size) => size.ratio)),
        diameters:
          width === undefined || ratio === undefined
            ? []
            : ascending(ofWidth.filter((size) => size.ratio === ratio).map((size) => size.diameter)),
      };
    },
  };
}
export type CatalogSizes = ReturnType<typeof catalogSizes>;
