import {
  BusinessLine,
  type ProductCard,
  type ProductDetail,
  type ProductSku,
  type TireFacts,
  type VehicleInfo,
} from '@tread/domain';

/** The small catalog of web tests: search cards, one tire product with two sizes, and the SKUs carts hold. */

const facts = (
  size: string,
  loadIndex: number,
  speedRating: string,
  season: TireFacts['season'],
): TireFacts => ({
  size,
  displaySize: size,
  sizeKey: size,
  loadIndex,
  speedRating,
  runFlat: false,
  xl: false,
  season,
});

const price = (cents: number, was: number, map: number | null = null) => ({
  price: cents,
  priceSettle: cents,
  oriPriceSettle: was,
  mapPrice: map,
  extraCouponPrice: null,
  memberPrice: null,
  showPrice: map === null || map <= cents,
  showMapPrice: map !== null && map > cents,
});

export function tireCard(
  changes: Partial<ProductCard> & Pick<ProductCard, 'prodId' | 'skuId' | 'prodName'>,
): ProductCard {
  return {
    partyCode: `T${changes.prodId}`,
    partNumber: String(30_000 + changes.prodId),
    bizType: 7,
    prodCardType: 'tire',
    brand: { brandId: 1, brandName: 'Michelin' },
    categoryName: 'Touring Tires',
    pic: '/api/catalog/art/tire/7/tread.svg?v=1',
    ...price(22_399, 27_399),
    totalStocks: 20,
    soldOut: false,
    flashSaleStatus: null,
    tireTier: 0,
    topTag: null,
    couponTag: null,
    activityList: [],
    tires: facts('225/45R17', 91, 'H', 'all_season'),
    fitment: 2,
    recommendProduct: false,
    rearSku: null,
    rating: null,
    ...changes,
  };
}

export const cards: ProductCard[] = [
  tireCard({
    prodId: 7,
    skuId: 457,
    prodName: 'Michelin Premier A/S',
    tireTier: 3,
    topTag: 'free_install',
    totalStocks: 4,
  }),
  tireCard({
    prodId: 12,
    skuId: 610,
    prodName: 'Continental ExtremeContact DWS06 Plus',
    brand: { brandId: 12, brandName: 'Continental' },
    ...price(18_999, 18_999),
    tireTier: 1,
    topTag: 'best_rated',
    tires: facts('225/45R17', 94, 'W', 'all_season'),
    rating: { average: 4.6, count: 128 },
  }),
  tireCard({
    prodId: 9,
    skuId: 505,
    prodName: 'Michelin X-Ice Snow',
    ...price(19_199, 23_999, 21_599),
    tires: facts('225/45R17', 94, 'H', 'winter'),
  }),
];

/** A SKU as the test server keeps it: what carts, checkout and the product page read. */
export interface CatalogSku {
  skuId: number;
  prodId: number;
  prodName: string;
  brandName: string;
  bizType: BusinessLine;
  displaySize: string | null;
  /** The tire's tier tag (3 and 4 are installed free); null for parts. */
  tier: number | null;
  /** Cents. */
  price: number;
  stock: number;
  purchaseLimit: number;
  available: boolean;
  hasShopDelivery: boolean;
  hasUserPickUp: boolean;
  hasCityDelivery: boolean;
}

const tireSku = (changes: Omit<CatalogSku, 'bizType' | 'available' | 'hasShopDelivery'>): CatalogSku => ({
  bizType: BusinessLine.Tire,
  available: true,
  hasShopDelivery: true,
  ...changes,
});

const partSku = (
  changes: Omit<
    CatalogSku,
    'bizType' | 'displaySize' | 'tier' | 'available' | 'hasShopDelivery' | 'hasUserPickUp' | 'hasCityDelivery'
  >,
): CatalogSku => ({
  bizType: BusinessLine.Goods,
  displaySize: null,
  tier: null,
  available: true,
  hasShopDelivery: false,
  hasUserPickUp: true,
  hasCityDelivery: true,
  ...changes,
});

export const premierSku = tireSku({
  skuId: 457,
  prodId: 7,
  prodName: 'Michelin Premier A/S',
  brandName: 'Michelin',
  displaySize: '225/45R17 91H',
  tier: 3,
  price: 22_399,
  stock: 12,
  purchaseLimit: 8,
  hasUserPickUp: true,
  hasCityDelivery: true,
});

export const premierSku18 = tireSku({
  ...premierSku,
  skuId: 470,
  displaySize: '235/45R18 91H',
  price: 24_599,
});

export const oilSku = partSku({
  skuId: 9000,
  prodId: 400,
  prodName: 'Castrol EDGE Full Synthetic 0W-20 Motor Oil, 5 qt',
  brandName: 'Castrol',
  price: 3199,
  stock: 40,
  purchaseLimit: 20,
});

export const wiperSku = partSku({
  skuId: 9100,
  prodId: 410,
  prodName: 'Bosch ICON Wiper Blade 22"',
  brandName: 'Bosch',
  price: 2899,
  stock: 0,
  purchaseLimit: 20,
});

export const TIRE_SKU = 101;
export const PART_SKU = 201;

