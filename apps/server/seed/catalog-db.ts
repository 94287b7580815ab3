import { BusinessLine } from '@tread/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../src/db/client';
import { partArtUrl } from '../src/modules/catalog/images';
import { brands, categories, products, skus } from '../src/modules/catalog/tables';
import { stations } from '../src/modules/station/tables';
import { plates } from '../src/modules/vehicle/tables';
import {
  brands as brandSeeds,
  partCategories,
  parts,
  plates as plateSeeds,
  shops,
  vehicles as vehicleSeeds,
} from './catalog';
import {
  type BrandIds,
  type CategoryIds,
  insertChunked,
  insertJson,
  seededPopularity,
  setImages,
} from './catalog-insert';
import { seedTires, TIRE_CATEGORY_NAMES } from './catalog-tires';

// Any constant: instances starting together seed the catalog once.
const SEED_LOCK_ID = 731_600_004;

async function seedCategories(tx: Transaction): Promise<CategoryIds> {
  const ids: CategoryIds = new Map();
  const [tires] = await tx
    .insert(categories)
    .values({ slug: 'tires', name: 'Tires', icon: 'circle-dot', bizType: BusinessLine.Tire })
    .returning({ id: categories.id });
  const tireRows = Object.entries(TIRE_CATEGORY_NAMES).map(([kind, name], sortOrder) => ({
    slug: `tires-${kind}`,
    name,
    icon: 'circle-dot',
    parentId: tires!.id,
    bizType: BusinessLine.Tire,
    sortOrder,
  }));
  for (const row of await tx.insert(categories).values(tireRows).returning()) {
    ids.set(row.slug, { id: row.id });
  }
  // Parents come before their children in the seed, so one pass resolves every parent.
  for (const [sortOrder, category] of partCategories.entries()) {
    const parent = category.parentSlug ? ids.get(category.parentSlug) : undefined;
    const [row] = await tx
      .insert(categories)
      .values({
        slug: category.slug,
        name: category.name,
        icon: category.icon,
        parentId: parent?.id ?? null,
        bizType: BusinessLine.Goods,
        sortOrder,
      })
      .returning({ id: categories.id });
    ids.set(category.slug, { id: row!.id });
  }
  return ids;
}

async function seedParts(tx: Transaction, brandIds: BrandIds, categoryIds: CategoryIds): Promise<void> {
  await insertChunked(parts, async (chunk) => {
    const saved = await tx
      .insert(products)
      .values(
        chunk.map((part) => {
          const brand = brandIds.get(part.brandSlug)!;
          const category = categoryIds.get(part.categorySlug)!;
          return {
            code: part.partyCode,
            bizType: BusinessLine.Goods,
            name: part.name,
            brandId: brand.id,
            categoryId: category.id,
            description: part.description,
            specs: part.specs,
            // The art's URL names the product's id: set right after the insert.
            image: '',
            popularity: seededPopularity(part.partyCode, brand.tier, 0),
            searchText: `${part.name} ${brand.name} ${part.partNumber} ${part.categorySlug.replace(/-/g, ' ')}`,
          };
        }),
      )
      .returning({ id: products.id, brandId: products.brandId, popularity: products.popularity });
    await setImages(
      tx,
      saved.map(({ id }) => ({ id, image: partArtUrl(id) })),
    );
    await tx.insert(skus).values(
      chunk.map((part, index) => ({
        productId: saved[index]!.id,
        partyCode: part.partyCode,
        partNumber: part.partNumber,
        price: part.priceCents,
        listPrice: part.listPriceCents,
        stock: part.stock,
        bizType: BusinessLine.Goods,
        brandId: saved[index]!.brandId,
        popularity: saved[index]!.popularity,
      })),
    );
  });
}

const VEHICLE_COLUMNS = {
  id: 'text',
  year: 'int',
  make: 'text',
  model: 'text',
  trim: 'text',
  engine: 'text',
  body_type: 'text',
  front_size: 'text',
  rear_size: 'text',
  optional_sizes: 'jsonb',
};

async function seedVehiclesAndStations(tx: Transaction): Promise<void> {
  const vehicleRows = vehicleSeeds.map((v) => ({
    id: v.id,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    engine: v.engine,
    body_type: v.bodyType,
    front_size: v.frontSize,
    rear_size: v.rearSize,
    optional_sizes: v.optionalSizes,
  }));
  await insertJson(tx, 'vehicles', VEHICLE_COLUMNS, vehicleRows);
  await tx.insert(plates).values(plateSeeds);
  await insertChunked(shops, (chunk) =>
    tx
      .insert(stations)
      .values(
        chunk.map(({ id, address1, reviewCount, ...shop }) => ({ code: id, address1, reviewCount, ...shop })),
      ),
  );
}

/**
 * Brands, categories, tire lines with their SKUs (scale 1 is the real catalog), parts, vehicles, plates
 * and stations — only into an empty catalog, in one transaction, so a restart finds it whole or not at all.
 */
export async function seedCatalog(db: Database, scale: number): Promise<void> {
  const [present] = await db.select({ id: brands.id }).from(brands).limit(1);
  if (present) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [again] = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (again) return;
    const brandIds: BrandIds = new Map();
    const savedBrands = await tx
      .insert(brands)
      .values(
        brandSeeds.map(({ slug, name, country, tier, blurb }) => ({ slug, name, country, tier, blurb })),
      )
      .returning();
    for (const brand of savedBrands) brandIds.set(brand.slug, brand);
    const categoryIds = await seedCategories(tx);
    await seedTires(tx, scale, { brands: brandIds, categories: categoryIds });
    await seedParts(tx, brandIds, categoryIds);
    await seedVehiclesAndStations(tx);
  });
  // After a bulk load: statistics for the planner, the visibility map for index-only scans, and the
  // trigram index's pending list merged (until then PostgreSQL will not choose that index).
  await db.execute(sql`vacuum analyze brands, categories, products, skus, vehicles, plates, stations`);
}
