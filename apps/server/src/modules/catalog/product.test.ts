import type { ProductDetail, TextSearchAnswer } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { products, skus } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query });
const productIdOf = async (code: string) =>
  (await t.handle.db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0]!.id;

describe('the product page', () => {
  it('shows a tire with its sizes, price block, specifications and fitment', async () => {
    const prodId = await productIdOf('michelin-defender2');
    const res = await get('/api/prod/prodInfo', {
      prodId: String(prodId),
      vehicleId: '2019-toyota-camry-le-2.5l',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ProductDetail>();
    expect(detail).toMatchObject({
      prodName: 'Michelin Defender2',
      bizType: 7,
      brand: { brandName: 'Michelin' },
      brandDto: { brandName: 'Michelin' },
      reviews: { count: 0, average: null },
      fitment: 1,
      prodTopTag: 'top_brand',
    });
    expect(detail.images).toEqual([
      `/api/catalog/art/tire/${prodId}/tread.svg?v=1`,
      `/api/catalog/art/tire/${prodId}/side.svg?v=1`,
    ]);
    expect(detail.skuList.length).toBeGreaterThan(5);
    expect(detail.sku.tires?.sizeKey).toBe('205/65R16');
    // A set plus spares: the tire default of SPEC §5 'Purchase limit' unless the SKU sets its own.
    expect(detail.sku.purchaseLimit).toBe(8);
    const specs = detail.tireSpecs!;
    expect(specs.warranty).toEqual({ years: 6, miles: 80000, milesText: '80K' });
    expect(specs.utqg).toEqual({ treadwear: 820, traction: 'A', temperature: 'B' });
    expect(specs.loadIndex.lb).toBeGreaterThan(specs.loadIndex.kg);
    expect(specs.speedRating.mph).toBeGreaterThan(100);
    expect(specs.seasonLabel).toBe('All Season');
    expect(detail.specs.map((row) => row.name)).toContain('Load Index');
  });

  it('switches size by skuId', async () => {
    const prodId = await productIdOf('michelin-defender2');
    const first = (await get('/api/prod/prodInfo', { prodId: String(prodId) })).json<ProductDetail>();
    const other = first.skuList.find((sku) => sku.skuId !== first.sku.skuId)!;
    const switched = (
      await get('/api/prod/prodInfo', { prodId: String(prodId), skuId: String(other.skuId) })
    ).json<ProductDetail>();
    expect(switched.sku).toEqual(other);
    expect(switched.fitment).toBe(2);
  });

  it('shows a part with its own specifications', async () => {
    const prodId = await productIdOf('GP00001');
    const res = await get('/api/prod/prodInfo', { prodId: String(prodId) });
    const detail = res.json<ProductDetail>();
    expect(detail).toMatchObject({ bizType: 1, prodCardType: 'goods', tireSpecs: null, tireTier: null });
    expect(detail.specs).toContainEqual({ name: 'Viscosity', value: '0W-20' });
    expect(detail.images).toEqual([`/api/catalog/art/part/${prodId}.svg?v=1`]);
  });

  it('answers Page Not Found 404 for an unknown, removed or mismatched product', async () => {
    const removed = await productIdOf('michelin-pilot-sport-4s');
    await t.handle.db.update(products).set({ status: 'removed' }).where(eq(products.id, removed));
    await t.handle.db.update(skus).set({ active: false }).where(eq(skus.productId, removed));
    const otherSku = (await t.handle.db.select({ id: skus.id }).from(skus).limit(1))[0]!.id;
    const defender = await productIdOf('michelin-defender2');
    const queries: Record<string, string>[] = [
      { prodId: '99999999' },
      { prodId: String(removed) },
      { prodId: 'abc' },
      { prodId: String(defender), skuId: String(otherSku + 999_999) },
    ];
    for (const query of queries) {
      const res = await get('/api/prod/prodInfo', query);
      expect(res.statusCode).toBe(query.prodId === 'abc' ? 400 : 404);
      expect(res.json().message).toBe('Page Not Found 404');
    }
    const search = (
      await get('/api/search/searchProdPage', { prodName: 'pilot sport 4s' })
    ).json<TextSearchAnswer>();
    expect(search.records.map((card) => card.prodId)).not.toContain(removed);
  });
});

describe('text search', () => {
  it('finds the Defender2 from a typo', async () => {
    const res = await get('/api/search/searchProdPage', { prodName: 'michelin defendr' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<TextSearchAnswer>();
    expect(answer.sizeMatch).toBeNull();
    expect(answer.records.map((card) => card.prodName)).toContain('Michelin Defender2');
    expect(answer.records.every((card) => card.brand.brandName === 'Michelin')).toBe(true);
  });

  it('finds brands, parts by part number, and a typed size', async () => {
    const brand = (
      await get('/api/search/searchProdPage', { prodName: 'bridgestone' })
    ).json<TextSearchAnswer>();
    expect(brand.total).toBeGreaterThan(3);
    const [part] = await t.handle.db.select().from(skus).where(eq(skus.partyCode, 'GP00001'));
    const byNumber = (
      await get('/api/search/searchProdPage', { prodName: part!.partNumber.toLowerCase() })
    ).json<TextSearchAnswer>();
    expect(byNumber.records[0]?.skuId).toBe(part!.id);
    const bySize = (
      await get('/api/search/searchProdPage', { prodName: '225 45 17' })
    ).json<TextSearchAnswer>();
    expect(bySize.sizeMatch).toBe('225/45R17');
    expect(bySize.records.every((card) => card.tires?.sizeKey === '225/45R17')).toBe(true);
  });

  it("refuses empty text with 'Search content cannot be empty'", async () => {
    for (const query of [{}, { prodName: '   ' }] as Record<string, string>[]) {
      const res = await get('/api/search/searchProdPage', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Search content cannot be empty');
    }
  });
});

describe('sizes we carry', () => {
  it('counts products of a size and offers only carried widths, ratios and diameters', async () => {
    const count = (await get('/api/search/getTireSizeProdCount', { size: '225/45R17' })).json();
    expect(count).toMatchObject({ sizeKey: '225/45R17', prodCnt: expect.any(Number) });
    expect(count.skuCnt).toBeGreaterThanOrEqual(count.prodCnt);
    const byParts = (
      await get('/api/search/getTireSizeProdCount', { width: '225', ratio: '45', diameter: '17' })
    ).json();
    expect(byParts).toEqual(count);
    const options = (await get('/api/search/tireSizeOptions')).json();
    expect(options.widths).toContain(225);
    expect(options.ratios).toEqual([]);
    const ratios = (await get('/api/search/tireSizeOptions', { width: '225' })).json();
    expect(ratios.ratios).toContain(45);
    const rims = (await get('/api/search/tireSizeOptions', { width: '225', ratio: '45' })).json();
    expect(rims.diameters).toContain(17);
    const none = (await get('/api/search/getTireSizeProdCount', { size: '125/80R13' })).json();
    expect(none).toMatchObject({ prodCnt: 0, skuCnt: 0 });
  });
});

describe('estimated delivery', () => {
  const estimate = (zip: string) => get('/api/arrivalTime/getEstimatedDeliveryTime', { zip });

  it('promises free delivery in 1–3 business days inside Greater Los Angeles, skipping Sunday', async () => {
    // The test clock starts on Saturday 11/21/2026 at 10:00 in Los Angeles.
    const inside = (await estimate('90012')).json();
    expect(inside).toMatchObject({
      code: 2,
      freeDelivery: true,
      message: 'Free delivery in 1–3 business days',
      estimatedDeliveryTime: '11/23/2026 - 11/25/2026',
      earliestDate: '2026-11-23',
    });
    t.clock.advance(6 * 24 * 60 * 60 * 1000);
    expect((await estimate('91101')).json().estimatedDeliveryTime).toBe('11/28/2026 - 12/01/2026');
    t.clock.advance(-6 * 24 * 60 * 60 * 1000);
  });

  it('answers out of range elsewhere, and checks the ZIP and product', async () => {
    expect((await estimate('94105')).json()).toMatchObject({ code: 1, estimatedDeliveryTime: null });
    expect((await estimate('92101')).json().code).toBe(1);
    expect((await estimate('123')).statusCode).toBe(400);
    const unknown = await get('/api/arrivalTime/getEstimatedDeliveryTime', {
      zip: '90012',
      prodId: '99999999',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('brands and categories', () => {
  it('lists brands with tire and parts counts, and serves a wordmark', async () => {
    const tires = (await get('/api/brands', { bizType: '7' })).json().brands;
    expect(tires.length).toBeGreaterThanOrEqual(60);
    const michelin = tires.find((brand: { slug: string }) => brand.slug === 'michelin');
    expect(michelin.tireProdCount).toBeGreaterThan(5);
    const logo = await get(michelin.logo);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toContain('Michelin');
    expect((await get('/api/brands/logo/nobody.svg')).statusCode).toBe(404);
  });

  it('answers the category tree and a category listing with its children', async () => {
    const roots = (await get('/api/category/categoryInfo')).json().categories;
    expect(roots.map((c: { slug: string }) => c.slug)).toContain('tires');
    const maintenance = roots.find((c: { slug: string }) => c.slug === 'maintenance');
    expect(maintenance.children.length).toBeGreaterThan(2);
    expect(maintenance.prodCount).toBe(
      maintenance.children.reduce((n: number, c: { prodCount: number }) => n + c.prodCount, 0),
    );
    const list = (
      await get('/api/category/prods', { categoryId: String(maintenance.categoryId), sort: '23', size: '50' })
    ).json();
    expect(list.total).toBe(maintenance.prodCount);
    const prices = list.records.map((card: { price: number }) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await get('/api/category/categoryInfo', { parentId: '999999' })).statusCode).toBe(404);
  });
});
