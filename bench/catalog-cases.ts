// Size searches the catalog and foundation benchmarks load the shop with, and the pages the server renders.

/** The server-rendered pages the page benchmarks open: they exist on every fresh database (the seed is fixed). */
export const RENDERED_PAGES = [
  { name: 'home', path: '/' },
  { name: 'size results', path: '/pages/search-tires-by/search-tires-by?activeTab=0&tireSize=225%2F45R17' },
  { name: 'product', path: '/pages/prod/prod?prodid=7&skuId=457' },
];

/** The largest size at every scale, a common one, and a second page. */
export const SIZE_SEARCHES = [
  '/api/search/tires?tireSize=275/45R20',
  '/api/search/tires?tireSize=225/45R17',
  '/api/search/tires?tireSize=205/55R16&current=2',
];

export const FILTERED_SIZE_SEARCHES = [
  '/api/search/tires?tireSize=275/45R20&brandIds=1,2,3,4,5&seasons=summer,all_season&sort=23',
  '/api/search/tires?tireSize=225/45R17&priceRanges=10000,20000&speedRatings=V,W&sort=24',
  '/api/search/tires?tireSize=205/55R16&tiers=1,5&runFlat=false',
];

export const UNCACHED_SIZE_SEARCH_NAME =
  'size search + filter counts, a new page size or page every request (never cached)';

/** A search no earlier request asked: the cache cannot answer it, so the database does, as on a first visit. */
export function uncachedSizeSearch(n: number): string {
  const size = ['275/45R20', '225/45R17', '205/55R16'][n % 3];
  return `/api/search/tires?tireSize=${size}&size=${(Math.floor(n / 3) % 100) + 1}&current=${Math.floor(n / 300) + 1}`;
}
