import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrandInfo, ProductCard, ProductDetail, TireSearchAnswer } from '@tread/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { brandMarkSvg } from './brand-marks';
import { partArtUrl, tireTreadUrl } from './images';
import { partArtSvg } from './part-art';
import { categories, products } from './tables';
import { type TireArtInput, tireSideSvg, tireTreadSvg } from './tire-art';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The size every drawing stays under, before compression. */
const MAX_BYTES = 6 * 1024;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
/** Well-formed XML by a small check: every tag matched and nested, attributes quoted, text free of '<' and bare '&'. */
function isWellFormed(xml: string): boolean {
  const open: string[] = [];
  let at = 0;
  for (const match of xml.matchAll(TAG)) {
    if (/[<>]|&(?!#?\w+;)/.test(xml.slice(at, match.index))) return false;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
    at = match.index + match[0].length;
  }
  return xml.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && open.length === 0 && at === xml.length;
}

/** Fetches a drawing and checks what every one must be: SVG, well-formed, small, cached for good. */
async function drawing(url: string): Promise<string> {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(isWellFormed(res.body), url).toBe(true);
  expect(Buffer.byteLength(res.body)).toBeLessThan(MAX_BYTES);
  expect(gzipSync(res.body).length).toBeLessThan(MAX_BYTES / 3);
  return res.body;
}

describe('product pictures', () => {
  it('gives every tire of a results page its own tread and sidewall, drawn from its data', async () => {
    const res = await get('/api/search/tires?tireSize=225/45R17&size=20');
    const cards = res.json<TireSearchAnswer>().records;
    expect(cards).toHaveLength(20);
    const prodIds = new Set(cards.map((card: ProductCard) => card.prodId));
    expect(new Set(cards.map((card) => card.pic)).size).toBe(prodIds.size);
    expect(prodIds.size).toBeGreaterThanOrEqual(18);
    const treads = await Promise.all([...new Set(cards.map((card) => card.pic))].map(drawing));
    expect(new Set(treads).size).toBe(treads.length);

    const sides: string[] = [];
    for (const prodId of prodIds) {
      const detail = (await get(`/api/prod/prodInfo?prodId=${prodId}`)).json<ProductDetail>();
      expect(detail.images).toHaveLength(2);
      expect(detail.images[0]).toBe(cards.find((card) => card.prodId === prodId)!.pic);
      const side = await drawing(detail.images[1]!);
      expect(side).toContain(detail.brand.brandName.toUpperCase().replace(/&/g, '&#38;'));
      sides.push(side);
    }
    expect(new Set(sides).size).toBe(sides.length);
  });

  it('answers 304 to a client holding the same bytes, by a strong ETag', async () => {
    const [card] = (await get('/api/search/tires?tireSize=205/55R16&size=1')).json<TireSearchAnswer>()
      .records;
    const first = await get(card!.pic);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(card!.pic, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws each part as its kind', async () => {
    const parts = await t.handle.db
      .select({ id: products.id, image: products.image, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.bizType, 1));
    expect(parts.every((part) => part.image === `/api/catalog/art/part/${part.id}.svg?v=1`)).toBe(true);
    const onePerKind = [...new Map(parts.map((part) => [part.category, part.image])).values()];
    expect(onePerKind.length).toBeGreaterThan(15);
    const drawings = await Promise.all(onePerKind.map(drawing));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('gives every brand a logo of its own', async () => {
    const brands = (await get('/api/brands')).json<{ brands: BrandInfo[] }>().brands;
    expect(brands.length).toBeGreaterThan(60);
    const logos = await Promise.all(brands.map((brand) => drawing(brand.logo)));
    expect(new Set(logos).size).toBe(brands.length);
    for (const [i, brand] of brands.entries()) {
      expect(logos[i]).toContain(`aria-label="${brand.brandName.replace(/&/g, '&#38;')}"`);
    }
  });

  it('answers Page Not Found for an unknown product or the wrong kind of picture', async () => {
    const [tire] = (await get('/api/search/tires?tireSize=205/55R16&size=1')).json<TireSearchAnswer>()
      .records;
    const [part] = await t.handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.bizType, 1));
    for (const url of [
      '/api/catalog/art/tire/99999999/tread.svg',
      '/api/catalog/art/part/99999999.svg',
      '/api/catalog/art/part/9999999999.svg',
      `/api/catalog/art/tire/${part!.id}/side.svg`,
      `/api/catalog/art/part/${tire!.prodId}.svg`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('PRODUCT_NOT_FOUND');
    }
    expect((await get('/api/catalog/art/tire/1/front.svg')).statusCode).toBe(400);
  });
});

describe('migration 0024', () => {
  it("points products still holding a retired illustration's URL at their own art", async () => {
    const [tire] = (await get('/api/search/tires?tireSize=205/55R16&size=1')).json<TireSearchAnswer>()
      .records;
    const [part] = await t.handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.bizType, 1));
    const ids = [tire!.prodId, part!.id];
    await t.handle.db
      .update(products)
      .set({ image: '/static/products/tread-all-season.svg' })
      .where(inArray(products.id, ids));
    const migration = readFileSync(
      new URL('../../db/migrations/0024_product_art.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.handle.db.execute(sql.raw(statement));
    const rows = await t.handle.db
      .select({ id: products.id, image: products.image })
      .from(products)
      .where(inArray(products.id, ids));
    expect(new Map(rows.map((row) => [row.id, row.image]))).toEqual(
      new Map([
        [tire!.prodId, tireTreadUrl(tire!.prodId)],
        [part!.id, partArtUrl(part!.id)],
      ]),
    );
  });
});

describe('the drawings', () => {
  const tire: TireArtInput = {
    id: 7,
    name: 'Michelin Defender2',
    brandName: 'Michelin',
    season: 'all_season',
    category: 'touring',
    sidewall: null,
  };

  it('are the same bytes for the same data, and differ between lines of the same kind', () => {
    expect(tireTreadSvg(tire)).toBe(tireTreadSvg({ ...tire }));
    expect(tireSideSvg(tire)).toBe(tireSideSvg({ ...tire }));
    const sibling = { ...tire, id: 8, name: 'Michelin Premier A/S' };
    expect(tireTreadSvg(sibling)).not.toBe(tireTreadSvg(tire));
    expect(tireSideSvg(sibling)).not.toBe(tireSideSvg(tire));
    expect(brandMarkSvg('Michelin')).toBe(brandMarkSvg('Michelin'));
    const oil = { name: 'Oil', brandName: 'Castrol', category: 'motor-oil', specs: { Viscosity: '5W-30' } };
    expect(partArtSvg(oil)).toBe(partArtSvg({ ...oil }));
    expect(partArtSvg(oil)).toContain('5W-30');
  });

  it('draw each season its own way and letter white sidewalls in white', () => {
    const seasons = ['all_season', 'summer', 'winter', 'all_weather', 'all_terrain', 'mud_terrain'] as const;
    const treads = seasons.map((season) => tireTreadSvg({ ...tire, season }));
    expect(new Set(treads).size).toBe(seasons.length);
    for (const svg of treads) expect(isWellFormed(svg)).toBe(true);
    expect(tireSideSvg({ ...tire, sidewall: 'RWL' })).toContain('fill="#eef0f2"');
    expect(tireSideSvg({ ...tire, name: 'Brand <&> "Line"' })).toSatisfy(isWellFormed);
  });
});
