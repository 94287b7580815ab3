import {
  BusinessLine,
  displaySize,
  FitmentStatus,
  type ProductCard,
  TIRE_TIER_LABELS,
  type TireFacts,
  type TireSeason,
  type TireTier,
} from '@tread/domain';
import { brands, categories, products, skus } from './tables';

/** The columns a tire's size and service description are read from (tireFactsOf). */
export const tireColumns = {
  size: skus.size,
  sizeKey: skus.sizeKey,
  width: skus.width,
  ratio: skus.ratio,
  diameter: skus.diameter,
  loadIndex: skus.loadIndex,
  speedRating: skus.speedRating,
  runFlat: skus.runFlat,
  xl: skus.xl,
};

/** The columns a product card is built from; every card query selects exactly these. */
export const cardColumns = {
  skuId: skus.id,
  partyCode: skus.partyCode,
  partNumber: skus.partNumber,
  ...tireColumns,
  price: skus.price,
  mapPrice: skus.mapPrice,
  listPrice: skus.listPrice,
  stock: skus.stock,
  season: skus.season,
  tier: skus.tier,
  prodId: products.id,
  prodName: products.name,
  bizType: products.bizType,
  image: products.image,
  brandId: brands.id,
  brandName: brands.name,
  categoryName: categories.name,
};

type SkuPriceRow = { price: number; mapPrice: number | null; listPrice: number; stock: number };
export type TireRow = {
  size: string | null;
  sizeKey: string | null;
  width: number | null;
  ratio: number | null;
  diameter: number | null;
  loadIndex: number | null;
  speedRating: string | null;
  runFlat: boolean;
  xl: boolean;
  season: TireSeason | null;
};
export type CardRow = SkuPriceRow &
  TireRow & {
    skuId: number;
    partyCode: string;
    partNumber: string;
    tier: number | null;
    prodId: number;
    prodName: string;
    bizType: BusinessLine;
    image: string;
    brandId: number;
    brandName: string;
    categoryName: string;
  };

/** The price block of SPEC §3; the MAP rule hides a price advertised below the minimum advertised price. */
export function priceBlock(row: SkuPriceRow) {
  const hidden = row.mapPrice !== null && row.mapPrice > row.price;
  return {
    price: row.price,
    priceSettle: row.price,
    oriPriceSettle: row.listPrice,
    mapPrice: row.mapPrice,
    extraCouponPrice: null,
    memberPrice: null,
    showPrice: !hidden,
    showMapPrice: hidden,
    totalStocks: row.stock,
    soldOut: row.stock <= 0,
  };
}

/** The sidewall facts of a tire SKU, or null for a part. */
export function tireFactsOf(row: TireRow): TireFacts | null {
  const { size, sizeKey, width, ratio, diameter, loadIndex, speedRating, season } = row;
  if (size === null || sizeKey === null || width === null || ratio === null || diameter === null) return null;
  // Flotation keys ('33x12.50R15') are their own display form; metric ones are width/ratioRdiameter.
  const display = sizeKey.includes('x') ? sizeKey : displaySize({ width, ratio, diameter });
  return {
    size,
    displaySize: display,
    sizeKey,
    loadIndex: loadIndex ?? 0,
    speedRating: speedRating ?? '',
    runFlat: row.runFlat,
    xl: row.xl,
    season: season ?? 'all_season',
  };
}

/** Fit when the SKU's size is one of the vehicle's OE sizes; no car when none was given. */
export function fitmentOf(
  sizeKey: string | null,
  vehicleSizeKeys: ReadonlySet<string> | null,
): FitmentStatus {
  if (!vehicleSizeKeys) return FitmentStatus.NoCar;
  return sizeKey !== null && vehicleSizeKeys.has(sizeKey) ? FitmentStatus.Fit : FitmentStatus.NotFit;
}

export const topTagOf = (tier: number | null): string | null =>
  tier ? (TIRE_TIER_LABELS[tier as TireTier] ?? null) : null;

export function toCard(
  row: CardRow,
  vehicleSizeKeys: ReadonlySet<string> | null,
  rearSku: ProductCard['rearSku'] = null,
): ProductCard {
  const isTire = row.bizType === BusinessLine.Tire;
  return {
    prodId: row.prodId,
    skuId: row.skuId,
    prodName: row.prodName,
    partyCode: row.partyCode,
    partNumber: row.partNumber,
    bizType: row.bizType,
    prodCardType: isTire ? 'tire' : 'goods',
    brand: { brandId: row.brandId, brandName: row.brandName },
    categoryName: row.categoryName,
    pic: row.image,
    ...priceBlock(row),
    flashSaleStatus: null,
    tireTier: isTire ? row.tier : null,
    topTag: topTagOf(row.tier),
    couponTag: null,
    activityList: [],
    tires: tireFactsOf(row),
    fitment: isTire ? fitmentOf(row.sizeKey, vehicleSizeKeys) : FitmentStatus.NoCar,
    recommendProduct: Boolean(row.tier),
    rearSku,
    // The review module's rating is added with the promotions, as the card leaves the catalog (service.ts).
    rating: null,
  };
}
