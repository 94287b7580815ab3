import {
  BusinessLine,
  describeSpeedRating,
  FitmentStatus,
  formatThousandsMiles,
  loadCapacity,
  overallDiameterInches,
  type ProductDetail,
  type ProductSku,
  purchaseLimitOf,
  revolutionsPerMile,
  sectionWidthInches,
  speedRating,
  TIRE_CATEGORY_LABELS,
  TIRE_SEASON_LABELS,
  type TireCategory,
  type TireSpecifications,
} from '@tread/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { oeSizeKeys, parseStoredSize, type VehicleLookup } from '../vehicle';
import { fitmentOf, priceBlock, tireFactsOf, topTagOf } from './cards';
import { galleryOf } from './images';
import type { ProductRatingsPort } from './service';
import { brands, categories, products, skus } from './tables';

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof skus.$inferSelect;

const productNotFound = () => refuse('PRODUCT_NOT_FOUND');

function tireSpecs(product: ProductRow, sku: SkuRow): TireSpecifications | null {
  if (!sku.size || sku.loadIndex === null || !sku.speedRating || !product.season) return null;
  const size = parseStoredSize(sku.size);
  const load = loadCapacity(sku.loadIndex);
  const speed = speedRating(sku.speedRating);
  return {
    season: product.season,
    seasonLabel: TIRE_SEASON_LABELS[product.season],
    category: product.tireCategory ?? '',
    categoryLabel: TIRE_CATEGORY_LABELS[product.tireCategory as TireCategory] ?? '',
    loadIndex: { index: sku.loadIndex, kg: load?.kg ?? 0, lb: load?.lb ?? 0 },
    speedRating: {
      symbol: sku.speedRating,
      mph: speed?.mph ?? 0,
      kmh: speed?.kmh ?? 0,
      orAbove: speed?.orAbove ?? false,
      description: speed ? describeSpeedRating(speed) : '',
    },
    utqg: { treadwear: product.treadwear, traction: product.traction, temperature: product.temperature },
    warranty: {
      years: product.warrantyYears ?? 0,
      miles: product.warrantyMiles,
      milesText: product.warrantyMiles ? formatThousandsMiles(product.warrantyMiles) : null,
    },
    runFlat: sku.runFlat,
    xl: sku.xl,
    sidewall: product.sidewall ?? '',
    overallDiameterIn: overallDiameterInches(size),
    sectionWidthIn: sectionWidthInches(size),
    revolutionsPerMile: revolutionsPerMile(size),
  };
}

/** The specifications table as text rows, in the order a tire buyer reads them. */
function specRows(product: ProductRow, tire: TireSpecifications | null, sku: SkuRow) {
  if (!tire) return Object.entries(product.specs).map(([name, value]) => ({ name, value }));
  const { loadIndex: load, speedRating: speed, utqg, warranty } = tire;
  const rows = [
    { name: 'Size', value: sku.size ?? '' },
    { name: 'Load Index', value: `${load.index} (${load.lb.toLocaleString('en-US')} lb / ${load.kg} kg)` },
    { name: 'Speed Rating', value: `${speed.symbol} (${speed.description})` },
    { name: 'Season', value: tire.seasonLabel },
    { name: 'Run-Flat', value: tire.runFlat ? 'Yes' : 'No' },
    { name: 'Sidewall', value: tire.sidewall },
    {
      name: 'Warranty',
      value: [`${warranty.years} years`, warranty.milesText && `${warranty.milesText} miles`]
        .filter(Boolean)
        .join(' / '),
    },
  ];
  if (utqg.treadwear !== null) {
    rows.push({
      name: 'UTQG',
      value: `${utqg.treadwear} ${utqg.traction ?? ''} ${utqg.temperature ?? ''}`.trim(),
    });
  }
  return rows;
}

/** The product page (prod/prod): gallery, sizes, price block, specifications and fitment. */
export function productDetail(db: Database, vehicles: VehicleLookup, ratingsOf: ProductRatingsPort['of']) {
  return async function detail(q: {
    prodId: number;
    skuId?: number | undefined;
    vehicleId?: string | undefined;
  }): Promise<ProductDetail> {
    const vehicle = q.vehicleId ? await vehicles.get(q.vehicleId) : null;
    const vehicleKeys = vehicle ? oeSizeKeys(vehicle) : null;
    const [found] = await db
      .select({ product: products, brandName: brands.name, categoryName: categories.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, q.prodId), eq(products.status, 'active')));
    if (!found) throw productNotFound();
    const [skuRows, rated] = await Promise.all([
      db
        .select()
        .from(skus)
        .where(and(eq(skus.productId, q.prodId), eq(skus.active, true)))
        .orderBy(asc(skus.diameter), asc(skus.width), asc(skus.ratio), asc(skus.price), asc(skus.id)),
      ratingsOf([q.prodId]),
    ]);
    const toSku = (row: SkuRow): ProductSku => ({
      skuId: row.id,
      partyCode: row.partyCode,
      partNumber: row.partNumber,
      ...priceBlock(row),
      purchaseLimit: purchaseLimitOf(row),
      tires: tireFactsOf(row),
      fitment: row.sizeKey ? fitmentOf(row.sizeKey, vehicleKeys) : FitmentStatus.NoCar,
    });
    const skuList = skuRows.map(toSku);
    // The SKU asked for, else the first that fits the vehicle, else the first in stock.
    const chosen =
      (q.skuId === undefined ? undefined : skuRows.find((row) => row.id === q.skuId)) ??
      skuRows.find((row) => row.sizeKey !== null && vehicleKeys?.has(row.sizeKey)) ??
      skuRows.find((row) => row.stock > 0) ??
      skuRows[0];
    if (!chosen || (q.skuId !== undefined && chosen.id !== q.skuId)) throw productNotFound();
    const { product, brandName, categoryName } = found;
    const isTire = product.bizType === BusinessLine.Tire;
    const tire = isTire ? tireSpecs(product, chosen) : null;
    const sku = toSku(chosen);
    const brand = { brandId: product.brandId, brandName };
    return {
      prodId: product.id,
      prodName: product.name,
      bizType: product.bizType,
      prodCardType: isTire ? 'tire' : 'goods',
      brand,
      brandDto: brand,
      categoryId: product.categoryId,
      categoryName,
      description: product.description,
      features: product.features,
      images: galleryOf(product.id, product.image, isTire),
      skuList,
      sku,
      tireSpecs: tire,
      specs: specRows(product, tire, chosen),
      fitment: sku.fitment,
      tireTier: isTire ? product.tier : null,
      prodTopTag: topTagOf(product.tier),
      activityList: [],
      reviews: rated.get(product.id) ?? { count: 0, average: null },
    };
  };
}
