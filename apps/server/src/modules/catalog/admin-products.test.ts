import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminProductDetail,
  type AdminProductPage,
  BusinessLine,
  CatalogAdminMessages,
  type ProductDetail,
  TireTier,
} from '@tread/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditOf, expectCatalogRolesOnly, type Staff, staffOfEveryRole } from './admin-testing';
import { brands, categories, products, skus } from './tables';

const dataDir = mkdtempSync(join(tmpdir(), 'tread-catalog-admin-'));
let t: TestApp;
let staff: Staff;
let tireLine: { id: number; name: string; brandId: number; categoryId: number };
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  staff = await staffOfEveryRole(t);
  const [row] = await t.handle.db
    .select({
      id: products.id,
      name: products.name,
      brandId: products.brandId,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(and(eq(products.bizType, BusinessLine.Tire), eq(products.status, 'active')))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error('no tire line');
  tireLine = row;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers = staff.operations) => t.app.inject({ method: 'GET', url, headers });
const patchProduct = (change: object, headers = staff.operations, id = tireLine.id) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/products/${id}`, headers, payload: change });
const shopPage = async (): Promise<ProductDetail> => {
  await t.handle.changes.caughtUp();
  return (await t.app.inject({ method: 'GET', url: `/api/prod/prodInfo?prodId=${tireLine.id}` })).json();
};

describe('the console product list', () => {
  it('pages every product newest first, with its SKUs summed up', async () => {
    const page = (await get('/api/admin/products?size=5')).json<AdminProductPage>();
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const ids = page.records.map((r) => r.productId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.records[0]?.skuCount).toBeGreaterThan(0);
    const next = (await get('/api/admin/products?size=5&current=2')).json<AdminProductPage>();
    expect(next.records[0]?.productId).toBeLessThan(ids[4] ?? 0);
  });

  it('finds a product by part of its name, by a SKU code, and filters by brand, category and on/off', async () => {
    const word = tireLine.name.split(' ').at(-1) ?? '';
    const byName = (
      await get(`/api/admin/products?q=${encodeURIComponent(word.toLowerCase())}`)
    ).json<AdminProductPage>();
    expect(byName.records.map((r) => r.productId)).toContain(tireLine.id);
    const [sku] = await t.handle.db.select().from(skus).where(eq(skus.productId, tireLine.id)).limit(1);
    const byCode = (await get(`/api/admin/products?q=${sku?.partyCode}`)).json<AdminProductPage>();
    expect(byCode.records.map((r) => r.productId)).toEqual([tireLine.id]);
    const byBrand = (
      await get(`/api/admin/products?brandId=${tireLine.brandId}&size=100`)
    ).json<AdminProductPage>();
    expect(byBrand.records.every((r) => r.brandId === tireLine.brandId)).toBe(true);
    const byCategory = (
      await get(`/api/admin/products?categoryId=${tireLine.categoryId}`)
    ).json<AdminProductPage>();
    expect(byCategory.records.every((r) => r.categoryId === tireLine.categoryId)).toBe(true);
    const off = (await get('/api/admin/products?active=false')).json<AdminProductPage>();
    expect(off.records.every((r) => !r.active)).toBe(true);
    const literal = (await get('/api/admin/products?q=%25%25%25')).json<AdminProductPage>();
    expect(literal.total).toBe(0);
  });

  it('shows a product with every SKU, on sale or not', async () => {
    const detail = (await get(`/api/admin/products/${tireLine.id}`)).json<AdminProductDetail>();
    expect(detail).toMatchObject({ productId: tireLine.id, name: tireLine.name, active: true });
    expect(detail.skus.length).toBe(detail.skuCount);
    expect((await get('/api/admin/products/2147483647')).statusCode).toBe(404);
  });

  it('refuses bad filters with 400 and a message', async () => {
    for (const query of ['current=0', 'size=1000', 'active=maybe', 'brandId=abc']) {
      const res = await get(`/api/admin/products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is for operations and the administrator only', async () => {
    await expectCatalogRolesOnly(staff, (headers) => get('/api/admin/products', headers));
    await expectCatalogRolesOnly(staff, (headers) => get(`/api/admin/products/${tireLine.id}`, headers));
  });
});

