import { BusinessLine, parseTireSize, type TireSeason, tireSizeKey } from '@tread/domain';
import type { Transaction } from '../src/db/client';
import { tireTreadUrl } from '../src/modules/catalog/images';
import { products } from '../src/modules/catalog/tables';
import {
  generateTireSkuChunks,
  MAX_TIRE_SCALE,
  type TireLineSeed,
  type TireSkuSeed,
  tireLinesForScale,
} from './catalog';
import {
  type BrandIds,
  type CategoryIds,
  insertChunked,
  insertJson,
  JSON_ROWS_PER_INSERT,
  seededPopularity,
  setImages,
  snake,
} from './catalog-insert';

/** Tire categories hang under one 'Tires' root, one per kind of driving. */
export const TIRE_CATEGORY_NAMES: Record<string, string> = {
  passenger: 'Passenger Tires',
  touring: 'Touring Tires',
  performance: 'Performance Tires',
  'suv-crossover': 'SUV & Crossover Tires',
  'light-truck': 'Light Truck Tires',
};

const sizeKeys = new Map<string, string>();
/** The search key of a seed size, parsed once per distinct size. */
function sizeKeyOf(size: string): string {
  let key = sizeKeys.get(size);
  if (!key) {
    const parsed = parseTireSize(size);
    if (!parsed.ok) throw new Error(`Seed size ${size} does not parse`);
    key = tireSizeKey(parsed.value);
    sizeKeys.set(size, key);
  }
  return key;
}

/** What a SKU row copies from its product, so a size search reads the skus table alone. */
type ProductFacts = {
  id: number;
  brandId: number;
  season: TireSeason | null;
  tier: number | null;
  popularity: number;
};

async function insertLines(
  tx: Transaction,
  lines: TireLineSeed[],
  ids: { brands: BrandIds; categories: CategoryIds },
  facts: Map<string, ProductFacts>,
): Promise<void> {
  const rows = lines.map((line) => {
    const brand = ids.brands.get(line.brandSlug)!;
    const season = snake<TireSeason>(line.season);
    const name = `${brand.name} ${line.name}`;
    return {
      code: line.slug,
      bizType: BusinessLine.Tire,
      name,
      brandId: brand.id,
      categoryId: ids.categories.get(`tires-${line.category}`)!.id,
      season,
      tireCategory: snake(line.category),
      tier: line.tier,
      treadwear: line.treadwear,
      traction: line.traction,
      temperature: line.temperature,
      warrantyMiles: line.warrantyMiles,
      warrantyYears: line.warrantyYears,
      sidewall: line.sidewall,
      description: line.description,
      features: line.features,
      // The art's URL names the product's id: set right after the insert.
      image: '',
      popularity: seededPopularity(line.slug, brand.tier, line.tier),
      searchText: `${name} ${line.season.replace(/-/g, ' ')} ${TIRE_CATEGORY_NAMES[line.category] ?? ''}`,
    };
  });
  await insertChunked(rows, async (chunk) => {
    const saved = await tx.insert(products).values(chunk).returning({
      id: products.id,
      code: products.code,
      brandId: products.brandId,
      season: products.season,
      tier: products.tier,
      popularity: products.popularity,
    });
    for (const { code, ...row } of saved) facts.set(code, row);
    await setImages(
      tx,
      saved.map(({ id }) => ({ id, image: tireTreadUrl(id) })),
    );
  });
}

const SKU_COLUMNS = {
  product_id: 'int',
  party_code: 'text',
  part_number: 'text',
  size: 'text',
  size_key: 'text',
  width: 'real',
  ratio: 'real',
  diameter: 'real',
  load_index: 'int',
  speed_rating: 'text',
  run_flat: 'boolean',
  xl: 'boolean',
  price: 'int',
  map_price: 'int',
  list_price: 'int',
  stock: 'int',
  weight_lb: 'real',
  biz_type: 'int',
  brand_id: 'int',
  season: 'text',
  tier: 'int',
  popularity: 'int',
} as const;

const skuRow = (sku: TireSkuSeed, line: ProductFacts): Record<keyof typeof SKU_COLUMNS, unknown> => ({
  product_id: line.id,
  party_code: sku.partyCode,
  part_number: sku.partNumber,
  size: sku.size,
  size_key: sizeKeyOf(sku.size),
  width: sku.width,
  ratio: sku.ratio,
  diameter: sku.diameter,
  load_index: sku.loadIndex,
  speed_rating: sku.speedRating,
  run_flat: sku.runFlat,
  xl: sku.xl,
  price: sku.priceCents,
  map_price: sku.mapPriceCents,
  list_price: sku.listPriceCents,
  stock: sku.stock,
  weight_lb: sku.weightLb,
  biz_type: BusinessLine.Tire,
  brand_id: line.brandId,
  season: line.season,
  tier: line.tier,
  popularity: line.popularity,
});

/**
 * Tire lines and their SKUs at `scale`. A line becomes a product when its first SKU arrives, so
 * every product has SKUs; lines are looked up in a larger scale's list, which holds every line
 * the generator may reach for.
 */
export async function seedTires(
  tx: Transaction,
  scale: number,
  ids: { brands: BrandIds; categories: CategoryIds },
): Promise<void> {
  const known = new Map(
    tireLinesForScale(Math.min(MAX_TIRE_SCALE, scale * 2)).map((line) => [line.slug, line]),
  );
  const facts = new Map<string, ProductFacts>();
  for (const chunk of generateTireSkuChunks(scale, JSON_ROWS_PER_INSERT)) {
    const newSlugs = [...new Set(chunk.map((sku) => sku.lineSlug))].filter((slug) => !facts.has(slug));
    const newLines = newSlugs.map((slug) => {
      const line = known.get(slug);
      if (!line) throw new Error(`Tire seed has SKUs of an unknown line ${slug}`);
      return line;
    });
    if (newLines.length > 0) await insertLines(tx, newLines, ids, facts);
    await insertJson(
      tx,
      'skus',
      SKU_COLUMNS,
      chunk.map((sku) => skuRow(sku, facts.get(sku.lineSlug)!)),
    );
  }
}
