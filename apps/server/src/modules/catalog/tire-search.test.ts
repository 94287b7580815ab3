import {
  type FilterGroup,
  FitmentStatus,
  PRICE_BUCKET_CENTS,
  type ProductCard,
  ProductSort,
  type TireSearchAnswer,
} from '@tread/domain';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { skus } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIZE = '225/45R17';
const STAGGERED = '2014-lexus-is-is-350-f-sport-3.5l';
const CAMRY = '2019-toyota-camry-le-2.5l';

async function search(query: Record<string, string | number>): Promise<TireSearchAnswer> {
  const res = await t.app.inject({ method: 'GET', url: '/api/search/tires', query: stringify(query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

const group = (answer: TireSearchAnswer, filterKey: string): FilterGroup =>
  answer.filterGroups.find((g) => g.filterKey === filterKey)!;
const countOf = (answer: TireSearchAnswer, filterKey: string, value: string) =>
  group(answer, filterKey).filterItemList.find((item) => item.filterValue === value)?.prodCnt ?? 0;
const all = (query: Record<string, string | number>) => search({ ...query, size: 100 });

describe('searching by size', () => {
  it('lists only tires of that size, as cards of SPEC §3', async () => {
    const answer = await all({ tireSize: 'p225/45r17' });
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.records).toHaveLength(answer.total);
    expect(new Set(answer.records.map((card) => card.tires?.displaySize))).toEqual(new Set([SIZE]));
    expect(answer.searchedSizes).toEqual([{ axle: 'front', size: 'P225/45R17', sizeKey: SIZE }]);
    const card = answer.records[0]!;
    expect(card).toMatchObject({
      bizType: 7,
      prodCardType: 'tire',
      brand: { brandName: expect.any(String) },
      activityList: [],
      fitment: FitmentStatus.NoCar,
      rearSku: null,
    });
    expect(card.soldOut).toBe(card.totalStocks === 0);
    expect(card.priceSettle).toBe(card.price);
  });

  it('recommends tires that can be bought now before sold-out ones', async () => {
    const cards = (await all({ tireSize: SIZE, sort: ProductSort.Asc })).records;
    const firstSoldOut = cards.findIndex((card) => card.soldOut);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(cards.slice(firstSoldOut).every((card) => card.soldOut)).toBe(true);
  });

  it('refuses a search without a size or vehicle, and a malformed size, with the size message', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/search/tires' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please enter a tire size');
    const bad = await t.app.inject({ method: 'GET', url: '/api/search/tires?tireSize=226/45R17' });
    expect(bad.json().message).toMatch(/Tire width/);
  });

  it('pages for infinite scroll without repeating a card', async () => {
    const first = await search({ tireSize: SIZE, size: 5 });
    const second = await search({ tireSize: SIZE, size: 5, current: 2 });
    expect(first.hasMore).toBe(true);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    const ids = [...first.records, ...second.records].map((card) => card.skuId);
    expect(new Set(ids).size).toBe(10);
  });

  it('sorts by price both ways, and recommended puts tier-tagged tires first among those in stock', async () => {
    const up = (await all({ tireSize: SIZE, sort: ProductSort.PriceAsc })).records.map((c) => c.price);
    const down = (await all({ tireSize: SIZE, sort: ProductSort.PriceDesc })).records.map((c) => c.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].sort((a, b) => b - a));
    const recommended = (await all({ tireSize: SIZE })).records.filter((card) => !card.soldOut);
    const firstRegular = recommended.findIndex((card) => !card.tireTier);
    expect(recommended.slice(firstRegular).every((card) => !card.tireTier)).toBe(true);
    expect(recommended[0]?.topTag).toEqual(expect.any(String));
  });
});

