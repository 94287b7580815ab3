import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  readTireSearch,
  setSort,
  tireResultsPath,
  tireSearchQuery,
  toggleFilter,
} from './search-params';

const brands = { filterKey: 'brandIds', multiple: true };
const loadIndex = { filterKey: 'loadIndexMin', multiple: false };
const start = () => new URLSearchParams('activeTab=0&tireSize=225/45R17');

describe('results filters and sort in the URL', () => {
  it('adds and removes brands as one comma-joined list, and All clears the group', () => {
    let params = toggleFilter(start(), brands, '1');
    params = toggleFilter(params, brands, '12');
    expect(params.get('brandIds')).toBe('1,12');
    params = toggleFilter(params, brands, '1');
    expect(params.get('brandIds')).toBe('12');
    expect(toggleFilter(params, brands, '').has('brandIds')).toBe(false);
    expect(params.get('tireSize')).toBe('225/45R17');
  });

  it('keeps one choice in single-choice groups, and a second tap clears it', () => {
    let params = toggleFilter(start(), loadIndex, '91');
    params = toggleFilter(params, loadIndex, '94');
    expect(params.getAll('loadIndexMin')).toEqual(['94']);
    expect(toggleFilter(params, loadIndex, '94').has('loadIndexMin')).toBe(false);
  });

  it('leaves the default sort out of the URL and sends the chosen code', () => {
    const byPrice = setSort(start(), 23);
    expect(byPrice.get('sort')).toBe('23');
    expect(setSort(byPrice, 5).has('sort')).toBe(false);
    expect(tireSearchQuery(readTireSearch(start())).sort).toBe('5');
  });

  it('turns the URL into the search call and counts the ticked filters', () => {
    const params = new URLSearchParams(
      'activeTab=1&vehicleId=2019-bmw-m340i&axle=rear&sort=24&brandIds=1,12&seasons=winter&bogus=1',
    );
    const search = readTireSearch(params);
    expect(search.tab).toBe(1);
    expect(tireSearchQuery(search)).toEqual({
      vehicleId: '2019-bmw-m340i',
      axle: 'rear',
      sort: '24',
      brandIds: '1,12',
      seasons: 'winter',
    });
    expect(activeFilterCount(params)).toBe(3);
    expect(activeFilterCount(clearFilters(params))).toBe(0);
  });

  it('ignores a sort code the spec does not have', () => {
    expect(readTireSearch(new URLSearchParams('sort=99')).sort).toBe(5);
  });

  it('builds the results path of a size or a vehicle', () => {
    expect(tireResultsPath({ tireSize: '225/45R17' })).toBe(
      '/pages/search-tires-by/search-tires-by?activeTab=0&tireSize=225%2F45R17',
    );
    expect(tireResultsPath({ vehicleId: '2019-toyota-camry-le-2.5l' })).toBe(
      '/pages/search-tires-by/search-tires-by?activeTab=1&vehicleId=2019-toyota-camry-le-2.5l',
    );
  });
});
