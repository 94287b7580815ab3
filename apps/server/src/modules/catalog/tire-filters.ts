import {
  type FilterGroup,
  FilterGroupType,
  type FilterItem,
  FilterType,
  PRICE_BUCKET_CENTS,
  priceBucket,
  speedRating,
  TIRE_SEASON_LABELS,
  TIRE_TIER_TITLES,
  type TireFilters,
  type TireSeason,
  TireTier,
  type TireTier as TireTierCode,
} from '@tread/domain';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { skus } from './tables';

/** The filter groups that narrow a tire list; each has a SQL condition and counts of its own. */
export const FACETS = ['price', 'brand', 'season', 'speed', 'load', 'runFlat', 'tier'] as const;
export type Facet = (typeof FACETS)[number];

/** §9 price bucket of a SKU, in SQL: the price rounded down to whole hundreds of dollars. */
export const priceBucketSql = sql.raw(`(skus.price - skus.price % ${PRICE_BUCKET_CENTS})`);

/** Free install is one choice covering both of its tier codes. */
const expandTiers = (tiers: number[]): number[] =>
  tiers.flatMap((tier) => (tier === TireTier.FreeInstall ? [tier, TireTier.FreeInstallPlus] : [tier]));

/** The expression of each facet: on the skus table, or on the columns of a query that selected them. */
export type FacetColumns = Record<Facet, SQL>;

export const SKU_FACET_COLUMNS: FacetColumns = {
  price: priceBucketSql,
  brand: sql`${skus.brandId}`,
  season: sql`${skus.season}`,
  speed: sql`${skus.speedRating}`,
  load: sql`${skus.loadIndex}`,
  runFlat: sql`${skus.runFlat}`,
  tier: sql`${skus.tier}`,
};

/** Each facet's condition (undefined when the shopper set none); promotions' groups match nothing yet. */
export function facetConditions(
  f: TireFilters,
  c: FacetColumns = SKU_FACET_COLUMNS,
): Record<Facet, SQL | undefined> {
  return {
    price: f.priceRanges.length ? inArray(c.price, f.priceRanges) : undefined,
    brand: f.brandIds.length ? inArray(c.brand, f.brandIds) : undefined,
    season: f.seasons.length ? inArray(c.season, f.seasons) : undefined,
    speed: f.speedRatings.length ? inArray(c.speed, f.speedRatings) : undefined,
    load: f.loadIndexMin === undefined ? undefined : gte(c.load, f.loadIndexMin),
    runFlat: f.runFlat === undefined ? undefined : eq(c.runFlat, f.runFlat),
    tier: f.tiers.length ? inArray(c.tier, expandTiers(f.tiers)) : undefined,
  };
}

/** A running promotion a tire list can be narrowed to: what it covers (its products, brands or categories). */
export type PromotionFilter = {
  id: number;
  name: string;
  scope: { prodIds: readonly number[]; brandIds: readonly number[]; categoryIds: readonly number[] };
};

/** The promotions of the three promotion groups (SPEC §3 'Filter group'): rebate, cash back, extra coupon gift. */
export type PromotionFilters = {
  rebate: PromotionFilter[];
  cashBack: PromotionFilter[];
  extraCoupon: PromotionFilter[];
};

const PROMOTION_KEYS = [
  ['rebate', 'rebateIds'],
  ['cashBack', 'cashBackIds'],
  ['extraCoupon', 'extraCouponIds'],
] as const;

/** A SKU covered by a promotion's scope, in SQL. */
export const coveredBy = ({ scope }: PromotionFilter): SQL => {
  const ids = (list: readonly number[]) => sql.param([...list]);
  return sql`(${skus.productId} = any(${ids(scope.prodIds)}::int[]) or ${skus.brandId} = any(${ids(scope.brandIds)}::int[])
    or ${skus.productId} in (select id from products where category_id = any(${ids(scope.categoryIds)}::int[])))`;
};

/** The promotion groups' condition: within a group any chosen promotion, across groups all; an unknown id matches nothing. */
export function promotionCondition(f: TireFilters, running: PromotionFilters): SQL | undefined {
  const chosen = PROMOTION_KEYS.flatMap(([group, key]) => {
    if (f[key].length === 0) return [];
    const matching = running[group].filter((promotion) => f[key].includes(promotion.id));
    return [matching.length === 0 ? sql`false` : sql`(${sql.join(matching.map(coveredBy), sql` or `)})`];
  });
  return chosen.length === 0 ? undefined : and(...chosen);
}

/** Every facet's condition but `except`'s: the counts of one group honor all the others. */
export const allBut = (conditions: Record<Facet, SQL | undefined>, except?: Facet): SQL =>
  and(sql`true`, ...FACETS.filter((facet) => facet !== except).map((facet) => conditions[facet]))!;

/** One value of one facet and its count, as the facet query answers. */
export type FacetCount = { facet: Facet; value: string; label: string | null; count: number };

const option = (filterName: string, filterValue: string, checked: boolean, prodCnt: number): FilterItem => ({
  filterName,
  filterType: FilterType.Option,
  filterValue,
  checked,
  prodCnt,
});

const allItem = (items: FilterItem[], total: number): FilterItem => ({
  filterName: 'All',
  filterType: FilterType.All,
  filterValue: '',
  checked: !items.some((item) => item.checked),
  prodCnt: total,
});

