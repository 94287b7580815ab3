import type {
  FilterGroup,
  ProductCard,
  ProductDetail,
  ProductSku,
  TireFacts,
  TireSearchAnswer,
  VehicleInfo,
} from '@tread/domain';
import { fakeApi } from '../../test/fake-api';

/** A small catalog answering the catalog and vehicle calls the way the server does, for page tests. */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    pic: '/static/products/tread-all-season.svg',
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
  }),
  tireCard({
    prodId: 9,
    skuId: 505,
    prodName: 'Michelin X-Ice Snow',
    ...price(19_199, 23_999, 21_599),
    tires: facts('225/45R17', 94, 'H', 'winter'),
  }),
];

const option = (filterName: string, filterValue: string, checked: boolean, prodCnt: number) => ({
  filterName,
  filterType: filterValue === '' ? ('ALL' as const) : ('OPTION' as const),
  filterValue,
  checked,
  prodCnt,
});

const listParam = (url: URL, key: string) => (url.searchParams.get(key) ?? '').split(',').filter(Boolean);

/** The answer of GET /api/search/tires over `cards`: brand and season filters, counts, sorts and pages. */
function searchTires(url: URL): TireSearchAnswer {
  const brands = listParam(url, 'brandIds');
  const seasons = listParam(url, 'seasons');
  const byBrand = (card: ProductCard) => brands.length === 0 || brands.includes(String(card.brand.brandId));
  const bySeason = (card: ProductCard) => seasons.length === 0 || seasons.includes(card.tires?.season ?? '');
  const sort = Number(url.searchParams.get('sort') ?? 5);
  const matching = cards.filter((card) => byBrand(card) && bySeason(card));
  if (sort === 23) matching.sort((a, b) => a.priceSettle - b.priceSettle);
  if (sort === 24) matching.sort((a, b) => b.priceSettle - a.priceSettle);
  const size = Number(url.searchParams.get('size') ?? 20);
  const current = Number(url.searchParams.get('current') ?? 1);
  const records = matching.slice((current - 1) * size, current * size);

  const brandPool = cards.filter(bySeason);
  const seasonPool = cards.filter(byBrand);
  const groups: FilterGroup[] = [
    {
      groupName: 'Brand',
      groupType: 'BRAND_GROUP',
      filterKey: 'brandIds',
      multiple: true,
      filterItemList: [
        option('All', '', brands.length === 0, brandPool.length),
        option(
          'Continental',
          '12',
          brands.includes('12'),
          brandPool.filter((c) => c.brand.brandId === 12).length,
        ),
        option('Michelin', '1', brands.includes('1'), brandPool.filter((c) => c.brand.brandId === 1).length),
      ],
    },
    {
      groupName: 'Season',
      groupType: 'SEASON_GROUP',
      filterKey: 'seasons',
      multiple: true,
      filterItemList: [
        option('All', '', seasons.length === 0, seasonPool.length),
        option(
          'All Season',
          'all_season',
          seasons.includes('all_season'),
          seasonPool.filter((c) => c.tires?.season === 'all_season').length,
        ),
        option(
          'Winter',
          'winter',
          seasons.includes('winter'),
          seasonPool.filter((c) => c.tires?.season === 'winter').length,
        ),
      ],
    },
    {
      groupName: 'Rebate',
      groupType: 'REBATE_GROUP',
      filterKey: 'rebateIds',
      multiple: true,
      filterItemList: [],
    },
  ];
  const tireSize = url.searchParams.get('tireSize') ?? '225/45R17';
  return {
    records,
    total: matching.length,
    current,
    size,
    pages: Math.max(1, Math.ceil(matching.length / size)),
    hasMore: current * size < matching.length,
    filterGroups: groups,
    searchedSizes: [{ axle: 'front', size: tireSize, sizeKey: tireSize }],
    axle: null,
    sort,
  };
}

