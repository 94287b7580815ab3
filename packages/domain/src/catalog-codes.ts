/** Enumerations of the catalog: products, tires, activities, coupons, filters and reviews (SPEC §3, §9). */

export const BusinessLine = { Tire: 7, Goods: 1 } as const;
export type BusinessLine = (typeof BusinessLine)[keyof typeof BusinessLine];

export const ActivityType = {
  None: 0,
  Coupon: 1,
  BuyThreeReduceOne: 2,
  SecondHalfPrice: 3,
  Discount: 4,
  Rebate: 5,
} as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];

/** Tier tags of a tire; 3 and 4 both mean free installation. */
export const TireTier = {
  Regular: 0,
  BestRated: 1,
  GreatDeal: 2,
  FreeInstall: 3,
  FreeInstallPlus: 4,
  TopBrand: 5,
} as const;
export type TireTier = (typeof TireTier)[keyof typeof TireTier];

export const TIRE_TIER_LABELS: Record<TireTier, string> = {
  0: 'regular',
  1: 'best_rated',
  2: 'great_deal',
  3: 'free_install',
  4: 'free_install',
  5: 'top_brand',
};

export const TIRE_TIER_TITLES: Record<TireTier, string> = {
  0: 'Regular',
  1: 'Best Rated',
  2: 'Great Deal',
  3: 'Free Install',
  4: 'Free Install',
  5: 'Top Brand',
};

/** The spec's three seasons (§9), plus the all-terrain, mud-terrain and all-weather lines the issue names. */
export const TireSeason = {
  AllSeason: 'all_season',
  Summer: 'summer',
  Winter: 'winter',
  AllTerrain: 'all_terrain',
  MudTerrain: 'mud_terrain',
  AllWeather: 'all_weather',
} as const;
export type TireSeason = (typeof TireSeason)[keyof typeof TireSeason];

export const TIRE_SEASON_LABELS: Record<TireSeason, string> = {
  all_season: 'All Season',
  summer: 'Summer',
  winter: 'Winter',
  all_terrain: 'All Terrain',
  mud_terrain: 'Mud Terrain',
  all_weather: 'All Weather',
};

/** The kind of driving a tire line is built for. */
export const TireCategory = {
  Passenger: 'passenger',
  Touring: 'touring',
  Performance: 'performance',
  SuvCrossover: 'suv_crossover',
  LightTruck: 'light_truck',
} as const;
export type TireCategory = (typeof TireCategory)[keyof typeof TireCategory];

export const TIRE_CATEGORY_LABELS: Record<TireCategory, string> = {
  passenger: 'Passenger',
  touring: 'Touring',
  performance: 'Performance',
  suv_crossover: 'SUV / Crossover',
  light_truck: 'Light Truck',
};

/** Which axle a staggered vehicle's search shops for: front tires, rear tires or a full set of both. */
export const AxleChoice = { Front: 'front', Rear: 'rear', Set: 'set' } as const;
export type AxleChoice = (typeof AxleChoice)[keyof typeof AxleChoice];

export const FitmentStatus = { NotFit: 0, Fit: 1, NoCar: 2 } as const;
export type FitmentStatus = (typeof FitmentStatus)[keyof typeof FitmentStatus];

/** Where the current tire size came from (SPEC §3 'Tire size'). */
export const TireSizeSource = { Size: 'size', Vehicle: 'vehicle' } as const;
export type TireSizeSource = (typeof TireSizeSource)[keyof typeof TireSizeSource];

export const ItemStatus = { OutOfStock: 492 } as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

export const FlashSaleStatus = {
  NotStarted: 'not_started',
  Ongoing: 'ongoing',
  SoldOut: 'sold_out',
  Ended: 'ended',
  /** Closed early by staff. */
  Closed: 'closed',
} as const;
export type FlashSaleStatus = (typeof FlashSaleStatus)[keyof typeof FlashSaleStatus];

export const ProductSort = { PriceAsc: 23, PriceDesc: 24, Asc: 5, Desc: 4 } as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

export const ReviewSort = { Recommended: 4, MostRecent: 1, HighestRated: 2, LowestRated: 3 } as const;
export type ReviewSort = (typeof ReviewSort)[keyof typeof ReviewSort];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  4: 'Recommended',
  1: 'Most Recent',
  2: 'Highest Rated',
  3: 'Lowest Rated',
};

export const Rating = { One: 1, Two: 2, Three: 3, Four: 4, Five: 5 } as const;
export type Rating = (typeof Rating)[keyof typeof Rating];

export const RatingLabel: Record<Rating, string> = {
  1: 'Not recommended',
  2: 'Below average',
  3: 'Acceptable',
  4: 'Recommended',
  5: 'Highly recommended',
};

/** ALL, PRICE and PRICE_RANGE are the spec's; OPTION is an item of any other group (a brand, a season...). */
export const FilterType = {
  All: 'ALL',
  Price: 'PRICE',
  PriceRange: 'PRICE_RANGE',
  Option: 'OPTION',
} as const;
export type FilterType = (typeof FilterType)[keyof typeof FilterType];

/** Filter group types; the spec names PRICE_GROUP and describes rebate, cash back and extra coupon gift. */
export const FilterGroupType = {
  Price: 'PRICE_GROUP',
  Rebate: 'REBATE_GROUP',
  CashBack: 'CASH_BACK_GROUP',
  ExtraCouponGift: 'EXTRA_COUPON_GIFT_GROUP',
  Brand: 'BRAND_GROUP',
  Season: 'SEASON_GROUP',
  SpeedRating: 'SPEED_RATING_GROUP',
  LoadIndex: 'LOAD_INDEX_GROUP',
  RunFlat: 'RUN_FLAT_GROUP',
  Tier: 'TIER_GROUP',
} as const;
export type FilterGroupType = (typeof FilterGroupType)[keyof typeof FilterGroupType];

/** C2M is an item coupon, C2D an installation or discount coupon. */
export const CouponType = { C2M: 'C2M', C2D: 'C2D' } as const;
export type CouponType = (typeof CouponType)[keyof typeof CouponType];

export const CouponStatus = { Unused: 'unused', Used: 'used', Expired: 'expired' } as const;
export type CouponStatus = (typeof CouponStatus)[keyof typeof CouponStatus];

export const VoucherStatus = {
  Used: 'used',
  Unused: 'unused',
  Refunded: 'refunded',
  Unavailable: 'unavailable',
  Inactive: 'inactive',
} as const;
export type VoucherStatus = (typeof VoucherStatus)[keyof typeof VoucherStatus];

export const PopupActivityType = {
  NewUser: 1,
  Brand: 2,
  Vehicle: 3,
  Feature: 4,
  AddSize: 5,
  DetailSize: 6,
  AlreadyAddedSize: 7,
  ModelInquiry: 8,
  ChannelCoupon: 9,
  External: 100,
} as const;
export type PopupActivityType = (typeof PopupActivityType)[keyof typeof PopupActivityType];

export const ExtraFieldType = {
  Input: 1,
  Number: 2,
  Radio: 3,
  Checkbox: 4,
  Select: 5,
  Img: 6,
  Boolean: 7,
} as const;
export type ExtraFieldType = (typeof ExtraFieldType)[keyof typeof ExtraFieldType];

export const LiveStatus = {
  Live: 'live',
  NotStarted: 'not_started',
  Finished: 'finished',
  Suspended: 'suspended',
  Abnormal: 'abnormal',
} as const;
export type LiveStatus = (typeof LiveStatus)[keyof typeof LiveStatus];