describe('filters and their counts', () => {
  it('narrows by brand and season and counts each group with the other groups applied', async () => {
    const unfiltered = await all({ tireSize: SIZE });
    const brandIds = [...new Set(unfiltered.records.map((card) => card.brand.brandId))].slice(0, 3);
    const answer = await all({ tireSize: SIZE, brandIds: brandIds.join(','), seasons: 'all_season' });
    expect(
      answer.records.every((c) => brandIds.includes(c.brand.brandId) && c.tires?.season === 'all_season'),
    ).toBe(true);
    // Season counts honor the brand filter but not the season one.
    const brandOnly = await all({ tireSize: SIZE, brandIds: brandIds.join(',') });
    const summerInBrands = brandOnly.records.filter((c) => c.tires?.season === 'summer').length;
    expect(countOf(answer, 'seasons', 'summer')).toBe(summerInBrands);
    // Brand counts honor the season filter but not the brand one.
    const seasonOnly = await all({ tireSize: SIZE, seasons: 'all_season' });
    for (const brandId of brandIds) {
      const expected = seasonOnly.records.filter((c) => c.brand.brandId === brandId).length;
      expect(countOf(answer, 'brandIds', String(brandId))).toBe(expected);
    }
    const brands = group(answer, 'brandIds').filterItemList;
    expect(brands[0]).toMatchObject({ filterType: 'ALL', checked: false, prodCnt: seasonOnly.total });
    expect(
      brands
        .filter((item) => item.checked)
        .map((item) => Number(item.filterValue))
        .sort(),
    ).toEqual([...brandIds].sort());
    expect(answer.total).toBe(answer.records.length);
  });

  it('buckets prices per §9 and filters by bucket', async () => {
    const unfiltered = await all({ tireSize: SIZE });
    const prices = group(unfiltered, 'priceRanges');
    expect(prices.groupType).toBe('PRICE_GROUP');
    const bucket = prices.filterItemList.find(
      (item) => item.filterType === 'PRICE_RANGE' && item.prodCnt > 0,
    )!;
    expect(bucket.filterName).toMatch(/^\$[\d,]+\+$/);
    const answer = await all({ tireSize: SIZE, priceRanges: bucket.filterValue });
    const low = Number(bucket.filterValue);
    expect(answer.total).toBe(bucket.prodCnt);
    expect(answer.records.every((c) => c.price >= low && c.price < low + PRICE_BUCKET_CENTS)).toBe(true);
  });

  it('filters by speed rating, minimum load index, run-flat and tier', async () => {
    const unfiltered = await all({ tireSize: SIZE });
    const speed = unfiltered.records[0]!.tires!.speedRating;
    const bySpeed = await all({ tireSize: SIZE, speedRatings: speed.toLowerCase() });
    expect(bySpeed.records.every((c) => c.tires?.speedRating === speed)).toBe(true);
    const loads = unfiltered.records.map((c) => c.tires!.loadIndex);
    const max = Math.max(...loads);
    const byLoad = await all({ tireSize: SIZE, loadIndexMin: max });
    expect(byLoad.total).toBe(loads.filter((load) => load >= max).length);
    expect(countOf(unfiltered, 'loadIndexMin', String(Math.min(...loads)))).toBe(unfiltered.total);
    const runFlat = await all({ tireSize: SIZE, runFlat: 'true' });
    expect(runFlat.records.every((c) => c.tires?.runFlat)).toBe(true);
    expect(countOf(unfiltered, 'runFlat', 'true')).toBe(runFlat.total);
    const tiered = await all({ tireSize: SIZE, tiers: '1,5' });
    expect(tiered.records.every((c) => c.tireTier === 1 || c.tireTier === 5)).toBe(true);
  });

  it('keeps the promotion groups present but empty, and their ids match nothing yet', async () => {
    const answer = await all({ tireSize: SIZE });
    for (const type of ['REBATE_GROUP', 'CASH_BACK_GROUP', 'EXTRA_COUPON_GIFT_GROUP']) {
      expect(answer.filterGroups.find((g) => g.groupType === type)?.filterItemList).toEqual([]);
    }
    expect((await all({ tireSize: SIZE, rebateIds: 3 })).total).toBe(0);
  });
});

describe('prices under MAP', () => {
  it('hides a price below the minimum advertised price and shows it otherwise', async () => {
    const [row] = await t.handle.db
      .select({ sizeKey: skus.sizeKey, id: skus.id })
      .from(skus)
      .where(and(isNotNull(skus.mapPrice), gt(skus.mapPrice, skus.price), eq(skus.active, true)))
      .limit(1);
    const answer = await all({ tireSize: row!.sizeKey! });
    const hidden = answer.records.find((card) => card.skuId === row!.id) as ProductCard;
    expect(hidden).toMatchObject({ showPrice: false, showMapPrice: true });
    expect(hidden.mapPrice).toBeGreaterThan(hidden.price);
    const shown = answer.records.find((card) => card.mapPrice === null || card.mapPrice <= card.price);
    expect(shown).toMatchObject({ showPrice: true, showMapPrice: false });
  });
});

describe('fitment and vehicles', () => {
  it('marks cards fit for the vehicle, not fit for another size, no car without one', async () => {
    const fits = await search({ vehicleId: CAMRY });
    expect(fits.searchedSizes[0]?.sizeKey).toBe('205/65R16');
    expect(fits.records.every((card) => card.fitment === FitmentStatus.Fit)).toBe(true);
    const other = await search({ vehicleId: CAMRY, tireSize: SIZE });
    expect(other.records.every((card) => card.fitment === FitmentStatus.NotFit)).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/search/tires?vehicleId=1999-nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sorry, no vehicle information found.');
  });

  it('shops a staggered vehicle as a set by default, or front or rear alone', async () => {
    const set = await all({ vehicleId: STAGGERED });
    expect(set.axle).toBe('set');
    expect(set.searchedSizes.map((s) => s.sizeKey)).toEqual(['225/40R18', '255/35R18']);
    expect(set.total).toBeGreaterThan(0);
    for (const card of set.records) {
      expect(card.tires?.sizeKey).toBe('225/40R18');
      expect(card.rearSku?.tires.sizeKey).toBe('255/35R18');
      expect(card.fitment).toBe(FitmentStatus.Fit);
    }
    const front = await all({ vehicleId: STAGGERED, axle: 'front' });
    const rear = await all({ vehicleId: STAGGERED, axle: 'rear' });
    expect(front.total).toBeGreaterThanOrEqual(set.total);
    expect(rear.records.every((c) => c.tires?.sizeKey === '255/35R18' && c.rearSku === null)).toBe(true);
    const bySizes = await all({ tireSize: '225/40R18', rearTireSize: '255/35R18' });
    expect(bySizes.total).toBe(set.total);
  });
});

describe('query budget', () => {
  it('answers a filtered results page of a vehicle search in at most 3 SQL statements', async () => {
    const queries: Record<string, string | number>[] = [
      { tireSize: SIZE, brandIds: '1,2,3', seasons: 'summer,all_season', sort: ProductSort.PriceAsc },
      { vehicleId: STAGGERED, runFlat: 'false', current: 2, size: 5 },
    ];
    for (const query of queries) {
      const before = t.handle.queryCount();
      await search(query);
      const statements = t.handle.queryCount() - before;
      expect(statements).toBeGreaterThan(0);
      expect(statements).toBeLessThanOrEqual(3);
    }
  });
});
