import { z } from 'zod';
import {
  ActivityType,
  AxleChoice,
  BusinessLine,
  FilterGroupType,
  FilterType,
  FitmentStatus,
  FlashSaleStatus,
  ProductSort,
  TireSeason,
} from '../catalog-codes';
import { Messages } from '../messages';
import { idParam, intParam, tireSizeField } from '../zod-fields';

/** Catalog and tire search requests and answers (issue 4; SPEC §3 'Product card', 'Filter group'). */

/** '3,7' or ?x=3&x=7 (or both) in, a list out; a missing parameter is an empty list. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    const given = Array.isArray(value) ? value : [value];
    return given
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .map((part) => (typeof part === 'string' ? part.trim() : part))
      .filter((part) => part !== '' && part !== undefined && part !== null);
  }, z.array(item));

const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 100;
/** Page paging as getVehiclePage has it: current is 1-based; infinite scroll asks for current + 1 until hasMore is false. */
export const pageQuery = z.object({
  current: intParam({ min: 1, max: 10_000 }).default(1),
  size: intParam({ min: 1, max: PAGE_SIZE_MAX }).default(PAGE_SIZE_DEFAULT),
});

/** The paging part of every paged answer. */
export const pageFields = {
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
  hasMore: z.boolean(),
};

/**
 * Sort codes of SPEC §9: 23 price low→high, 24 price high→low, 5 'asc' = Recommended (tier tag first,
 * then popularity, then price; the default), 4 'desc' = Most popular (popularity, then price).
 */
export const productSortField = z.coerce
  .number()
  .pipe(z.literal([ProductSort.PriceAsc, ProductSort.PriceDesc, ProductSort.Asc, ProductSort.Desc]))
  .default(ProductSort.Asc);

export const brandRef = z.object({ brandId: z.number().int(), brandName: z.string() });

export const activity = z.object({
  activityId: z.number().int(),
  activityType: z.literal(Object.values(ActivityType)),
  activityName: z.string(),
  /** Only Tread Plus members get it (SPEC §6 'member discounts'). */
  membersOnly: z.boolean(),
});
export type ActivityRef = z.infer<typeof activity>;

export const tireSeasonField = z.enum(Object.values(TireSeason));

/** The sidewall facts of one tire SKU. */
export const tireFacts = z.object({
  /** As the maker writes it: 'P225/45R17', 'LT265/70R17', '33x12.50R15LT'. */
  size: z.string(),
  /** width/ratioRdiameter (SPEC §3), e.g. '225/45R17'; flotation sizes as '33x12.50R15'. */
  displaySize: z.string(),
  /** The search key shared by P-metric, Euro-metric and LT of the same dimensions. */
  sizeKey: z.string(),
  loadIndex: z.number().int(),
  speedRating: z.string(),
  runFlat: z.boolean(),
  /** Extra load (reinforced). */
  xl: z.boolean(),
  season: tireSeasonField,
});
export type TireFacts = z.infer<typeof tireFacts>;

/**
 * Prices are integer cents. price is our price; priceSettle the price after activities (equal until
 * promotions exist); oriPriceSettle the list price shown struck through; mapPrice the minimum advertised
 * price. MAP rule: when mapPrice > price, showPrice is false and showMapPrice true — the web shows
 * 'See price in cart' instead of the price.
 */
export const priceFields = {
  price: z.number().int(),
  priceSettle: z.number().int(),
  oriPriceSettle: z.number().int(),
  mapPrice: z.number().int().nullable(),
  extraCouponPrice: z.number().int().nullable(),
  /** Cents per unit for Tread Plus members, when a members-only discount beats priceSettle (SPEC §6). */
  memberPrice: z.number().int().nullable(),
  showPrice: z.boolean(),
  showMapPrice: z.boolean(),
  totalStocks: z.number().int(),
  soldOut: z.boolean(),
};

/** The other axle's tire of a staggered set, same product: shown beside the front SKU. */
export const rearSku = z.object({
  skuId: z.number().int(),
  partyCode: z.string(),
  tires: tireFacts,
  ...priceFields,
});

export const fitmentField = z.literal([FitmentStatus.NotFit, FitmentStatus.Fit, FitmentStatus.NoCar]);

/** One card of a results list (SPEC §3 'Product card'): one SKU, i.e. one tire size and variant. */
export const productCard = z.object({
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  partyCode: z.string(),
  partNumber: z.string(),
  /** Business line: 7 tire, 1 goods. */
  bizType: z.literal([BusinessLine.Tire, BusinessLine.Goods]),
  prodCardType: z.enum(['tire', 'goods']),
  brand: brandRef,
  categoryName: z.string(),
  /** Image URL: the product's own drawing (/api/catalog/art/…). */
  pic: z.string(),
  ...priceFields,
  flashSaleStatus: z.enum(Object.values(FlashSaleStatus)).nullable(),
  /** Tier code of SPEC §9 (0 regular ... 5 top brand); null for parts. */
  tireTier: z.number().int().nullable(),
  /** Tier label ('best_rated', 'great_deal', 'free_install', 'top_brand'); null for regular and parts. */
  topTag: z.string().nullable(),
  couponTag: z.string().nullable(),
  /** Empty until promotions exist. */
  activityList: z.array(activity),
  /** Null for parts and accessories. */
  tires: tireFacts.nullable(),
  /** For the vehicleId asked about: 1 fit, 0 not fit, 2 no car given. */
  fitment: fitmentField,
  recommendProduct: z.boolean(),
  /** In a staggered 'set' search: the same product's rear tire. */
  rearSku: rearSku.nullable(),
  /** Its visible reviews: the average (one decimal) and how many; null before the first review (issue 16). */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
});
export type ProductCard = z.infer<typeof productCard>;

