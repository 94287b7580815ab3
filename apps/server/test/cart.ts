import { type BasketAnswer, BusinessLine } from '@tread/domain';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { skus } from '../src/modules/catalog/tables';
import type { Customer } from './accounts';
import type { TestApp } from './harness';

/** Test helpers: SKUs the tests may change freely, and the cart calls as the web makes them. */

export const STOCK = 50;
const handedOut = new WeakMap<TestApp, number[]>();

/** An active SKU of the business line no other test of the file has used, with STOCK pieces and the default limit. */
export async function freshSku(t: TestApp, bizType: BusinessLine = BusinessLine.Tire) {
  const taken = handedOut.get(t) ?? [];
  const [sku] = await t.handle.db
    .select({ id: skus.id, price: skus.price, productId: skus.productId })
    .from(skus)
    .where(
      and(
        eq(skus.bizType, bizType),
        eq(skus.active, true),
        isNull(skus.purchaseLimit),
        taken.length > 0 ? notInArray(skus.id, taken) : undefined,
      ),
    )
    .orderBy(asc(skus.id))
    .limit(1);
  if (!sku) throw new Error('no SKU left to test with');
  handedOut.set(t, [...taken, sku.id]);
  await changeSku(t, sku.id, { stock: STOCK });
  return sku;
}

/** What the merchant or a sale changes on a SKU. */
export async function changeSku(
  t: TestApp,
  skuId: number,
  change: Partial<Pick<typeof skus.$inferInsert, 'price' | 'stock' | 'active' | 'purchaseLimit'>>,
): Promise<void> {
  await t.handle.db.update(skus).set(change).where(eq(skus.id, skuId));
}

export function cartCalls(t: TestApp, who: Pick<Customer, 'headers'>) {
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/p/shopCart/${path}`, headers: who.headers, payload });
  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: `/api/p/shopCart/${path}`, headers: who.headers });
  return {
    add: (skuId: number, count: number) => post('changeItem', { skuId, count }),
    setCount: (skuId: number, count: number) => post('updateItem', { skuId, count }),
    merge: (items: { prodId: number; skuId: number; count: number }[]) => post('batchChangeItem', { items }),
    remove: (skuIds: number[]) => post('deleteItem', { skuIds }),
    select: (selected: boolean, skuIds?: number[]) =>
      post('selectItem', skuIds ? { skuIds, selected } : { selected }),
    basket: async () => (await get('info')).json<BasketAnswer>(),
    badge: async () => (await get('prodCount')).json<{ count: number }>().count,
  };
}
