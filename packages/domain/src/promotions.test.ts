import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ActivityType, BusinessLine } from './catalog-codes';
import { computeOrderAmounts, type FeeItem, installationCharge } from './checkout-fees';
import {
  type ActivityRule,
  activitiesFor,
  activityDiscount,
  activityPayback,
  applyCoupons,
  type CouponOrder,
  type CouponRule,
  CouponTarget,
  CouponUnusable,
  chooseCoupons,
  couponTitle,
  priceLines,
  splitByWeight,
} from './promotions';

const NOW = new Date('2026-11-27T20:00:00Z');
const ALL = { prodIds: [], brandIds: [], categoryIds: [] };

const rule = (type: ActivityRule['type'], changes: Partial<ActivityRule> = {}): ActivityRule => ({
  id: type,
  name: `Activity ${type}`,
  type,
  percent: null,
  amount: null,
  cashback: false,
  membersOnly: false,
  scope: ALL,
  ...changes,
});

let nextId = 1;
const coupon = (changes: Partial<CouponRule> = {}): CouponRule => {
  const id = nextId++;
  return {
    userCouponId: id,
    couponId: id,
    name: `Coupon ${id}`,
    target: CouponTarget.Items,
    amount: 1000,
    percent: null,
    maxOff: null,
    minSpend: 0,
    stackable: false,
    appOnly: false,
    byCode: false,
    scope: ALL,
    validFrom: new Date('2026-11-01T00:00:00Z'),
    validTo: new Date('2026-12-31T00:00:00Z'),
    ended: false,
    ...changes,
  };
};

const tireLine = (price: number, count: number, prodId = 1) => ({
  skuId: prodId,
  prodId,
  brandId: 7,
  categoryId: 3,
  price,
  count,
});

const orderOf = (lines: ReturnType<typeof tireLine>[], activities: ActivityRule[] = [], installation = 0) =>
  ({ lines: priceLines(lines, activities), installation, inApp: false, now: NOW }) satisfies CouponOrder;

describe('activity pricing (SPEC §3 activity types 2–5)', () => {
  it('gives one tire of each four free (type 2)', () => {
    expect(activityDiscount(rule(ActivityType.BuyThreeReduceOne), { price: 12_999, count: 4 })).toBe(12_999);
    expect(activityDiscount(rule(ActivityType.BuyThreeReduceOne), { price: 12_999, count: 3 })).toBe(0);
    expect(activityDiscount(rule(ActivityType.BuyThreeReduceOne), { price: 12_999, count: 8 })).toBe(25_998);
  });

  it('halves every second unit, rounding the discount down to the cent (type 3)', () => {
    expect(activityDiscount(rule(ActivityType.SecondHalfPrice), { price: 1999, count: 2 })).toBe(999);
    expect(activityDiscount(rule(ActivityType.SecondHalfPrice), { price: 1999, count: 3 })).toBe(999);
  });

  it('takes a percent or an amount off each unit, never below zero (type 4)', () => {
    expect(activityDiscount(rule(ActivityType.Discount, { percent: 15 }), { price: 9999, count: 2 })).toBe(
      2998,
    );
    expect(activityDiscount(rule(ActivityType.Discount, { amount: 20_000 }), { price: 9999, count: 1 })).toBe(
      9999,
    );
  });

  it('pays a rebate per unit or a cashback percent later, taking nothing off now (type 5)', () => {
    const rebate = rule(ActivityType.Rebate, { amount: 1750 });
    expect(activityDiscount(rebate, { price: 10_000, count: 4 })).toBe(0);
    expect(activityPayback(rebate, 40_000, 4)).toBe(7000);
    expect(activityPayback(rule(ActivityType.Rebate, { cashback: true, percent: 5 }), 39_999, 4)).toBe(1999);
  });

  it('applies only the price activity that takes most off a line', () => {
    const [line] = priceLines(
      [tireLine(10_000, 4)],
      [rule(ActivityType.BuyThreeReduceOne), rule(ActivityType.Discount, { percent: 30 })],
    );
    expect(line?.activity?.type).toBe(ActivityType.Discount);
    expect(line?.activityDiscount).toBe(12_000);
  });
});

