import type {
  AdminProductDetail,
  AdminProductFilters,
  AdminProductPage,
  AdminProductRow,
} from '@tread/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { likeLiteral } from '../../platform/like';
import { pageAnswer } from '../../platform/paging';
import { adminSkuColumns, toAdminSku } from './admin-sku';
import { brands, categories, products, skus } from './tables';

const productColumns = {
  productId: products.id,
  code: products.code,
  name: products.name,
  bizType: products.bizType,
  brandId: products.brandId,
  brandName: brands.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  active: sql<boolean>`${products.status} = 'active'`,
  tier: products.tier,
  image: products.image,
};
type SkuSummary = Pick<AdminProductRow, 'skuCount' | 'minPrice' | 'maxPrice' | 'totalStock'>;
type ProductFacts = Omit<AdminProductRow, keyof SkuSummary>;

function filtersOf(f: AdminProductFilters): SQL | undefined {
  const q = f.q;
  // A name's any part (trigram index), or a whole SKU code or part number (their unique and upper() indexes).
  const bySkuCode = q
    ? sql`${products.id} in (select ${skus.productId} from ${skus} where ${skus.partyCode} = ${q}
        or upper(${skus.partNumber}) = ${q.toUpperCase()})`
    : undefined;
  return and(
    q ? or(ilike(products.name, `%${likeLiteral(q)}%`), bySkuCode) : undefined,
    f.brandId === undefined ? undefined : eq(products.brandId, f.brandId),
    f.categoryId === undefined ? undefined : eq(products.categoryId, f.categoryId),
    f.active === undefined ? undefined : eq(products.status, f.active ? 'active' : 'removed'),
  );
}

/** Count, price range and stock of each product's SKUs, for one page of products. */
async function skuSummaries(db: Database, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, SkuSummary>();
  const rows = await db
    .select({
      productId: skus.productId,
      skuCount: sql<number>`count(*)::int`,
      minPrice: sql<number>`min(${skus.price})::int`,
      maxPrice: sql<number>`max(${skus.price})::int`,
      totalStock: sql<number>`sum(${skus.stock})::int`,
    })
    .from(skus)
    .where(inArray(skus.productId, productIds))
    .groupBy(skus.productId);
  return new Map(rows.map(({ productId, ...summary }) => [productId, summary]));
}

const withSummary = (product: ProductFacts, summary: SkuSummary | undefined): AdminProductRow => ({
  ...product,
  skuCount: summary?.skuCount ?? 0,
  minPrice: summary?.minPrice ?? null,
  maxPrice: summary?.maxPrice ?? null,
  totalStock: summary?.totalStock ?? 0,
});

/** The console's product list and product page: every product, on sale or not, newest first. */
export function adminProductReads(db: Database) {
  async function list(f: AdminProductFilters): Promise<AdminProductPage> {
    const where = filtersOf(f);
    const [page, total] = await Promise.all([
      db
        .select(productColumns)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(desc(products.id))
        .limit(f.size)
        .offset((f.current - 1) * f.size),
      db.$count(products, where),
    ]);
    const summaries = await skuSummaries(
      db,
      page.map((row) => row.productId),
    );
    return pageAnswer(
      page.map((row) => withSummary(row, summaries.get(row.productId))),
      total,
      f,
    );
  }

  async function detail(productId: number): Promise<AdminProductDetail> {
    const [product] = await db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, productId));
    if (!product) throw refuse('PRODUCT_NOT_FOUND');
    const skuRows = await db
      .select(adminSkuColumns)
      .from(skus)
      .where(eq(skus.productId, productId))
      .orderBy(asc(skus.diameter), asc(skus.width), asc(skus.ratio), asc(skus.id));
    const summary = (await skuSummaries(db, [productId])).get(productId);
    return { ...withSummary(product, summary), skus: skuRows.map(toAdminSku) };
  }

  return { list, detail };
}
