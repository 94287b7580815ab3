import { type BasketAnswer, BusinessLine, CartLineProblem, Messages } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { cartCalls, changeSku, freshSku } from '../../../test/cart';
import { createTestApp, type TestApp } from '../../../test/harness';
import { removeCheckedOutLines } from './service';
import { cartItems } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onlyLine = (basket: BasketAnswer) => {
  expect(basket.lines).toHaveLength(1);
  return basket.lines[0]!;
};

describe('a line that changed since the shopper saw it', () => {
  it('flags a new price once, then shows the line at the new price', async () => {
    const cart = cartCalls(t, await signUp(t));
    const tire = await freshSku(t);
    await cart.add(tire.id, 2);
    expect((await cart.basket()).updated).toBe(false);

    const newPrice = tire.price + 1000;
    await changeSku(t, tire.id, { price: newPrice });
    const flagged = await cart.basket();
    expect(flagged.updated).toBe(true);
    expect(onlyLine(flagged)).toMatchObject({
      problem: CartLineProblem.PriceChanged,
      problemMessage: Messages.CartUpdated,
      addedPrice: tire.price,
      priceSettle: newPrice,
      lineTotal: newPrice * 2,
    });
    // A price change does not stop the line being bought, at the new price.
    expect(flagged.selectedTotal).toBe(newPrice * 2);

    const seen = await cart.basket();
    expect(seen.updated).toBe(false);
    expect(onlyLine(seen)).toMatchObject({ problem: null, addedPrice: newPrice, priceSettle: newPrice });

    await changeSku(t, tire.id, { price: tire.price });
    expect(onlyLine(await cart.basket()).problem).toBe(CartLineProblem.PriceChanged);
  });

  it('flags a sold-out line once and keeps it out of the checkout total while it stays sold out', async () => {
    const cart = cartCalls(t, await signUp(t));
    const [tire, part] = [await freshSku(t), await freshSku(t, BusinessLine.Goods)];
    await cart.add(tire.id, 2);
    await cart.add(part.id, 1);
    await changeSku(t, tire.id, { stock: 0 });

    const flagged = await cart.basket();
    expect(flagged).toMatchObject({
      updated: true,
      totalCount: 3,
      selectedCount: 1,
      selectedTotal: part.price,
    });
    const line = flagged.lines.find((l) => l.skuId === tire.id);
    expect(line).toMatchObject({
      soldOut: true,
      totalStocks: 0,
      problem: CartLineProblem.SoldOut,
      problemMessage: Messages.ProductOutOfStock,
    });

    const again = await cart.basket();
    expect(again.updated).toBe(false);
    expect(again.lines.find((l) => l.skuId === tire.id)?.problem).toBe(CartLineProblem.SoldOut);

    await changeSku(t, tire.id, { stock: 10 });
    expect(await cart.basket()).toMatchObject({ updated: false, selectedCount: 3 });
    await changeSku(t, tire.id, { stock: 0 });
    expect((await cart.basket()).updated).toBe(true);
  });

  it.each([
    [{ active: false }, CartLineProblem.Unavailable, Messages.ProductUnavailable],
    [{ stock: 3 }, CartLineProblem.OverStock, Messages.NotEnoughItemsInStock],
    [{ purchaseLimit: 4 }, CartLineProblem.OverLimit, Messages.purchaseLimit(4)],
  ])('flags a line when the SKU changes to %o', async (change, problem, message) => {
    const cart = cartCalls(t, await signUp(t));
    const tire = await freshSku(t);
    await cart.add(tire.id, 5);
    await changeSku(t, tire.id, change);
    const basket = await cart.basket();
    expect(basket).toMatchObject({ updated: true, selectedCount: 0, selectedTotal: 0 });
    expect(onlyLine(basket)).toMatchObject({ problem, problemMessage: message, count: 5 });
  });
});