const defender = tireSku({
  skuId: TIRE_SKU,
  prodId: TIRE_SKU,
  prodName: 'Michelin Defender2',
  brandName: 'Michelin',
  displaySize: '225/45R17 94W',
  tier: 3,
  price: 15_999,
  stock: 40,
  purchaseLimit: 8,
  hasUserPickUp: true,
  hasCityDelivery: true,
});

const wiperBlade = partSku({
  skuId: PART_SKU,
  prodId: PART_SKU,
  prodName: 'Bosch ICON Wiper Blade',
  brandName: 'Bosch',
  price: 2_499,
  stock: 40,
  purchaseLimit: 8,
});

/** A fresh copy of every SKU, by id, for a test to change. */
export const catalogSkus = (): Map<number, CatalogSku> =>
  new Map(
    [premierSku, premierSku18, oilSku, wiperSku, defender, wiperBlade].map((sku) => [sku.skuId, { ...sku }]),
  );

const sizeOf = (sku: CatalogSku) => sku.displaySize?.split(' ')[0] ?? '';

const productSku = (sku: CatalogSku): ProductSku => ({
  skuId: sku.skuId,
  partyCode: `T0007-${sku.skuId}`,
  partNumber: String(sku.skuId * 10),
  ...price(sku.price, sku.price + 5000),
  totalStocks: sku.stock,
  soldOut: sku.stock <= 0,
  purchaseLimit: sku.purchaseLimit,
  tires: facts(sizeOf(sku), 91, 'H', 'all_season'),
  fitment: 2,
});

/** The Michelin Premier A/S page over the SKUs the test server holds now, showing `skuId` or its first size. */
export function premierDetail(skus: readonly CatalogSku[], skuId: number | null): ProductDetail {
  const skuList = skus.filter((sku) => sku.prodId === premierSku.prodId).map(productSku);
  const shown = skuList.find((entry) => entry.skuId === skuId) ?? skuList[0]!;
  return {
    prodId: 7,
    prodName: 'Michelin Premier A/S',
    bizType: 7,
    prodCardType: 'tire',
    brand: { brandId: 1, brandName: 'Michelin' },
    brandDto: { brandId: 1, brandName: 'Michelin' },
    categoryId: 3,
    categoryName: 'Touring Tires',
    description: 'Wet traction that holds up deep into the tread.',
    features: ['60,000-mile limited treadwear warranty'],
    images: ['/api/catalog/art/tire/7/tread.svg?v=1', '/api/catalog/art/tire/7/side.svg?v=1'],
    skuList,
    sku: shown,
    tireSpecs: {
      season: 'all_season',
      seasonLabel: 'All Season',
      category: 'touring',
      categoryLabel: 'Touring',
      loadIndex: { index: 91, kg: 615, lb: 1356 },
      speedRating: { symbol: 'H', mph: 130, kmh: 210, orAbove: false, description: '130 mph (210 km/h)' },
      utqg: { treadwear: 540, traction: 'A', temperature: 'A' },
      warranty: { years: 6, miles: 60_000, milesText: '60K' },
      runFlat: false,
      xl: false,
      sidewall: 'BSW',
      overallDiameterIn: 25,
      sectionWidthIn: 8.9,
      revolutionsPerMile: 808,
    },
    specs: [],
    fitment: 2,
    tireTier: 3,
    prodTopTag: 'free_install',
    activityList: [],
    reviews: { count: 0, average: null },
  };
}

export const camry: VehicleInfo = {
  vehicleId: '2019-toyota-camry-le-2.5l',
  carName: '2019 Toyota Camry LE 2.5L I4',
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  trim: 'LE',
  engine: '2.5L I4',
  bodyType: 'Sedan',
  frontSize: '205/65R16',
  rearSize: null,
  optionalSizes: [],
  staggered: false,
};

const leaf = (
  categoryId: number,
  parentId: number,
  name: string,
  slug: string,
  icon: string,
  prodCount: number,
) => ({
  categoryId,
  parentId,
  name,
  slug,
  icon,
  bizType: parentId === 1 ? 7 : 1,
  prodCount,
});

export const categories = [
  {
    ...leaf(1, 0, 'Tires', 'tires', 'circle-dot', 346),
    parentId: null,
    children: [leaf(2, 1, 'Passenger Tires', 'tires-passenger', 'circle-dot', 48)],
  },
  {
    ...leaf(7, 0, 'Maintenance & Fluids', 'maintenance', 'wrench', 105),
    parentId: null,
    bizType: 1,
    children: [
      leaf(8, 7, 'Motor Oil', 'motor-oil', 'droplet', 30),
      leaf(9, 7, 'Oil Filters', 'oil-filters', 'filter', 24),
    ],
  },
];

export const motorOil = tireCard({
  prodId: 400,
  skuId: 9000,
  prodName: 'Castrol EDGE Full Synthetic 0W-20 Motor Oil, 5 qt',
  bizType: 1,
  prodCardType: 'goods',
  brand: { brandId: 80, brandName: 'Castrol' },
  categoryName: 'Motor Oil',
  ...price(3199, 3699),
  tires: null,
});
