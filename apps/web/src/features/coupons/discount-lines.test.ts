import { ActivityType, type OrderAmounts } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { activitySavings, discountLines } from './discount-lines';

const amounts = (changes: Partial<OrderAmounts>): OrderAmounts => ({
  itemTotal: 80_000,
  shippingFee: 0,
  taxRate: null,
  taxState: null,
  taxJurisdiction: null,
  salesTax: 0,
  stateTireFee: 0,
  tireInstallationFee: 0,
  installationSavings: 0,
  serviceFee: 0,
  activityDiscount: 0,
  itemCoupon: 0,
  storeCoupon: 0,
  installationCoupon: 0,
  discount: 0,
  pointsUsed: 0,
  pointsDeduction: 0,
  total: 80_000,
  ...changes,
});

describe('discount lines', () => {
  it('shows activity savings and each coupon line that took money off', () => {
    expect(
      discountLines(
        amounts({ activityDiscount: 12_999, itemCoupon: 2000, installationCoupon: 4000, discount: 18_999 }),
      ),
    ).toEqual([
      { key: 'activityDiscount', cents: 12_999 },
      { key: 'itemCoupon', cents: 2000 },
      { key: 'installationCoupon', cents: 4000 },
    ]);
  });

  it('keeps a discount the lines do not explain as one Discount line (orders from before the breakdown)', () => {
    expect(discountLines(amounts({ discount: 1500 }))).toEqual([{ key: 'discount', cents: 1500 }]);
    expect(discountLines(amounts({ storeCoupon: 1000, discount: 1500 }))).toEqual([
      { key: 'storeCoupon', cents: 1000 },
      { key: 'discount', cents: 500 },
    ]);
    expect(discountLines(amounts({}))).toEqual([]);
  });

  it('adds up each activity across the lines it covers and leaves out paybacks', () => {
    const line = {
      activityType: ActivityType.BuyThreeReduceOne,
      name: 'Tire event',
      label: 'Buy 3 get 1 free',
    };
    expect(
      activitySavings([
        { ...line, activityId: 1, skuId: 10, amount: 12_999, payback: 0 },
        { ...line, activityId: 1, skuId: 11, amount: 9_999, payback: 0 },
        {
          ...line,
          activityId: 5,
          activityType: ActivityType.Rebate,
          label: '$70 rebate',
          skuId: 12,
          amount: 0,
          payback: 7000,
        },
      ]),
    ).toEqual([{ activityId: 1, label: 'Buy 3 get 1 free', cents: 22_998 }]);
  });
});