/** One choice of a filter group; set <filterKey>=<filterValue> (comma-joined for several) to apply it. */
export const filterItem = z.object({
  filterName: z.string(),
  filterType: z.enum(Object.values(FilterType)),
  filterValue: z.string(),
  checked: z.boolean(),
  /** Cards matching this choice with every OTHER group's filters applied (the ALL item: none of this group's). */
  prodCnt: z.number().int(),
});
export type FilterItem = z.infer<typeof filterItem>;

export const filterGroup = z.object({
  groupName: z.string(),
  groupType: z.enum(Object.values(FilterGroupType)),
  /** The query parameter this group's choices set. */
  filterKey: z.string(),
  /** Several choices at once (brands) or one (load index minimum, run-flat). */
  multiple: z.boolean(),
  /** Empty for rebate, cash back and extra coupon gift until promotions exist. */
  filterItemList: z.array(filterItem),
});
export type FilterGroup = z.infer<typeof filterGroup>;

export const vehicleIdQueryField = z.string().trim().min(1).max(100);

/** The filters a tire list takes; every list parameter takes '1,2' or repeated keys. */
export const tireFiltersQuery = z.object({
  brandIds: queryList(idParam()),
  seasons: queryList(tireSeasonField),
  speedRatings: queryList(z.string().toUpperCase().max(3)),
  /** At least this load index. */
  loadIndexMin: intParam({ max: 200 }).optional(),
  runFlat: z.stringbool().optional(),
  /** Lower bounds, in cents, of §9 price buckets: 10000 is '$100+' i.e. $100.00–$199.99. */
  priceRanges: queryList(intParam()),
  /** Tier codes; 3 also covers 4 (both free install). */
  tiers: queryList(intParam({ max: 5 })),
  /** Running rebate and cash back activities, and coupons on offer (extra coupon gift), by id (issue 14). */
  rebateIds: queryList(idParam()),
  cashBackIds: queryList(idParam()),
  extraCouponIds: queryList(idParam()),
});
export type TireFilters = z.output<typeof tireFiltersQuery>;

/**
 * GET /api/search/tires — tires by size (search-tires-by, the tires tab). Give `tireSize`, or `tireSize`
 * and `rearTireSize` for a staggered pair, or a `vehicleId` alone (its OE front/rear sizes). `axle` picks
 * front, rear or set for a staggered pair (default set); a vehicleId also fills each card's fitment.
 * Paging is current (1-based) and size (page size), as everywhere.
 */
export const tireSearchQuery = z
  .object({
    tireSize: tireSizeField.optional(),
    rearTireSize: tireSizeField.optional(),
    vehicleId: vehicleIdQueryField.optional(),
    axle: z.enum(Object.values(AxleChoice)).optional(),
    sort: productSortField,
    ...tireFiltersQuery.shape,
    ...pageQuery.shape,
  })
  .refine((q) => q.tireSize !== undefined || q.vehicleId !== undefined, {
    message: Messages.TireSizeEmpty,
    path: ['tireSize'],
  });
export type TireSearchQuery = z.output<typeof tireSearchQuery>;

export const searchedSize = z.object({
  axle: z.enum(['front', 'rear']),
  size: z.string(),
  sizeKey: z.string(),
});

export const tireSearchAnswer = z.object({
  records: z.array(productCard),
  ...pageFields,
  filterGroups: z.array(filterGroup),
  /** What was searched: one size, or the front and rear of a staggered pair. */
  searchedSizes: z.array(searchedSize),
  /** Set only when a staggered pair was searched. */
  axle: z.enum(Object.values(AxleChoice)).nullable(),
  sort: z.number().int(),
});
export type TireSearchAnswer = z.infer<typeof tireSearchAnswer>;

/** GET /api/search/getTireSizeProdCount (SPEC §7): `size`, or width + ratio + diameter. */
export const tireSizeCountQuery = z
  .object({
    size: z.string().optional(),
    width: z.coerce.number().optional(),
    ratio: z.coerce.number().optional(),
    diameter: z.coerce.number().optional(),
  })
  .transform((q, ctx) => {
    const text = q.size ?? (q.width && q.ratio && q.diameter ? `${q.width}/${q.ratio}R${q.diameter}` : '');
    const parsed = tireSizeField.safeParse(text);
    if (parsed.success) return { size: parsed.data };
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? Messages.TireSizeEmpty });
    return z.NEVER;
  });

export const tireSizeCountAnswer = z.object({
  sizeKey: z.string(),
  displaySize: z.string(),
  /** Products (tire lines) sold in this size. */
  prodCnt: z.number().int(),
  /** SKUs (cards) in this size. */
  skuCnt: z.number().int(),
});
export type TireSizeCountAnswer = z.infer<typeof tireSizeCountAnswer>;

/** GET /api/search/tireSizeOptions — the size pickers: widths, then ratios of a width, then diameters. */
export const tireSizeOptionsQuery = z.object({
  width: intParam({ min: 1 }).optional(),
  ratio: intParam({ min: 1 }).optional(),
});

/** Only metric sizes we carry; ratios are empty without a width, diameters without width and ratio. */
export const tireSizeOptionsAnswer = z.object({
  widths: z.array(z.number()),
  ratios: z.array(z.number()),
  diameters: z.array(z.number()),
});
export type TireSizeOptionsAnswer = z.infer<typeof tireSizeOptionsAnswer>;