function group(
  groupName: string,
  groupType: FilterGroup['groupType'],
  filterKey: string,
  multiple: boolean,
  items: FilterItem[],
  total: number,
): FilterGroup {
  return { groupName, groupType, filterKey, multiple, filterItemList: [allItem(items, total), ...items] };
}

const emptyGroup = (groupName: string, groupType: FilterGroup['groupType'], filterKey: string) => ({
  groupName,
  groupType,
  filterKey,
  multiple: true,
  filterItemList: [],
});

const speedOrder = (symbol: string): number => speedRating(symbol)?.mph ?? 0;

/** The filter groups of a tire list, from the facet counts and the filters applied. */
export function filterGroups(
  counts: FacetCount[],
  f: TireFilters,
  promotions: { running: PromotionFilters; counts: ReadonlyMap<string, number> },
): FilterGroup[] {
  const of = (facet: Facet) => counts.filter((row) => row.facet === facet);
  const sum = (rows: FacetCount[]) => rows.reduce((total, row) => total + row.count, 0);

  const prices = of('price').sort((a, b) => Number(a.value) - Number(b.value));
  const priceItems = prices.map((row) => ({
    ...option(
      priceBucket(Number(row.value)),
      row.value,
      f.priceRanges.includes(Number(row.value)),
      row.count,
    ),
    filterType: FilterType.PriceRange,
  }));

  const brandRows = of('brand').sort((a, b) => (a.label ?? '').localeCompare(b.label ?? ''));
  const brandItems = brandRows.map((row) =>
    option(row.label ?? row.value, row.value, f.brandIds.includes(Number(row.value)), row.count),
  );

  const seasonRows = of('season');
  const seasonItems = seasonRows.map((row) =>
    option(
      TIRE_SEASON_LABELS[row.value as TireSeason] ?? row.value,
      row.value,
      f.seasons.includes(row.value as TireSeason),
      row.count,
    ),
  );

  const speedRows = of('speed').sort((a, b) => speedOrder(a.value) - speedOrder(b.value));
  const speedItems = speedRows.map((row) =>
    option(row.value, row.value, f.speedRatings.includes(row.value), row.count),
  );

  // A load index choice is a minimum: its count is every SKU at or above it.
  const loadRows = of('load').sort((a, b) => Number(a.value) - Number(b.value));
  const loadItems = loadRows.map((row) =>
    option(
      `${row.value}+`,
      row.value,
      f.loadIndexMin === Number(row.value),
      sum(loadRows.filter((other) => Number(other.value) >= Number(row.value))),
    ),
  );

  const runFlatRows = of('runFlat');
  const runFlatItems = [true, false].flatMap((flag) => {
    const row = runFlatRows.find((r) => r.value === String(flag));
    return row ? [option(flag ? 'Run-flat' : 'Not run-flat', row.value, f.runFlat === flag, row.count)] : [];
  });

  const tierCounts = new Map<number, number>();
  for (const row of of('tier')) {
    const tier = Number(row.value) === TireTier.FreeInstallPlus ? TireTier.FreeInstall : Number(row.value);
    tierCounts.set(tier, (tierCounts.get(tier) ?? 0) + row.count);
  }
  const tierItems = [...tierCounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tier, count]) =>
      option(
        TIRE_TIER_TITLES[tier as TireTierCode] ?? String(tier),
        String(tier),
        f.tiers.includes(tier),
        count,
      ),
    );

  return [
    group('Price', FilterGroupType.Price, 'priceRanges', true, priceItems, sum(prices)),
    group('Brand', FilterGroupType.Brand, 'brandIds', true, brandItems, sum(brandRows)),
    group('Season', FilterGroupType.Season, 'seasons', true, seasonItems, sum(seasonRows)),
    group('Speed Rating', FilterGroupType.SpeedRating, 'speedRatings', true, speedItems, sum(speedRows)),
    group('Load Index', FilterGroupType.LoadIndex, 'loadIndexMin', false, loadItems, sum(loadRows)),
    group('Run-Flat', FilterGroupType.RunFlat, 'runFlat', false, runFlatItems, sum(runFlatRows)),
    group('Tire Type', FilterGroupType.Tier, 'tiers', true, tierItems, sum(of('tier'))),
    promotionGroup('Rebate', FilterGroupType.Rebate, 'rebate', f, promotions),
    promotionGroup('Cash Back', FilterGroupType.CashBack, 'cashBack', f, promotions),
    promotionGroup('Extra Coupon Gift', FilterGroupType.ExtraCouponGift, 'extraCoupon', f, promotions),
  ];
}

/** One promotion group: each running promotion with the SKUs of the list it covers; none listed when none do. */
function promotionGroup(
  groupName: string,
  groupType: FilterGroup['groupType'],
  which: keyof PromotionFilters,
  f: TireFilters,
  promotions: { running: PromotionFilters; counts: ReadonlyMap<string, number> },
): FilterGroup {
  const key = PROMOTION_KEYS.find(([group]) => group === which)?.[1] ?? 'rebateIds';
  const items = promotions.running[which].flatMap((promotion) => {
    const count = promotions.counts.get(promotionCountKey(which, promotion.id)) ?? 0;
    return count === 0
      ? []
      : [option(promotion.name, String(promotion.id), f[key].includes(promotion.id), count)];
  });
  if (items.length === 0) return emptyGroup(groupName, groupType, key);
  return group(
    groupName,
    groupType,
    key,
    true,
    items,
    items.reduce((total, item) => total + item.prodCnt, 0),
  );
}

export const promotionCountKey = (group: keyof PromotionFilters, id: number) => `${group}:${id}`;
