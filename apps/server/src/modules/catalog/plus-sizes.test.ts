import { compareSizes, type PlusSizesAnswer, parseTireSize, type TireSize } from '@tread/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { skus } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIZE = '225/45R17';
const size = (text: string): TireSize => {
  const parsed = parseTireSize(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

async function plusSizesOf(query: string): Promise<PlusSizesAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/catalog/plus-sizes?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function carriedKeys(): Promise<string[]> {
  const rows = await t.handle.db
    .selectDistinct({ key: skus.sizeKey })
    .from(skus)
    .where(and(eq(skus.active, true), isNotNull(skus.sizeKey)));
  return rows.map((row) => row.key ?? '');
}

describe('plus sizes of a size', () => {
  it('lists the carried sizes within ±3% of its diameter, closest first, never the size itself', async () => {
    const before = t.handle.queryCount();
    const answer = await plusSizesOf('width=225&ratio=45&rim=17');
    // One grouped read of the sizes, however many the catalog carries.
    expect(t.handle.queryCount() - before).toBe(1);
    expect(answer.sizeKey).toBe(SIZE);
    expect(answer.sizes.length).toBeGreaterThan(1);
    const keys = answer.sizes.map((candidate) => candidate.sizeKey);
    expect(keys).not.toContain(SIZE);
    const offs = answer.sizes.map((candidate) => Math.abs(candidate.diameterDiffPercent));
    expect(offs).toEqual([...offs].sort((a, b) => a - b));
    expect(Math.max(...offs)).toBeLessThanOrEqual(3);

    const fitting = (await carriedKeys()).filter(
      (key) => key !== SIZE && compareSizes(size(SIZE), size(key)).fits,
    );
    expect(new Set(keys)).toEqual(new Set(fitting));
  });

  it('quotes 225/40R18, a plus-one size, at +0.5% and 60.3 mph when the speedometer reads 60', async () => {
    const answer = await plusSizesOf('width=225&ratio=45&rim=17');
    const plusOne = answer.sizes.find((candidate) => candidate.sizeKey === '225/40R18');
    expect(plusOne).toEqual({
      sizeKey: '225/40R18',
      rim: 18,
      tireCount: expect.any(Number),
      diameterMm: 637.2,
      diameterDiffPercent: 0.5,
      trueMphAt60: 60.3,
      convention: 'plus_one',
    });
  });

  it('counts for each size the tires a search of that size lists', async () => {
    const answer = await plusSizesOf('width=225&ratio=45&rim=17');
    for (const candidate of answer.sizes) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/search/tires',
        query: { tireSize: candidate.sizeKey, size: '1' },
      });
      expect(res.json().total, candidate.sizeKey).toBe(candidate.tireCount);
      expect(candidate.tireCount).toBeGreaterThan(0);
    }
  });
});

describe('refusing a bad size', () => {
  it.each([
    ['width=226&ratio=45&rim=17', /Tire width/],
    ['width=225&ratio=47&rim=17', /Aspect ratio/],
    ['width=225&ratio=45&rim=40', /Rim diameter/],
    ['width=225&ratio=45', /Please enter a tire size/],
    ['width=abc&ratio=45&rim=17', /like 225\/45R17/],
  ])('%s → 400 with the size message, changing nothing', async (query, message) => {
    const keysBefore = await carriedKeys();
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/plus-sizes?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await carriedKeys()).toEqual(keysBefore);
    // The size search still answers as before.
    expect((await plusSizesOf('width=225&ratio=45&rim=17')).sizeKey).toBe(SIZE);
  });
});