const sku = (skuId: number, size: string, cents: number): ProductSku => ({
  skuId,
  partyCode: `T0007-${skuId}`,
  partNumber: String(skuId * 10),
  ...price(cents, cents + 5000),
  totalStocks: 12,
  soldOut: false,
  purchaseLimit: 8,
  tires: facts(size, 91, 'H', 'all_season'),
  fitment: 2,
});

const premierSkus = [sku(457, '225/45R17', 22_399), sku(470, '235/45R18', 24_599)];

function productDetail(skuId: number | null): ProductDetail {
  const shown = premierSkus.find((entry) => entry.skuId === skuId) ?? premierSkus[0]!;
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
    images: ['/static/products/tread-all-season.svg', '/static/products/tire-side.svg'],
    skuList: premierSkus,
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

export interface CatalogCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fetch answering the catalog's calls; `calls` records them. Anything else goes to the foundation fake. */
export function createFakeCatalogApi() {
  const calls: CatalogCall[] = [];
  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://tread.local');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, query: url.searchParams, body });
    const q = url.searchParams;

    if (path === '/search/tireSizeOptions') {
      const width = q.get('width');
      const ratio = q.get('ratio');
      return json(200, {
        widths: [205, 225, 235],
        ratios: width === '225' ? [40, 45, 50] : width ? [55] : [],
        diameters: width === '225' && ratio === '45' ? [17, 18] : width && ratio ? [16] : [],
      });
    }
    if (path === '/search/tires') {
      if (q.get('tireSize') === '226/45R17') {
        return json(400, { code: 'INVALID_INPUT', message: 'Tire width must be 135-395 mm and end in 5' });
      }
      return json(200, searchTires(url));
    }
    if (path === '/prod/prodInfo') {
      if (q.get('prodId') !== '7')
        return json(404, { code: 'PRODUCT_NOT_FOUND', message: 'Page Not Found 404' });
      return json(200, productDetail(q.get('skuId') ? Number(q.get('skuId')) : null));
    }
    if (path === '/arrivalTime/getEstimatedDeliveryTime') {
      const la = q.get('zip') === '90012';
      return json(200, {
        code: la ? 2 : 1,
        zip: q.get('zip'),
        estimatedDeliveryTime: la ? '06/03/2025 - 06/05/2025' : null,
        earliestDate: la ? '2025-06-03' : null,
        latestDate: la ? '2025-06-05' : null,
        message: la
          ? 'Free delivery in 1–3 business days'
          : 'Free delivery is available in the Greater Los Angeles area only',
        freeDelivery: la,
      });
    }
    if (path === '/vehicle/years') return json(200, { years: [2020, 2019] });
    if (path === '/vehicle/makes') return json(200, { makes: ['Honda', 'Toyota'] });
    if (path === '/vehicle/models') return json(200, { models: ['Camry', 'Corolla'] });
    if (path === '/vehicle/trims') return json(200, { trims: [camry] });
    if (path.startsWith('/vehicleParts/getPartsParam/')) {
      const oe = {
        position: 'front',
        size: '205/65R16',
        displaySize: '205/65R16',
        sizeKey: '205/65R16',
        width: 205,
        ratio: 65,
        diameter: 16,
        prodCnt: 3,
      };
      return json(200, {
        vehicle: camry,
        front: oe,
        rear: null,
        optional: [],
        oriPartsTire: [oe],
        fitPartsTire: [],
      });
    }
    if (path === '/category/categoryInfo') return json(200, { categories });
    if (path === '/category/prods') {
      const records = q.get('categoryId') === '8' ? [motorOil] : cards;
      return json(200, { records, total: records.length, current: 1, size: 20, pages: 1, hasMore: false });
    }
    if (path === '/search/searchProdPage') {
      return json(200, {
        records: cards,
        total: cards.length,
        current: 1,
        size: 20,
        pages: 1,
        hasMore: false,
        sizeMatch: null,
      });
    }
    return fakeApi(input);
  }
  return { calls, fetch };
}
