import {
  type AdminBrand,
  type AdminCategory,
  type AdminSku,
  BusinessLine,
  CatalogAdminMessages,
  type ProductDetail,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSku } from '../../../test/cart';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditOf, expectCatalogRolesOnly, type Staff, staffOfEveryRole } from './admin-testing';
import { products } from './tables';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffOfEveryRole(t);
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PUT' | 'PATCH' | 'GET',
  url: string,
  payload?: object,
  headers = staff.operations,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('editing a SKU', () => {
  it('sets price, MAP price, stock and purchase limit; the shop shows "see price in cart"; the trail keeps it', async () => {
    const sku = await freshSku(t);
    const change = { price: 12_345, mapPrice: 13_000, stock: 7, purchaseLimit: 4 };
    const res = await call('PATCH', `/api/admin/skus/${sku.id}`, change);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminSku>()).toMatchObject({ ...change, showMapPrice: true, active: true });
    const page = (
      await call('GET', `/api/prod/prodInfo?prodId=${sku.productId}&skuId=${sku.id}`)
    ).json<ProductDetail>();
    expect(page.sku).toMatchObject({ price: 12_345, showPrice: false, showMapPrice: true, totalStocks: 7 });
    const [row] = await auditOf(t, staff, `sku:${sku.id}`);
    expect(row).toMatchObject({
      action: 'sku.change',
      before: { price: sku.price, mapPrice: null, stock: 50, purchaseLimit: null },
      after: change,
    });
    const cleared = await call('PATCH', `/api/admin/skus/${sku.id}`, { mapPrice: null });
    expect(cleared.json<AdminSku>()).toMatchObject({ mapPrice: null, showMapPrice: false });
  });

  it('refuses bad values with 400, a SKU of a product off sale, and writes no audit row', async () => {
    const sku = await freshSku(t, BusinessLine.Goods);
    for (const change of [
      {},
      { price: 0 },
      { stock: -1 },
      { purchaseLimit: 0 },
      { mapPrice: 1.5 },
      { price: 2 ** 31 },
    ]) {
      expect((await call('PATCH', `/api/admin/skus/${sku.id}`, change)).statusCode).toBe(400);
    }
    await t.handle.db.update(products).set({ status: 'removed' }).where(eq(products.id, sku.productId));
    const off = await call('PATCH', `/api/admin/skus/${sku.id}`, { active: true });
    expect(off.json()).toMatchObject({ message: CatalogAdminMessages.ProductOff, field: 'active' });
    expect((await call('PATCH', '/api/admin/skus/2147483647', { stock: 1 })).statusCode).toBe(404);
    expect(await auditOf(t, staff, `sku:${sku.id}`)).toHaveLength(0);
  });

  it('is for operations and the administrator only', async () => {
    const sku = await freshSku(t);
    await expectCatalogRolesOnly(staff, (headers) =>
      call('PATCH', `/api/admin/skus/${sku.id}`, { stock: 9 }, headers),
    );
  });
});

