import { randomUUID } from 'node:crypto';
import { Messages, type SubmitOrderAnswer, TireTier } from '@tread/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { nearestStation, signUpShoppers, skuForSale, submitOneTire } from '../../../test/orders';
import { skus } from '../catalog';
import { orderItems, orders } from './tables';

let t: TestApp;
let pickUp: number;
beforeAll(async () => {
  t = await createTestApp();
  pickUp = await nearestStation(t, 'pickup');
});
afterAll(() => t.close());

const submitOne = (who: Customer, skuId: number, submitId?: string) =>
  submitOneTire(t, who, { skuId, stationId: pickUp, submitId });

const stockOf = async (skuId: number) =>
  (await t.handle.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]?.stock;
const ordersOf = async (skuId: number) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.skuId, skuId))
  )[0]?.n;

async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 20_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('submits racing', () => {
  it('sells the last 10 tires to exactly 10 of 50 shoppers', async () => {
    const shoppers = await signUpShoppers(t, 50);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 10 });
    const answers = await Promise.all(shoppers.map((who) => submitOne(who, tire)));
    const placed = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((res) => res.json().message))).toEqual(
      new Set([Messages.InsufficientInventory]),
    );
    expect(await stockOf(tire)).toBe(0);
    expect(await ordersOf(tire)).toBe(10);
  });

  it('places one order for 20 submits of the same id, all answered with it', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 50 });
    const submitId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submitOne(ann, tire, submitId)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const numbers = new Set(answers.map((res) => res.json<SubmitOrderAnswer>().orderNumbers.join()));
    expect(numbers.size).toBe(1);
    expect(await ordersOf(tire)).toBe(1);
    expect(await stockOf(tire)).toBe(49);
  });

  it('refuses a second submit of the same shopper while one is in flight', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 50 });
    const ids = Array.from({ length: 5 }, () => randomUUID());
    if (t.handle.kind === 'pglite') {
      // PGlite runs one transaction at a time, so submits never overlap: each new id is placed in turn.
      const answers = await Promise.all(ids.map((id) => submitOne(ann, tire, id)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(5).fill(200));
      expect(await ordersOf(tire)).toBe(5);
      return;
    }
    let settled = 0;
    const pending = await t.handle.db.transaction(async (tx) => {
      // Holding the SKU's row keeps the first submit in flight (waiting to reserve) while the others arrive.
      await tx.select({ id: skus.id }).from(skus).where(eq(skus.id, tire)).for('update');
      const submits = ids.map((id) =>
        submitOne(ann, tire, id).finally(() => {
          settled++;
        }),
      );
      await until(() => settled === ids.length - 1, 'the submits that arrive second');
      return submits;
    });
    const answers = await Promise.all(pending);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const refused = answers.filter((res) => res.statusCode === 400).map((res) => res.json().message);
    expect(new Set(refused)).toEqual(new Set([Messages.DuplicateSubmit]));
    expect(await ordersOf(tire)).toBe(1);
    expect(await stockOf(tire)).toBe(49);
  });
});
