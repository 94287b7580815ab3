import type { OfferSku } from '@tread/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { tireColumns, tireFactsOf } from './cards';
import { brands, products, skus } from './tables';

/** The SKU and product facts a cart or an order line is built from, as they are now. */
const skuFactsColumns = {
  skuId: skus.id,
  prodId: products.id,
  prodName: products.name,
  brandName: brands.name,
  brandId: products.brandId,
  categoryId: products.categoryId,
  bizType: products.bizType,
  image: products.image,
  partyCode: skus.partyCode,
  ...tireColumns,
  tier: skus.tier,
  season: skus.season,
  price: skus.price,
  stock: skus.stock,
  purchaseLimit: skus.purchaseLimit,
  available: sql<boolean>`(${skus.active} and ${products.status} = 'active')`,
};

export type SkuFacts = Awaited<ReturnType<typeof selectSkuFacts>>[number];

function selectSkuFacts(db: Database | Transaction, skuIds: number[]) {
  return (
    db
      .select(skuFactsColumns)
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(sql`${skus.id} = any(${sql.param(skuIds)}::int[])`)
      // Every cart and checkout asks this: one text for any number of SKUs, planned once per connection.
      .prepare('sku_facts')
      .execute()
  );
}

/** The facts of each SKU asked about, by id; unknown ids are left out. */
export async function skuFactsById(
  db: Database | Transaction,
  skuIds: number[],
): Promise<Map<number, SkuFacts>> {
  if (skuIds.length === 0) return new Map();
  const rows = await selectSkuFacts(db, [...new Set(skuIds)]);
  return new Map(rows.map((row) => [row.skuId, row]));
}

/** '225/45R17 94W' for a tire (the catalog card's size plus the service description); null for a part. */
export function displaySizeOf(facts: SkuFacts): string | null {
  const tire = tireFactsOf(facts);
  if (!tire) return null;
  const service = `${facts.loadIndex ?? ''}${facts.speedRating ?? ''}`;
  return service ? `${tire.displaySize} ${service}` : tire.displaySize;
}

/** The SKU a flash sale or group buy is on, as its cards show it. */
export const offerSkuOf = (facts: SkuFacts): OfferSku => ({
  prodId: facts.prodId,
  skuId: facts.skuId,
  prodName: facts.prodName,
  brandName: facts.brandName,
  image: facts.image,
  bizType: facts.bizType,
  displaySize: displaySizeOf(facts),
});
