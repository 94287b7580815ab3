import { Messages } from '@tread/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { releaseStock, reserveStock, type StockLine } from './stock';
import { skus } from './tables';

let t: TestApp;
let first: number;
let second: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.handle.db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.active, true), gte(skus.stock, 1)))
    .orderBy(asc(skus.id))
    .limit(2);
  [first, second] = rows.map((row) => row.id) as [number, number];
});
afterAll(() => t.close());

const setStock = (id: number, stock: number, active = true) =>
  t.handle.db.update(skus).set({ stock, active }).where(eq(skus.id, id));
const stockOf = async (...ids: number[]) => {
  const rows = await t.handle.db
    .select({ id: skus.id, stock: skus.stock })
    .from(skus)
    .where(inArray(skus.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.stock);
};
const reserve = (lines: StockLine[]) => t.handle.db.transaction((tx) => reserveStock(tx, lines));

describe('reserveStock', () => {
  it('takes the pieces off stock, the same SKU twice counting both', async () => {
    await setStock(first, 10);
    await setStock(second, 5);
    await reserve([
      { skuId: second, count: 2 },
      { skuId: first, count: 3 },
      { skuId: first, count: 1 },
    ]);
    expect(await stockOf(first, second)).toEqual([6, 3]);
  });

  it('refuses with Insufficient inventory and gives back what it took from other SKUs', async () => {
    await setStock(first, 10);
    await setStock(second, 1);
    await expect(
      reserve([
        { skuId: first, count: 4 },
        { skuId: second, count: 2 },
      ]),
    ).rejects.toMatchObject({ status: 400, message: Messages.InsufficientInventory });
    expect(await stockOf(first, second)).toEqual([10, 1]);
  });

  it('refuses a SKU that is no longer sold, even with stock', async () => {
    await setStock(first, 10, false);
    await expect(reserve([{ skuId: first, count: 1 }])).rejects.toMatchObject({
      message: Messages.InsufficientInventory,
    });
    expect(await stockOf(first)).toEqual([10]);
    await setStock(first, 10);
  });

  it('never lets stock fall below zero when many orders race for the last pieces', async () => {
    await setStock(first, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => reserve([{ skuId: first, count: 1 }])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await stockOf(first)).toEqual([0]);
  });

  it('takes every SKU in one statement, and orders naming SKUs in opposite orders never deadlock', async () => {
    await setStock(first, 100);
    await setStock(second, 100);
    await t.handle.db.transaction(async (tx) => {
      const inside = t.handle.queryCount();
      await reserveStock(tx, [
        { skuId: first, count: 1 },
        { skuId: second, count: 1 },
      ]);
      expect(t.handle.queryCount() - inside).toBe(1);
    });
    const crossing = Array.from({ length: 20 }, (_, i) =>
      reserve(
        i % 2 === 0
          ? [
              { skuId: first, count: 1 },
              { skuId: second, count: 2 },
            ]
          : [
              { skuId: second, count: 2 },
              { skuId: first, count: 1 },
            ],
      ),
    );
    await Promise.all(crossing);
    expect(await stockOf(first, second)).toEqual([79, 59]);
  });
});

describe('releaseStock', () => {
  it('puts the pieces back, also on a SKU no longer sold', async () => {
    await setStock(first, 0, false);
    await setStock(second, 2);
    await t.handle.db.transaction((tx) =>
      releaseStock(tx, [
        { skuId: first, count: 4 },
        { skuId: second, count: 1 },
      ]),
    );
    expect(await stockOf(first, second)).toEqual([4, 3]);
    await setStock(first, 10);
  });
});
