import {
  type CheckoutAnswer,
  Messages,
  PaymentType,
  PointsMessages,
  type PointsRecordPage,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { detailOf, myOrder } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers, skuForSale } from '../../../test/orders';
import { adjustBalance, pay } from '../../../test/payments';
import { confirm, givePoints, pickUpCheckout, pointsOf, submit } from '../../../test/points';
import { applied, claimFor, refused, staffMove } from '../../../test/refunds';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  pool = await signUpShoppers(t, 8);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);

const recordsOf = async (who: Customer) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/p/points/records', headers: who.headers })
  ).json<PointsRecordPage>().records;

async function placed(who: Customer, payload: object): Promise<string> {
  const res = await submit(t, who, payload);
  if (res.statusCode !== 200) throw new Error(`submit: ${res.body}`);
  return res.json<SubmitOrderAnswer>().orderNumbers[0] ?? '';
}

describe('paying with points at checkout (SPEC §5, §9 payment type 0)', () => {
  it('shows what points can pay, takes them off what is left to pay, and leaves the tax as it was', async () => {
    const ann = shopper();
    await givePoints(t, admin, ann, 500);
    const skuId = await skuForSale(t, { price: 100_00 });
    const without = (await confirm(t, ann, await pickUpCheckout(t, skuId, 0))).json<CheckoutAnswer>();
    expect(without.points).toEqual({ balance: 500, usable: 500, pointValueCents: 1 });

    const res = await confirm(t, ann, await pickUpCheckout(t, skuId, 50));
    expect(res.statusCode).toBe(200);
    const withPoints = res.json<CheckoutAnswer>();
    expect(withPoints.amounts).toMatchObject({
      pointsUsed: 50,
      pointsDeduction: 50,
      salesTax: without.amounts.salesTax,
      total: without.amounts.total - 50,
    });
    expect(withPoints.canSubmit).toBe(true);
  });

  it('refuses points that are not a multiple of ten, or more than the shopper has, and places nothing', async () => {
    const ben = shopper();
    await givePoints(t, admin, ben, 100);
    const skuId = await skuForSale(t, { price: 80_00 });
    for (const points of [55, -10, 2.5]) {
      const res = await confirm(t, ben, await pickUpCheckout(t, skuId, points));
      expect(refused(res)).toEqual([400, Messages.PointsMultipleOfTen, 'points']);
    }
    const tooMany = (await confirm(t, ben, await pickUpCheckout(t, skuId, 200))).json<CheckoutAnswer>();
    expect(tooMany).toMatchObject({ canSubmit: false, problem: PointsMessages.NotEnough });
    const res = await submit(t, ben, await pickUpCheckout(t, skuId, 200));
    expect(refused(res)).toEqual([409, PointsMessages.NotEnough, 'points']);
    expect(await pointsOf(t, ben)).toBe(100);
  });

  it('never pays more than the goods: tax, fees and installation stay money', async () => {
    const cat = shopper();
    await givePoints(t, admin, cat, 20_000);
    const skuId = await skuForSale(t, { price: 99_95 });
    const answer = (await confirm(t, cat, await pickUpCheckout(t, skuId, 20_000))).json<CheckoutAnswer>();
    // $99.95 of goods at 1 cent a point: 9,990 points, the most in tens.
    expect(answer.points.usable).toBe(9_990);
    expect(answer.amounts.pointsUsed).toBe(9_990);
    expect(answer.amounts.total).toBe(answer.amounts.salesTax + answer.amounts.stateTireFee + 5);
  });

  it('gives the points back when the order is canceled, or expires unpaid', async () => {
    const dan = shopper();
    await givePoints(t, admin, dan, 300);
    const skuId = await skuForSale(t, { price: 120_00 });
    const canceled = await placed(dan, await pickUpCheckout(t, skuId, 50));
    expect(await pointsOf(t, dan)).toBe(250);
    expect((await detailOf(t, dan, canceled)).amounts).toMatchObject({
      pointsUsed: 50,
      pointsDeduction: 50,
    });
    expect((await myOrder(t, dan, 'cancel', canceled)).statusCode).toBe(200);
    expect(await pointsOf(t, dan)).toBe(300);
    // Canceling again gives nothing more.
    await myOrder(t, dan, 'cancel', canceled);
    expect(await pointsOf(t, dan)).toBe(300);

    await placed(dan, await pickUpCheckout(t, skuId, 100));
    expect(await pointsOf(t, dan)).toBe(200);
    t.clock.advance(31 * 60_000);
    await t.runJobs();
    expect(await pointsOf(t, dan)).toBe(300);
    const records = await recordsOf(dan);
    expect(records.slice(0, 4).map((r) => [r.sourceLabel, r.change])).toEqual([
      ['Returned from an order', 100],
      ['Used on an order', -100],
      ['Returned from an order', 50],
      ['Used on an order', -50],
    ]);
    expect(records[0]?.orderNumber).toMatch(/^\d{16}$/);
  });

  it('gives refunded units their share of the points back, and the last units the rest, never twice', async () => {
    const eve = shopper();
    await givePoints(t, admin, eve, 1_000);
    const skuId = await skuForSale(t, { price: 100_00 });
    const orderNumber = await placed(eve, await pickUpCheckout(t, skuId, 100, 4));
    const order = await detailOf(t, eve, orderNumber);
    await adjustBalance(t, eve.email, order.total);
    expect((await pay(t, eve, [orderNumber], PaymentType.Balance)).statusCode).toBe(200);
    expect(await pointsOf(t, eve)).toBe(900);

    // One of four tires: a quarter of the points, and money only for what money paid.
    const oneClaim = await claimFor(t, eve, await detailOf(t, eve, orderNumber), 1);
    expect(oneClaim.amount).toBeLessThan(Math.round(order.total / 4) + 1);
    expect((await staffMove(t, admin, await applied(t, eve, oneClaim), 'accept')).statusCode).toBe(200);
    expect(await pointsOf(t, eve)).toBe(925);

    const restClaim = await claimFor(t, eve, await detailOf(t, eve, orderNumber), 3);
    expect((await staffMove(t, admin, await applied(t, eve, restClaim), 'accept')).statusCode).toBe(200);
    expect(await pointsOf(t, eve)).toBe(1_000);
    expect(oneClaim.amount + restClaim.amount).toBe(order.total);
  });

  it('spends points once when 10 checkouts race for the same points', async () => {
    const fay = shopper();
    await givePoints(t, admin, fay, 500);
    const skuId = await skuForSale(t, { price: 90_00, stock: 100 });
    const payload = await pickUpCheckout(t, skuId, 500);
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(t, fay, payload)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others are told the points are gone, or (racing the same shopper's submit) not to submit at once.
    const messages = new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().message));
    expect([...messages].every((m) => [PointsMessages.NotEnough, Messages.DuplicateSubmit].includes(m))).toBe(
      true,
    );
    expect(await pointsOf(t, fay)).toBe(0);
  });
});
