import { AxleChoice, type FilterGroup, ProductSort, SearchTiresByTab } from '@tread/domain';

/**
 * The tire results page keeps what is searched, the filters and the sort in its URL, so a list can be
 * shared, reloaded and walked back through. These functions read and change those parameters.
 */

export const SEARCH_TIRES_PATH = '/pages/search-tires-by/search-tires-by';

/** The filter keys of /api/search/tires (tireFiltersQuery); each takes '1,2' for several choices. */
export const FILTER_KEYS = [
  'priceRanges',
  'brandIds',
  'seasons',
  'speedRatings',
  'loadIndexMin',
  'runFlat',
  'tiers',
  'rebateIds',
  'cashBackIds',
  'extraCouponIds',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const isFilterKey = (key: string): key is FilterKey => (FILTER_KEYS as readonly string[]).includes(key);

export const SORT_OPTIONS = [
  ProductSort.Asc,
  ProductSort.Desc,
  ProductSort.PriceAsc,
  ProductSort.PriceDesc,
] as const;
export type SortCode = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortCode = ProductSort.Asc;
/** i18n key (catalog.sort.option.*) of each sort code. */
export const SORT_NAMES = {
  [ProductSort.Asc]: 'recommended',
  [ProductSort.Desc]: 'popular',
  [ProductSort.PriceAsc]: 'priceAsc',
  [ProductSort.PriceDesc]: 'priceDesc',
} as const satisfies Record<SortCode, string>;

const AXLES: readonly string[] = Object.values(AxleChoice);

export interface TireSearch {
  tab: SearchTiresByTab;
  tireSize: string | null;
  rearTireSize: string | null;
  vehicleId: string | null;
  axle: AxleChoice | null;
  sort: SortCode;
  filters: Partial<Record<FilterKey, string[]>>;
}

const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function readSort(params: URLSearchParams): SortCode {
  const code = Number(params.get('sort'));
  return (SORT_OPTIONS as readonly number[]).includes(code) ? (code as SortCode) : DEFAULT_SORT;
}

export function readTireSearch(params: URLSearchParams): TireSearch {
  const filters: TireSearch['filters'] = {};
  for (const key of FILTER_KEYS) {
    const values = params.getAll(key).flatMap(listOf);
    if (values.length > 0) filters[key] = [...new Set(values)];
  }
  const axle = params.get('axle');
  return {
    tab:
      params.get('activeTab') === String(SearchTiresByTab.Vehicle)
        ? SearchTiresByTab.Vehicle
        : SearchTiresByTab.Size,
    tireSize: params.get('tireSize') || null,
    rearTireSize: params.get('rearTireSize') || null,
    vehicleId: params.get('vehicleId') || null,
    axle: axle && AXLES.includes(axle) ? (axle as AxleChoice) : null,
    sort: readSort(params),
    filters,
  };
}

/** The query of GET /api/search/tires for a search (without the page). */
export function tireSearchQuery(search: TireSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.tireSize) query.tireSize = search.tireSize;
  if (search.rearTireSize) query.rearTireSize = search.rearTireSize;
  if (search.vehicleId) query.vehicleId = search.vehicleId;
  if (search.axle) query.axle = search.axle;
  query.sort = String(search.sort);
  for (const key of FILTER_KEYS) {
    const values = search.filters[key];
    if (values?.length) query[key] = values.join(',');
  }
  return query;
}

/** The results page for a size, or a vehicle (its OE sizes, or one of them given as tireSize). */
export function tireResultsPath(target: {
  tireSize?: string | null;
  rearTireSize?: string | null;
  vehicleId?: string | null;
}): string {
  const params = new URLSearchParams();
  params.set('activeTab', String(target.vehicleId ? SearchTiresByTab.Vehicle : SearchTiresByTab.Size));
  if (target.vehicleId) params.set('vehicleId', target.vehicleId);
  if (target.tireSize) params.set('tireSize', target.tireSize);
  if (target.rearTireSize) params.set('rearTireSize', target.rearTireSize);
  return `${SEARCH_TIRES_PATH}?${params.toString()}`;
}

function copy(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(params);
}

/**
 * Ticks or unticks one choice of a filter group. Groups of several choices (brands, seasons) keep a
 * list; single-choice groups (load index, run-flat) hold one value, and the 'All' choice (empty value)
 * clears the group.
 */
export function toggleValue(
  current: readonly string[],
  group: Pick<FilterGroup, 'multiple'>,
  value: string,
): string[] {
  if (value === '') return [];
  if (group.multiple)
    return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return current.includes(value) ? [] : [value];
}

/** toggleValue on the URL, where a group's choices are one comma-joined parameter. */
export function toggleFilter(
  params: URLSearchParams,
  group: Pick<FilterGroup, 'filterKey' | 'multiple'>,
  value: string,
): URLSearchParams {
  const next = copy(params);
  const values = toggleValue(next.getAll(group.filterKey).flatMap(listOf), group, value);
  next.delete(group.filterKey);
  if (values.length > 0) next.set(group.filterKey, values.join(','));
  return next;
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = copy(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

/** The default sort (Recommended) is left out of the URL. */
export function setSort(params: URLSearchParams, sort: SortCode): URLSearchParams {
  const next = copy(params);
  if (sort === DEFAULT_SORT) next.delete('sort');
  else next.set('sort', String(sort));
  return next;
}

export function setAxle(params: URLSearchParams, axle: AxleChoice): URLSearchParams {
  const next = copy(params);
  next.set('axle', axle);
  return next;
}

/** How many filter choices are ticked, for the 'Filters (3)' button. */
export function activeFilterCount(params: URLSearchParams): number {
  let count = 0;
  for (const [key, value] of params) if (isFilterKey(key)) count += listOf(value).length;
  return count;
}
