import {
  ProductSort,
  parseTireSize,
  type TextSearchAnswer,
  type TireSearchAnswer,
  type TireSearchQuery,
  tireSizeKey,
} from '@tread/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCardPage } from './product-cards';

const NO_FILTERS = {
  brandIds: [],
  seasons: [],
  speedRatings: [],
  priceRanges: [],
  tiers: [],
  rebateIds: [],
  cashBackIds: [],
  extraCouponIds: [],
  loadIndexMin: undefined,
  runFlat: undefined,
};

/**
 * Text search (search-prod-show): a typed tire size lists that size's tires; anything else matches
 * names, brands, categories and seasons by trigram word similarity (so 'michelin defendr' finds the
 * Defender2), and part numbers or SKU codes exactly.
 */
export function textSearch(db: Database, bySize: (q: TireSearchQuery) => Promise<TireSearchAnswer>) {
  return async function search(q: {
    prodName: string;
    vehicleId?: string | undefined;
    current: number;
    size: number;
  }): Promise<TextSearchAnswer> {
    const size = parseTireSize(q.prodName);
    if (size.ok) {
      const found = await bySize({
        ...NO_FILTERS,
        tireSize: size.value,
        vehicleId: q.vehicleId,
        sort: ProductSort.Asc,
        current: q.current,
        size: q.size,
      });
      const { records, total, current, size: pageSize, pages, hasMore } = found;
      return { records, total, current, size: pageSize, pages, hasMore, sizeMatch: tireSizeKey(size.value) };
    }
    const code = q.prodName.toUpperCase();
    const page = await productCardPage(
      db,
      sql`
        select id, max(score) as score from (
          select p.id, word_similarity(${q.prodName}, p.search_text) as score
          from products p where p.status = 'active' and ${q.prodName} <% p.search_text
          union all
          select skus.product_id, 2 from skus where upper(skus.part_number) = ${code} or skus.party_code = ${code}
        ) hits group by id`,
      'relevance',
      q,
    );
    return { ...page, sizeMatch: null };
  };
}
