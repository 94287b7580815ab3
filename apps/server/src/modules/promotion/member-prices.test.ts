import { ActivityType, type ProductDetail, type SubmitOrderAnswer } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, detailOf } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers, skuForSale } from '../../../test/orders';
import { paidMembership } from '../../../test/points';
import { confirmed, createActivity, productOf, submit, windowFor } from '../../../test/promotions';

let t: TestApp;
let pool: Customer[] = [];
beforeAll(async () => {
  // The clock moves past a monthly plan's end: sessions outlive it.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String((90 * DAY) / 1000) });
  pool = await signUpShoppers(t, 4);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);

/** A $200 tire marked for members at 15% off, with 5% off for everyone beside it. */
async function markedTire() {
  const skuId = await skuForSale(t, { price: 200_00 });
  const prodId = await productOf(t, skuId);
  const window = windowFor(t, 60);
  const base = { startsAt: window.from, endsAt: window.to, scope: { prodIds: [prodId] } };
  const members = await createActivity(t, {
    ...base,
    name: 'Plus price',
    type: ActivityType.Discount,
    percent: 15,
    membersOnly: true,
  });
  await createActivity(t, { ...base, name: 'Everyone 5%', type: ActivityType.Discount, percent: 5 });
  return { skuId, prodId, members };
}

const activityLines = async (who: Customer, skuId: number) =>
  (await confirmed(t, who, { skuId, count: 4 })).groups[0]?.promotions.activities ?? [];

describe('member prices on products marked for members (SPEC §6)', () => {
  it('shows everyone the member price beside the price everyone pays', async () => {
    const { skuId, prodId, members } = await markedTire();
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/prod/prodInfo?prodId=${prodId}&skuId=${skuId}` })
    ).json<ProductDetail>();
    expect(page.sku).toMatchObject({ price: 200_00, priceSettle: 190_00, memberPrice: 170_00 });
    expect(page.activityList).toContainEqual(
      expect.objectContaining({ activityId: members.activityId, membersOnly: true }),
    );
  });

  it('gives the member price only while the shopper’s membership runs', async () => {
    const { skuId } = await markedTire();
    const ann = shopper();
    expect(await activityLines(ann, skuId)).toEqual([
      expect.objectContaining({ name: 'Everyone 5%', amount: 4 * 10_00 }),
    ]);

    await paidMembership(t, ann, 'monthly');
    expect(await activityLines(ann, skuId)).toEqual([
      expect.objectContaining({ name: 'Plus price', label: '15% off', amount: 4 * 30_00 }),
    ]);
    const placed = await submit(t, ann, { skuId, count: 4 });
    expect(placed.statusCode).toBe(200);
    const [number] = placed.json<SubmitOrderAnswer>().orderNumbers;
    expect((await detailOf(t, ann, number ?? '')).amounts.activityDiscount).toBe(4 * 30_00);

    // A month and a day later the plan has ended: the price everyone pays again.
    t.clock.advance(32 * DAY);
    expect(await activityLines(ann, skuId)).toEqual([
      expect.objectContaining({ name: 'Everyone 5%', amount: 4 * 10_00 }),
    ]);
  });

  it('never gives a shopper who is not a member the member price when placing the order', async () => {
    const { skuId } = await markedTire();
    const bob = shopper();
    const placed = await submit(t, bob, { skuId, count: 4 });
    expect(placed.statusCode).toBe(200);
    const [number] = placed.json<SubmitOrderAnswer>().orderNumbers;
    expect((await detailOf(t, bob, number ?? '')).amounts.activityDiscount).toBe(4 * 10_00);
  });
});
