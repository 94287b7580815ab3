import {
  categoryInfoAnswer,
  deliveryEstimateAnswer,
  type FilterGroup,
  type ProductCard,
  plateLookupAnswer,
  productDetail,
  productPage,
  refusal,
  type TireSearchAnswer,
  textSearchAnswer,
  tireSearchAnswer,
  tireSizeOptionsAnswer,
  validateVin,
  vehicleMakesAnswer,
  vehicleModelsAnswer,
  vehiclePartsAnswer,
  vehicleTrimsAnswer,
  vehicleYearsAnswer,
  vinLookupAnswer,
} from '@tread/domain';
import { HttpResponse } from 'msw';
import { answer, backend, refuse, route } from '../backend';
import { camry, cards, categories, motorOil, premierDetail } from '../data/catalog';
import { productRating } from './reviews';

/** The catalog's public calls over the small catalog of testing/data. */

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

const oeSize = {
  position: 'front',
  size: '205/65R16',
  displaySize: '205/65R16',
  sizeKey: '205/65R16',
  width: 205,
  ratio: 65,
  diameter: 16,
  prodCnt: 3,
};

export const catalogHandlers = [
  route('get', '/search/tireSizeOptions', ({ query }) => {
    const width = query.get('width');
    const ratio = query.get('ratio');
    return answer(tireSizeOptionsAnswer, {
      widths: [205, 225, 235],
      ratios: width === '225' ? [40, 45, 50] : width ? [55] : [],
      diameters: width === '225' && ratio === '45' ? [17, 18] : width && ratio ? [16] : [],
    });
  }),
  route('get', '/search/tires', ({ request, query }) => {
    if (query.get('tireSize') === '226/45R17') {
      return HttpResponse.json(
        { code: 'INVALID_INPUT', message: 'Tire width must be 135-395 mm and end in 5', field: 'tireSize' },
        { status: 400 },
      );
    }
    return answer(tireSearchAnswer, searchTires(new URL(request.url)));
  }),
  route('get', '/prod/prodInfo', ({ query }) => {
    if (query.get('prodId') !== '7') return refuse(refusal('PRODUCT_NOT_FOUND'));
    const skuId = query.get('skuId') ? Number(query.get('skuId')) : null;
    return answer(productDetail, {
      ...premierDetail([...backend.skus.values()], skuId),
      reviews: productRating(7),
    });
  }),
  route('get', '/arrivalTime/getEstimatedDeliveryTime', ({ query }) => {
    const la = query.get('zip') === '90012';
    return answer(deliveryEstimateAnswer, {
      code: la ? 2 : 1,
      zip: query.get('zip'),
      estimatedDeliveryTime: la ? '06/03/2025 - 06/05/2025' : null,
      earliestDate: la ? '2025-06-03' : null,
      latestDate: la ? '2025-06-05' : null,
      message: la
        ? 'Free delivery in 1–3 business days'
        : 'Free delivery is available in the Greater Los Angeles area only',
      freeDelivery: la,
    });
  }),
  route('get', '/vehicle/years', () => answer(vehicleYearsAnswer, { years: [2020, 2019] })),
  route('get', '/vehicle/makes', () => answer(vehicleMakesAnswer, { makes: ['Honda', 'Toyota'] })),
  route('get', '/vehicle/models', () => answer(vehicleModelsAnswer, { models: ['Camry', 'Corolla'] })),
  route('get', '/vehicle/trims', () => answer(vehicleTrimsAnswer, { trims: [camry] })),
  route('get', '/vehicleParts/getPartsParam/:vehicleId', () =>
    answer(vehiclePartsAnswer, {
      vehicle: camry,
      front: oeSize,
      rear: null,
      optional: [],
      oriPartsTire: [oeSize],
      fitPartsTire: [],
    }),
  ),
  route('get', '/vehicle/byPlate', ({ query }) => {
    if (!query.get('state')) return refuse(refusal('MALFORMED_REQUEST'));
    if (query.get('plate')?.toUpperCase() !== '9FPV729') return refuse(refusal('VEHICLE_NOT_FOUND'));
    return answer(plateLookupAnswer, { state: 'CA', plate: '9FPV729', vin: null, vehicle: camry });
  }),
  route('get', '/vehicle/byVin', ({ query }) => {
    const vin = query.get('vin') ?? '';
    if (validateVin(vin)) return refuse(refusal('VIN_INVALID'));
    return answer(vinLookupAnswer, {
      vin,
      year: camry.year,
      make: camry.make,
      model: camry.model,
      vehicles: [camry],
    });
  }),
  route('get', '/category/categoryInfo', () => answer(categoryInfoAnswer, { categories })),
  route('get', '/category/prods', ({ query }) => {
    const records = query.get('categoryId') === '8' ? [motorOil] : cards;
    return answer(productPage, {
      records,
      total: records.length,
      current: 1,
      size: 20,
      pages: 1,
      hasMore: false,
    });
  }),
  route('get', '/search/searchProdPage', () =>
    answer(textSearchAnswer, {
      records: cards,
      total: cards.length,
      current: 1,
      size: 20,
      pages: 1,
      hasMore: false,
      sizeMatch: null,
    }),
  ),
];