describe('merging the guest cart on sign-in', () => {
  it('adds the guest counts, clamps to the limit and stock, and skips what cannot be bought', async () => {
    const cart = cartCalls(t, await signUp(t));
    const [held, few, fresh, gone, soldOut] = [
      await freshSku(t),
      await freshSku(t),
      await freshSku(t, BusinessLine.Goods),
      await freshSku(t),
      await freshSku(t),
    ];
    await changeSku(t, few.id, { stock: 3 });
    await changeSku(t, gone.id, { active: false });
    await changeSku(t, soldOut.id, { stock: 0 });
    await cart.add(held.id, 5);

    const guest = [held, few, fresh, gone, soldOut].map((sku) => ({
      prodId: sku.productId,
      skuId: sku.id,
      count: 4,
    }));
    const res = await cart.merge([...guest, { prodId: 1, skuId: 999_999, count: 1 }]);
    expect(res.statusCode).toBe(200);
    const basket = res.json<BasketAnswer>();
    // The guest's later lines are the newer ones.
    expect(basket.lines.map((line) => [line.skuId, line.count])).toEqual([
      [fresh.id, 4],
      [few.id, 3],
      [held.id, 8],
    ]);
    expect(basket.lines.every((line) => line.problem === null)).toBe(true);
  });

  it('counts the same guest item given twice once, with both counts', async () => {
    const cart = cartCalls(t, await signUp(t));
    const part = await freshSku(t, BusinessLine.Goods);
    const line = { prodId: part.productId, skuId: part.id, count: 2 };
    await cart.merge([line, line]);
    expect(await cart.badge()).toBe(4);
  });
});

describe('the guest basket', () => {
  const preview = (items: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/shopCart/preview', payload: { items } });

  it('prices a guest’s lines like a server cart without storing anything', async () => {
    const [tire, part, few] = [await freshSku(t), await freshSku(t, BusinessLine.Goods), await freshSku(t)];
    await changeSku(t, few.id, { stock: 1 });
    const res = await preview([
      { prodId: tire.productId, skuId: tire.id, count: 2 },
      { prodId: part.productId, skuId: part.id, count: 1 },
      { prodId: few.productId, skuId: few.id, count: 2 },
      { prodId: 1, skuId: 999_999, count: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const basket = res.json<BasketAnswer>();
    expect(basket).toMatchObject({
      updated: false,
      totalCount: 5,
      selectedCount: 3,
      selectedTotal: tire.price * 2 + part.price,
    });
    expect(basket.lines.map((line) => [line.skuId, line.selected, line.problem])).toEqual([
      [tire.id, true, null],
      [part.id, true, null],
      [few.id, true, CartLineProblem.OverStock],
    ]);
    expect(await t.handle.db.select().from(cartItems).where(eq(cartItems.skuId, few.id))).toEqual([]);
  });

  it('refuses a malformed line with the shop’s message', async () => {
    const res = await preview([{ prodId: 1, skuId: 1, count: 0 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.ItemCountInvalid);
  });
});

describe('adding the same item from many requests at once', () => {
  it('loses no update: every piece added is counted', async () => {
    const cart = cartCalls(t, await signUp(t));
    const part = await freshSku(t, BusinessLine.Goods);
    await changeSku(t, part.id, { purchaseLimit: 40 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => cart.add(part.id, 1)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    expect(onlyLine(await cart.basket()).count).toBe(30);
  });

  it('stops at the purchase limit and refuses the rest', async () => {
    const cart = cartCalls(t, await signUp(t));
    const part = await freshSku(t, BusinessLine.Goods);
    const answers = await Promise.all(Array.from({ length: 30 }, () => cart.add(part.id, 1)));
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(answers.length - refused.length).toBe(20);
    expect(refused.every((res) => res.json().message === Messages.purchaseLimit(20))).toBe(true);
    const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.skuId, part.id));
    expect(row?.count).toBe(20);
  });
});

describe('after checkout', () => {
  it('removes only the checked-out lines of that shopper', async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const [a, b] = [await freshSku(t), await freshSku(t, BusinessLine.Goods)];
    for (const who of [ann, bob]) {
      await cartCalls(t, who).add(a.id, 1);
      await cartCalls(t, who).add(b.id, 1);
    }
    const annId = (
      await t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: ann.headers })
    ).json().userId as string;
    await t.handle.db.transaction((tx) => removeCheckedOutLines(tx, annId, [a.id]));
    expect((await cartCalls(t, ann).basket()).lines.map((line) => line.skuId)).toEqual([b.id]);
    expect(await cartCalls(t, bob).badge()).toBe(2);
  });
});
