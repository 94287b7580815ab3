import type { ProductCard, ProductDetail, TireSearchAnswer } from '@tread/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { nearestStation, submitOneTire } from '../../../test/orders';
import { skus } from './tables';

let t: TestApp;
let admin: { authorization: string };
let sku: { id: number; productId: number; brandId: number; size: string; price: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t);
  const [row] = await t.handle.db
    .select({
      id: skus.id,
      productId: skus.productId,
      brandId: skus.brandId,
      size: skus.size,
      price: skus.price,
    })
    .from(skus)
    .where(and(eq(skus.active, true), isNotNull(skus.size)))
    .orderBy(desc(skus.stock), skus.id)
    .limit(1);
  if (!row?.size) throw new Error('no tire SKU');
  sku = { ...row, size: row.size };
});
afterAll(() => t.close());

const changeSku = (change: object, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/skus/${sku.id}`, headers, payload: change });

/** The card of the SKU on its size's results page, as a shopper's search shows it. */
async function cardOnSearch(): Promise<ProductCard | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/tires?tireSize=${encodeURIComponent(sku.size)}&brandIds=${sku.brandId}&size=50`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<TireSearchAnswer>().records.find((card) => card.skuId === sku.id);
}

async function productPage(): Promise<ProductDetail['sku']> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/prod/prodInfo?prodId=${sku.productId}&skuId=${sku.id}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ProductDetail>().sku;
}

describe('catalog answers from the cache are exact', () => {
  it('a price changed by staff is shown by the next search and product page', async () => {
    // Both pages are read, and so cached, at the old price first.
    expect((await cardOnSearch())?.price).toBe(sku.price);
    expect((await productPage()).price).toBe(sku.price);
    expect((await cardOnSearch())?.price).toBe(sku.price);

    const newPrice = sku.price - 1_000;
    const res = await changeSku({ price: newPrice });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ skuId: sku.id, price: newPrice });

    expect((await cardOnSearch())?.price).toBe(newPrice);
    expect((await productPage()).price).toBe(newPrice);
  });

  it('a SKU that sells out is shown sold out at once', async () => {
    await changeSku({ stock: 1 });
    expect(await cardOnSearch()).toMatchObject({ totalStocks: 1, soldOut: false });
    expect((await productPage()).soldOut).toBe(false);

    const shopper = await signUp(t);
    const stationId = await nearestStation(t, 'pickup');
    const placed = await submitOneTire(t, shopper, { skuId: sku.id, stationId });
    expect(placed.statusCode).toBe(200);

    expect(await cardOnSearch()).toMatchObject({ totalStocks: 0, soldOut: true });
    expect((await productPage()).soldOut).toBe(true);
  });

  it('refuses bad changes with the reason and changes nothing; shoppers may not change prices', async () => {
    const before = await cardOnSearch();
    expect((await changeSku({ price: 0 })).json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Please enter the correct amount!',
    });
    expect((await changeSku({ stock: -1 })).statusCode).toBe(400);
    expect((await changeSku({})).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/skus/2147483647',
      headers: admin,
      payload: { price: 100 },
    });
    expect(missing.statusCode).toBe(404);
    const shopper = await signUp(t);
    expect((await changeSku({ price: 1 }, shopper.headers)).statusCode).toBe(403);
    expect(await cardOnSearch()).toEqual(before);
  });
});
