import { BusinessLine, CART_MAX_LINES, Messages } from '@tread/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { cartCalls, changeSku, freshSku } from '../../../test/cart';
import { createTestApp, type TestApp } from '../../../test/harness';
import { skus } from '../catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('adding to the cart', () => {
  it('appends a ticked line, increases it when added again, and the badge sums the counts', async () => {
    const cart = cartCalls(t, await signUp(t));
    const tire = await freshSku(t);
    const part = await freshSku(t, BusinessLine.Goods);
    expect((await cart.add(tire.id, 2)).json()).toEqual({ count: 2 });
    expect((await cart.add(tire.id, 2)).json()).toEqual({ count: 4 });
    t.clock.advance(MINUTE);
    expect((await cart.add(part.id, 3)).json()).toEqual({ count: 7 });
    expect(await cart.badge()).toBe(7);
    const basket = await cart.basket();
    expect(basket.lines.map((line) => [line.skuId, line.count, line.selected])).toEqual([
      [part.id, 3, true],
      [tire.id, 4, true],
    ]);
    expect(basket.totalCount).toBe(7);
  });

  it('shows each line with the product as it is now and how it can be received', async () => {
    const cart = cartCalls(t, await signUp(t));
    const tire = await freshSku(t);
    const part = await freshSku(t, BusinessLine.Goods);
    await cart.add(tire.id, 4);
    t.clock.advance(MINUTE);
    await cart.add(part.id, 1);
    const [partLine, tireLine] = (await cart.basket()).lines;
    expect(tireLine).toMatchObject({
      skuId: tire.id,
      prodId: tire.productId,
      bizType: BusinessLine.Tire,
      priceSettle: tire.price,
      addedPrice: tire.price,
      lineTotal: tire.price * 4,
      totalStocks: 50,
      purchaseLimit: 8,
      soldOut: false,
      problem: null,
      problemMessage: null,
      hasShopDelivery: true,
      hasUserPickUp: true,
      hasCityDelivery: true,
    });
    expect(tireLine?.prodName).not.toBe('');
    expect(tireLine?.brandName).not.toBe('');
    expect(tireLine?.displaySize).toMatch(/^\d{3}\/\d{2}R\d{2}(\.\d)? \d{2,3}[A-Z]$/);
    expect(partLine).toMatchObject({
      skuId: part.id,
      bizType: BusinessLine.Goods,
      displaySize: null,
      purchaseLimit: 20,
      hasShopDelivery: false,
      hasUserPickUp: true,
      hasCityDelivery: true,
    });
  });

  it('uses the SKU’s own purchase limit when it has one', async () => {
    const cart = cartCalls(t, await signUp(t));
    const tire = await freshSku(t);
    await changeSku(t, tire.id, { purchaseLimit: 12 });
    expect((await cart.add(tire.id, 12)).statusCode).toBe(200);
    expect((await cart.basket()).lines[0]?.purchaseLimit).toBe(12);
  });

  it('refuses what cannot be held, and nothing changes', async () => {
    const cart = cartCalls(t, await signUp(t));
    const tire = await freshSku(t);
    const few = await freshSku(t);
    const soldOut = await freshSku(t);
    const removed = await freshSku(t);
    await changeSku(t, few.id, { stock: 3 });
    await changeSku(t, soldOut.id, { stock: 0 });
    await changeSku(t, removed.id, { active: false });
    await cart.add(tire.id, 5);
    await cart.add(few.id, 2);
    const before = await cart.basket();

    const refusals: [number, number, string][] = [
      [999_999, 1, Messages.ProductUnavailable],
      [removed.id, 1, Messages.ProductUnavailable],
      [soldOut.id, 1, Messages.ProductOutOfStock],
      [tire.id, 4, Messages.purchaseLimit(8)],
      [few.id, 2, Messages.NotEnoughItemsInStock],
      [tire.id, 0, Messages.ItemCountInvalid],
      [tire.id, 1.5, Messages.ItemCountInvalid],
    ];
    for (const [skuId, count, message] of refusals) {
      const res = await cart.add(skuId, count);
      expect(res.statusCode, `${skuId} x ${count}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await cart.basket()).toEqual(before);
  });

  it(`holds at most ${CART_MAX_LINES} different items`, async () => {
    const cart = cartCalls(t, await signUp(t));
    const rows = await t.handle.db
      .select({ id: skus.id, productId: skus.productId })
      .from(skus)
      .where(and(eq(skus.active, true), gt(skus.stock, 0)))
      .orderBy(asc(skus.id))
      .limit(CART_MAX_LINES + 1);
    const [last, ...full] = rows.reverse();
    const merged = await cart.merge(full.map((sku) => ({ prodId: sku.productId, skuId: sku.id, count: 1 })));
    expect(merged.json().lines).toHaveLength(CART_MAX_LINES);

    const refused = await cart.add(last!.id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(Messages.CartFull);
    expect((await cart.add(full[0]!.id, 1)).statusCode).toBe(200);
    await cart.remove([full[0]!.id]);
    expect((await cart.add(last!.id, 1)).statusCode).toBe(200);
  });
});

describe('changing lines in the basket', () => {
  it('sets a count within the limit and stock, refusing more without a change', async () => {
    const cart = cartCalls(t, await signUp(t));
    const tire = await freshSku(t);
    await cart.add(tire.id, 2);
    const set = await cart.setCount(tire.id, 6);
    expect(set.statusCode).toBe(200);
    expect(set.json().lines[0]).toMatchObject({ count: 6, lineTotal: tire.price * 6 });

    const over = await cart.setCount(tire.id, 9);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(Messages.purchaseLimit(8));
    await changeSku(t, tire.id, { stock: 5 });
    const short = await cart.setCount(tire.id, 7);
    expect(short.json().message).toBe(Messages.NotEnoughItemsInStock);
    expect((await cart.basket()).lines[0]?.count).toBe(6);
  });

  it('deletes lines', async () => {
    const cart = cartCalls(t, await signUp(t));
    const [a, b] = [await freshSku(t), await freshSku(t, BusinessLine.Goods)];
    await cart.add(a.id, 1);
    await cart.add(b.id, 2);
    const res = await cart.remove([a.id]);
    expect(res.json().lines.map((line: { skuId: number }) => line.skuId)).toEqual([b.id]);
    expect(await cart.badge()).toBe(2);
  });

  it('ticks and unticks lines; only ticked lines count towards the checkout total', async () => {
    const cart = cartCalls(t, await signUp(t));
    const [a, b] = [await freshSku(t), await freshSku(t, BusinessLine.Goods)];
    await cart.add(a.id, 2);
    await cart.add(b.id, 3);
    const one = (await cart.select(false, [a.id])).json();
    expect(one).toMatchObject({ totalCount: 5, selectedCount: 3, selectedTotal: b.price * 3 });
    const none = (await cart.select(false)).json();
    expect(none).toMatchObject({ totalCount: 5, selectedCount: 0, selectedTotal: 0 });
    const all = (await cart.select(true)).json();
    expect(all).toMatchObject({ selectedCount: 5, selectedTotal: a.price * 2 + b.price * 3 });
  });
});

describe('whose cart it is', () => {
  it('keeps each shopper’s lines their own', async () => {
    const ann: Customer = await signUp(t);
    const bob: Customer = await signUp(t);
    const tire = await freshSku(t);
    await cartCalls(t, ann).add(tire.id, 3);
    const bobs = cartCalls(t, bob);
    expect(await bobs.basket()).toMatchObject({ lines: [], totalCount: 0 });
    expect(await bobs.badge()).toBe(0);
    await bobs.remove([tire.id]);
    await bobs.select(false, [tire.id]);
    await bobs.add(tire.id, 1);
    const anns = await cartCalls(t, ann).basket();
    expect(anns.lines.map((line) => [line.count, line.selected])).toEqual([[3, true]]);
    expect(await bobs.badge()).toBe(1);
  });

  it('asks a guest to sign in', async () => {
    const calls: [string, string][] = [
      ['GET', 'prodCount'],
      ['GET', 'info'],
      ['POST', 'changeItem'],
      ['POST', 'updateItem'],
      ['POST', 'batchChangeItem'],
      ['POST', 'deleteItem'],
      ['POST', 'selectItem'],
    ];
    for (const [method, path] of calls) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: `/api/p/shopCart/${path}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().message).toBe(Messages.Unauthorized);
    }
  });
});