describe('brands', () => {
  const brandNamed = async (name: string) =>
    (await call('GET', '/api/admin/brands'))
      .json<{ records: AdminBrand[] }>()
      .records.find((b) => b.name === name);

  it('are listed with their product counts, created and renamed, each audited', async () => {
    const list = (await call('GET', '/api/admin/brands')).json<{ records: AdminBrand[] }>().records;
    expect(list.some((b) => b.productCount > 0)).toBe(true);
    const created = await call('POST', '/api/admin/brands', {
      name: 'Road Kings',
      country: 'USA',
      tier: 'value',
    });
    expect(created.statusCode).toBe(200);
    const brand = await brandNamed('Road Kings');
    expect(brand).toMatchObject({ slug: 'road-kings', productCount: 0, tier: 'value' });
    const renamed = await call('PUT', `/api/admin/brands/${brand?.brandId}/name`, { name: 'Road Queens' });
    expect(renamed.statusCode).toBe(200);
    expect((await brandNamed('Road Queens'))?.slug).toBe('road-kings');
    const trail = await auditOf(t, staff, `brand:${brand?.brandId}`);
    expect(trail.map((r) => r.action)).toEqual(['brand.rename', 'brand.create']);
    expect(trail[0]).toMatchObject({ before: { name: 'Road Kings' }, after: { name: 'Road Queens' } });
  });

  it('renaming a brand renames it on the shop and in search', async () => {
    const [product] = await t.handle.db.select().from(products).where(eq(products.status, 'active')).limit(1);
    const res = await call('PUT', `/api/admin/brands/${product?.brandId}/name`, { name: 'Brandnew Tires' });
    expect(res.statusCode).toBe(200);
    await t.handle.changes.caughtUp();
    const page = (await call('GET', `/api/prod/prodInfo?prodId=${product?.id}`)).json<ProductDetail>();
    expect(page.brand.brandName).toBe('Brandnew Tires');
    const [after] = await t.handle.db
      .select()
      .from(products)
      .where(eq(products.id, product?.id ?? 0));
    expect(after?.searchText).toContain('Brandnew Tires');
  });

  it('refuses a taken or empty name with 400 and writes no audit row', async () => {
    const list = (await call('GET', '/api/admin/brands')).json<{ records: AdminBrand[] }>().records;
    const [first, second] = list;
    const taken = await call('PUT', `/api/admin/brands/${first?.brandId}/name`, {
      name: second?.name.toUpperCase(),
    });
    expect(taken.json()).toMatchObject({ message: CatalogAdminMessages.NameTaken, field: 'name' });
    expect((await call('POST', '/api/admin/brands', { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/brands/2147483647/name', { name: 'Nobody' })).statusCode).toBe(404);
    expect(await auditOf(t, staff, `brand:${first?.brandId}`)).toHaveLength(0);
  });

  it('is for operations and the administrator only', async () => {
    const [brand] = (await call('GET', '/api/admin/brands')).json<{ records: AdminBrand[] }>().records;
    await expectCatalogRolesOnly(staff, (headers) => call('GET', '/api/admin/brands', undefined, headers));
    await expectCatalogRolesOnly(staff, (headers) =>
      call('PUT', `/api/admin/brands/${brand?.brandId}/name`, { name: brand?.name }, headers),
    );
    let n = 0;
    await expectCatalogRolesOnly(staff, (headers) =>
      call('POST', '/api/admin/brands', { name: `Role ${++n}` }, headers),
    );
  });
});

describe('categories', () => {
  const categoryList = async () =>
    (await call('GET', '/api/admin/categories')).json<{ records: AdminCategory[] }>().records;

  it('are created under a parent (taking its business line) and renamed, each audited', async () => {
    const parent = (await categoryList()).find(
      (c) => c.parentId === null && c.bizType === BusinessLine.Goods,
    );
    const created = await call('POST', '/api/admin/categories', {
      name: 'Snow Chains',
      parentId: parent?.categoryId,
    });
    expect(created.statusCode).toBe(200);
    const category = (await categoryList()).find((c) => c.name === 'Snow Chains');
    expect(category).toMatchObject({
      parentId: parent?.categoryId,
      bizType: BusinessLine.Goods,
      productCount: 0,
    });
    await call('PUT', `/api/admin/categories/${category?.categoryId}/name`, { name: 'Tire Chains' });
    expect((await categoryList()).find((c) => c.categoryId === category?.categoryId)?.name).toBe(
      'Tire Chains',
    );
    const trail = await auditOf(t, staff, `category:${category?.categoryId}`);
    expect(trail.map((r) => r.action)).toEqual(['category.rename', 'category.create']);
  });

  it('refuses an unknown parent or a name taken under the same parent, writing nothing', async () => {
    const [child] = (await categoryList()).filter((c) => c.parentId !== null);
    const unknown = await call('POST', '/api/admin/categories', { name: 'Orphans', parentId: 2147483647 });
    expect(unknown.json()).toMatchObject({
      message: CatalogAdminMessages.CategoryNotFound,
      field: 'parentId',
    });
    const twin = await call('POST', '/api/admin/categories', {
      name: child?.name,
      parentId: child?.parentId,
    });
    expect(twin.json()).toMatchObject({ message: CatalogAdminMessages.NameTaken });
    expect((await categoryList()).filter((c) => c.name === 'Orphans')).toHaveLength(0);
  });

  it('is for operations and the administrator only', async () => {
    await expectCatalogRolesOnly(staff, (headers) =>
      call('GET', '/api/admin/categories', undefined, headers),
    );
    let n = 0;
    await expectCatalogRolesOnly(staff, (headers) =>
      call(
        'POST',
        '/api/admin/categories',
        { name: `Role shelf ${++n}`, bizType: BusinessLine.Goods },
        headers,
      ),
    );
  });
});
