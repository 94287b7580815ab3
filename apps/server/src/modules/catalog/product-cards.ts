import { type ProductPage, ProductSort } from '@tread/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { type CardRow, toCard } from './cards';

/** The order of a product list; 'relevance' is text search's similarity score. */
export type ProductOrder = ProductSort | 'relevance';

const ORDER: Record<ProductOrder, SQL> = {
  relevance: sql`h.score desc, p.popularity desc, p.id`,
  [ProductSort.PriceAsc]: sql`s.price, p.id`,
  [ProductSort.PriceDesc]: sql`s.price desc, p.id`,
  [ProductSort.Asc]: sql`(s.stock = 0), (coalesce(p.tier, 0) = 0), p.popularity desc, s.price, p.id`,
  [ProductSort.Desc]: sql`p.popularity desc, s.price, p.id`,
};

type PageRow = CardRow & { total: number };

/**
 * One card per product (its cheapest active SKU), in one statement: `candidates` selects (id, score)
 * of the products to list, and a window count gives the total beside the page.
 */
export async function productCardPage(
  db: Database,
  candidates: SQL,
  order: ProductOrder,
  page: { current: number; size: number },
): Promise<ProductPage> {
  const rows = await selectRows<PageRow>(
    db,
    sql`
    with h as (${candidates})
    select s.id as "skuId", s.party_code as "partyCode", s.part_number as "partNumber", s.size, s.size_key as "sizeKey",
           s.width, s.ratio, s.diameter, s.load_index as "loadIndex", s.speed_rating as "speedRating",
           s.run_flat as "runFlat", s.xl, s.price, s.map_price as "mapPrice", s.list_price as "listPrice", s.stock,
           s.season, s.tier, p.id as "prodId", p.name as "prodName", p.biz_type as "bizType", p.image,
           b.id as "brandId", b.name as "brandName", c.name as "categoryName", (count(*) over ())::int as total
    from h
    join products p on p.id = h.id and p.status = 'active'
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    join lateral (
      select * from skus where skus.product_id = p.id and skus.active order by skus.price, skus.id limit 1
    ) s on true
    order by ${ORDER[order]}
    limit ${page.size} offset ${(page.current - 1) * page.size}`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    records: rows.map(({ total: _total, ...row }) => toCard(row, null)),
    total,
    current: page.current,
    size: page.size,
    pages: Math.ceil(total / page.size),
    hasMore: page.current * page.size < total,
  };
}