describe('coupons', () => {
  it('says why a coupon cannot be used', () => {
    const order = orderOf([tireLine(10_000, 1)]);
    const pick = (c: CouponRule) => chooseCoupons([c], order, [c.userCouponId]).refused?.reasonText;
    expect(pick(coupon({ minSpend: 30_000 }))).toBe('Spend $200.00 more to use it');
    expect(pick(coupon({ scope: { ...ALL, brandIds: [99] } }))).toBe('Not for these items');
    expect(pick(coupon({ appOnly: true }))).toBe('Only in the Tread app');
    expect(pick(coupon({ validTo: new Date('2026-11-27T19:00:00Z') }))).toBe('This coupon has expired');
    expect(pick(coupon({ target: CouponTarget.Installation }))).toBe(
      'For installation: choose an installer first',
    );
    expect(pick(coupon({ ended: true }))).toBe("This promotion has ended but stay tuned for what's next!");
  });

  it('keeps a non-stackable coupon alone and one code per order', () => {
    const order = orderOf([tireLine(10_000, 4)]);
    const alone = coupon({ amount: 3000 });
    const stackA = coupon({ amount: 1000, stackable: true, byCode: true });
    const stackB = coupon({ amount: 1500, stackable: true, byCode: true });
    const chosen = chooseCoupons([alone, stackA, stackB], order, [alone.userCouponId]);
    expect(chosen.offers.find((o) => o.coupon === stackA)?.reason).toBe(CouponUnusable.NotStackable);
    const codes = chooseCoupons([stackA, stackB], order, [stackA.userCouponId]);
    expect(codes.offers.find((o) => o.coupon === stackB)?.reason).toBe(CouponUnusable.OneCode);
    // Left to choose, the server keeps the better of the lone coupon and the stack (one code only).
    expect(chooseCoupons([alone, stackA, stackB], order, null).result.itemCoupon).toBe(3000);
  });

  it('caps a percent coupon at its maximum and an installation coupon at the installation', () => {
    expect(couponTitle({ amount: null, percent: 10, maxOff: 5000 })).toBe('10% off up to $50.00');
    const result = applyCoupons(
      [
        coupon({ percent: 10, amount: null, maxOff: 5000 }),
        coupon({ target: CouponTarget.Installation, amount: 99_999 }),
      ],
      orderOf([tireLine(100_000, 1)], [], 8000),
    );
    expect(result.itemCoupon).toBe(5000);
    expect(result.installationCoupon).toBe(8000);
  });

  it('splits a coupon over lines by largest remainder, adding up exactly', () => {
    expect(splitByWeight(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitByWeight(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('order totals with promotions (property)', () => {
  const lineArb = fc.record({
    price: fc.integer({ min: 1, max: 200_000 }),
    count: fc.integer({ min: 1, max: 12 }),
    prodId: fc.integer({ min: 1, max: 4 }),
  });
  const couponArb = fc.record({
    target: fc.constantFrom(CouponTarget.Items, CouponTarget.Order, CouponTarget.Installation),
    amount: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    percent: fc.integer({ min: 1, max: 99 }),
    stackable: fc.boolean(),
    minSpend: fc.integer({ min: 0, max: 50_000 }),
  });

  it('never goes below zero and its total is always the sum of its lines', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.array(couponArb, { maxLength: 4 }),
        fc.constantFrom(ActivityType.BuyThreeReduceOne, ActivityType.SecondHalfPrice, ActivityType.Discount),
        fc.integer({ min: 0, max: 30_000 }),
        (lines, coupons, activityType, installation) => {
          const activity = rule(activityType, { percent: 20, scope: { ...ALL, prodIds: [1, 2] } });
          const promotionLines = lines.map((line, i) => ({
            ...tireLine(line.price, line.count, line.prodId),
            skuId: i,
          }));
          const wallet = coupons.map((c) =>
            coupon({ ...c, amount: c.amount, percent: c.amount === null ? c.percent : null }),
          );
          const items: FeeItem[] = lines.map((line) => ({
            price: line.price,
            count: line.count,
            bizType: BusinessLine.Tire,
            tier: null,
          }));
          const services = [{ code: 'MB', price: installation, perTire: false }];
          const fees = { services, ticked: new Set(['MB']) };
          const order = orderOf(promotionLines, [activity], installationCharge(items, fees));
          const { result } = chooseCoupons(wallet, order, null);
          const activityOff = order.lines.reduce((sum, line) => sum + line.activityDiscount, 0);
          const amounts = computeOrderAmounts({
            items,
            tax: { state: 'CA', rate: 9500, jurisdiction: 'Los Angeles, CA' },
            installation: fees,
            discounts: {
              activityDiscount: activityOff,
              itemCoupon: result.itemCoupon,
              storeCoupon: result.storeCoupon,
              installationCoupon: result.installationCoupon,
            },
          });
          const lineSum =
            amounts.itemTotal +
            amounts.shippingFee +
            amounts.salesTax +
            amounts.stateTireFee +
            amounts.tireInstallationFee +
            amounts.installationSavings +
            amounts.serviceFee -
            amounts.activityDiscount -
            amounts.itemCoupon -
            amounts.storeCoupon -
            amounts.installationCoupon;
          expect(amounts.total).toBe(lineSum);
          expect(amounts.discount).toBe(
            amounts.activityDiscount + amounts.itemCoupon + amounts.storeCoupon + amounts.installationCoupon,
          );
          expect(amounts.total).toBeGreaterThanOrEqual(0);
          expect(
            amounts.itemTotal - amounts.activityDiscount - amounts.itemCoupon - amounts.storeCoupon,
          ).toBeGreaterThanOrEqual(0);
          expect(amounts.installationCoupon).toBeLessThanOrEqual(installation);
          expect(result.lineShares.reduce((a, b) => a + b, 0)).toBe(result.itemCoupon + result.storeCoupon);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('members-only activities (SPEC §6 member discounts)', () => {
  it('price a line only for a shopper whose paid membership runs', () => {
    const plus = rule(ActivityType.Discount, { id: 9, percent: 15, membersOnly: true });
    const everyone = rule(ActivityType.Discount, { percent: 5 });
    const line = { skuId: 1, prodId: 1, brandId: 1, categoryId: 1, price: 200_00, count: 4 };
    const [guest] = priceLines([line], activitiesFor([plus, everyone], false));
    const [member] = priceLines([line], activitiesFor([plus, everyone], true));
    expect(guest?.activityDiscount).toBe(4 * 10_00);
    expect(member).toMatchObject({ activity: plus, activityDiscount: 4 * 30_00 });
  });
});