describe('editing a product', () => {
  it('renames it, retags it and moves it to another brand; the shop shows it and the trail keeps it', async () => {
    const [otherBrand] = await t.handle.db
      .select()
      .from(brands)
      .where(ne(brands.id, tireLine.brandId))
      .limit(1);
    const res = await patchProduct({
      name: 'Trailblazer AT3',
      tier: TireTier.BestRated,
      brandId: otherBrand?.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProductDetail>()).toMatchObject({
      name: 'Trailblazer AT3',
      tier: TireTier.BestRated,
      brandName: otherBrand?.name,
    });
    const page = await shopPage();
    expect(page).toMatchObject({ prodName: 'Trailblazer AT3', prodTopTag: 'best_rated' });
    expect(page.brand.brandName).toBe(otherBrand?.name);
    const skuBrands = await t.handle.db
      .selectDistinct({ brandId: skus.brandId })
      .from(skus)
      .where(eq(skus.productId, tireLine.id));
    expect(skuBrands).toEqual([{ brandId: otherBrand?.id }]);
    const [row] = await auditOf(t, staff, `product:${tireLine.id}`);
    expect(row).toMatchObject({
      action: 'product.change',
      before: { name: tireLine.name, brandId: tireLine.brandId },
      after: { name: 'Trailblazer AT3', tier: TireTier.BestRated, brandId: otherBrand?.id },
    });
    await patchProduct({ name: tireLine.name, brandId: tireLine.brandId, tier: null });
  });

  it('takes it off sale with every size, and back on', async () => {
    expect(
      (await patchProduct({ active: false })).json<AdminProductDetail>().skus.every((s) => !s.active),
    ).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/prod/prodInfo?prodId=${tireLine.id}` })).statusCode,
    ).toBe(404);
    const back = (await patchProduct({ active: true })).json<AdminProductDetail>();
    expect(back.active).toBe(true);
    expect(back.skus.every((s) => s.active)).toBe(true);
    expect((await shopPage()).prodId).toBe(tireLine.id);
  });

  it('refuses bad changes with 400, an unknown product with 404, and writes no audit row', async () => {
    const before = (await auditOf(t, staff, `product:${tireLine.id}`)).length;
    const [partsCategory] = await t.handle.db
      .select()
      .from(categories)
      .where(eq(categories.bizType, BusinessLine.Goods))
      .limit(1);
    const refused: [object, string][] = [
      [{}, CatalogAdminMessages.NothingToChange],
      [{ name: '   ' }, CatalogAdminMessages.NameRequired],
      [{ brandId: 2147483647 }, CatalogAdminMessages.BrandNotFound],
      [{ categoryId: partsCategory?.id }, CatalogAdminMessages.CategoryNotFound],
      [{ tier: 42 }, expect.any(String) as unknown as string],
    ];
    for (const [change, message] of refused) {
      const res = await patchProduct(change);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(message);
    }
    expect((await patchProduct({ name: 'Ghost' }, staff.operations, 2147483647)).statusCode).toBe(404);
    expect((await patchProduct({ name: 'Merchant was here' }, staff.merchant)).statusCode).toBe(403);
    expect(await auditOf(t, staff, `product:${tireLine.id}`)).toHaveLength(before);
    expect((await shopPage()).prodName).toBe(tireLine.name);
  });

  it('is for operations and the administrator only', async () => {
    await expectCatalogRolesOnly(staff, (headers) => patchProduct({ name: tireLine.name }, headers));
  });
});

/** A multipart body with one file, as a browser's file input sends it. */
function imageUpload(file: Buffer, headers: { authorization: string }) {
  const boundary = '----tread-catalog-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tire.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${tireLine.id}/image`,
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('a product picture', () => {
  const photo = () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 20, b: 20 } } })
      .png()
      .toBuffer();

  it('is saved as a square webp by the avatar rules, shown on the product page, and audited', async () => {
    const res = await imageUpload(await photo(), staff.operations);
    expect(res.statusCode).toBe(200);
    const { image } = res.json<AdminProductDetail>();
    expect(image).toMatch(/^\/uploads\/products\/\d+-.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 800,
    });
    expect((await shopPage()).images[0]).toBe(image);
    expect((await auditOf(t, staff, `product:${tireLine.id}`))[0]).toMatchObject({
      action: 'product.image',
      after: { image },
    });
  });

  it('refuses a file that is not an image, and merchants', async () => {
    const before = (await auditOf(t, staff, `product:${tireLine.id}`)).length;
    const res = await imageUpload(Buffer.from('not a picture at all'), staff.operations);
    expect(res.statusCode).toBe(400);
    expect((await imageUpload(await photo(), staff.merchant)).statusCode).toBe(403);
    expect(await auditOf(t, staff, `product:${tireLine.id}`)).toHaveLength(before);
  });
});
