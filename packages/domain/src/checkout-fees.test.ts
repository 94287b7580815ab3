import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BusinessLine, TireTier } from './catalog-codes';
import { computeOrderAmounts, type FeeItem, type FeeService, sumOrderAmounts } from './checkout-fees';
import { type OrderTax, STATE_SALES_TAX } from './sales-tax';

const tire = (price: number, count: number, tier: number = TireTier.Regular): FeeItem => ({
  price,
  count,
  bizType: BusinessLine.Tire,
  tier,
});
const part = (price: number, count: number): FeeItem => ({
  price,
  count,
  bizType: BusinessLine.Goods,
  tier: null,
});

const mountAndBalance: FeeService = { code: 'MOUNT_BALANCE', price: 2499, perTire: true };
const tpms: FeeService = { code: 'TPMS_SERVICE', price: 999, perTire: true };
const alignment: FeeService = { code: 'ALIGNMENT', price: 12_999, perTire: false };
const shop = [mountAndBalance, tpms, alignment];
const ticked = (...codes: string[]) => ({ services: shop, ticked: new Set(codes) });

const losAngeles: OrderTax = { state: 'CA', rate: 9750, jurisdiction: 'Los Angeles, CA' };
const santaMonica: OrderTax = { state: 'CA', rate: 10_750, jurisdiction: 'Santa Monica, CA' };
const arizona: OrderTax = { state: 'AZ', rate: 5600, jurisdiction: 'AZ statewide' };

describe('an installer order in Los Angeles', () => {
  it('charges 9.75% tax on the tires, $1.75 per tire, installation per tire and services per order', () => {
    const amounts = computeOrderAmounts({
      items: [tire(11_999, 4)],
      tax: losAngeles,
      installation: ticked('MOUNT_BALANCE', 'TPMS_SERVICE', 'ALIGNMENT'),
    });
    expect(amounts).toEqual({
      itemTotal: 47_996,
      shippingFee: 0,
      taxRate: 9.75,
      taxState: 'CA',
      taxJurisdiction: 'Los Angeles, CA',
      salesTax: 4680, // 4679.61
      stateTireFee: 700,
      tireInstallationFee: (2499 + 999) * 4,
      installationSavings: 0,
      serviceFee: 12_999,
      activityDiscount: 0,
      itemCoupon: 0,
      storeCoupon: 0,
      installationCoupon: 0,
      discount: 0,
      pointsUsed: 0,
      pointsDeduction: 0,
      total: 47_996 + 4680 + 700 + 13_992 + 12_999,
    });
  });

  it.each([TireTier.FreeInstall, TireTier.FreeInstallPlus])('mounts tier-%i tires free', (tier) => {
    const amounts = computeOrderAmounts({
      items: [tire(15_000, 2, tier), tire(10_000, 2)],
      tax: losAngeles,
      installation: ticked('MOUNT_BALANCE'),
    });
    expect(amounts.tireInstallationFee).toBe(2499 * 4);
    expect(amounts.installationSavings).toBe(-2499 * 2);
  });

  it('gives no savings when mount and balance is not ticked', () => {
    const amounts = computeOrderAmounts({
      items: [tire(15_000, 4, TireTier.FreeInstall)],
      tax: losAngeles,
      installation: ticked('TPMS_SERVICE'),
    });
    expect(amounts.tireInstallationFee).toBe(999 * 4);
    expect(amounts.installationSavings).toBe(0);
  });

  it('taxes the goods less the discount, not the installation or the tire fee', () => {
    const amounts = computeOrderAmounts({
      items: [tire(10_000, 4)],
      tax: losAngeles,
      installation: ticked('MOUNT_BALANCE'),
      discounts: { activityDiscount: 0, itemCoupon: 4000, storeCoupon: 0, installationCoupon: 0 },
    });
    expect(amounts.salesTax).toBe(3510); // 9.75% of $360.00
    expect(amounts.total).toBe(40_000 + 3510 + 700 + 2499 * 4 - 4000);
  });
});

describe('other deliveries', () => {
  it('charges no installation for pick-up or home delivery', () => {
    const amounts = computeOrderAmounts({ items: [tire(10_000, 4)], tax: losAngeles, installation: null });
    expect(amounts).toMatchObject({
      tireInstallationFee: 0,
      installationSavings: 0,
      serviceFee: 0,
      total: 44_600,
    });
  });

  it('charges no tire fee on parts, nor in a state without one', () => {
    expect(
      computeOrderAmounts({ items: [part(2599, 2)], tax: losAngeles, installation: null }).stateTireFee,
    ).toBe(0);
    const phoenix = computeOrderAmounts({ items: [tire(10_000, 4)], tax: arizona, installation: null });
    expect(phoenix).toMatchObject({
      taxRate: 5.6,
      taxJurisdiction: 'AZ statewide',
      salesTax: 2240,
      stateTireFee: 0,
    });
  });

  it('charges neither tax nor fees before a delivery is chosen', () => {
    const amounts = computeOrderAmounts({ items: [tire(10_000, 4)], tax: null, installation: null });
    expect(amounts).toMatchObject({
      taxRate: null,
      taxState: null,
      taxJurisdiction: null,
      salesTax: 0,
      stateTireFee: 0,
      total: 40_000,
    });
  });
});

const feeItem = fc.record({
  price: fc.integer({ min: 1, max: 500_000 }),
  count: fc.integer({ min: 1, max: 20 }),
  bizType: fc.constantFrom(BusinessLine.Tire, BusinessLine.Goods),
  tier: fc.option(fc.integer({ min: 0, max: 5 })),
});
const feeService = fc.record({
  code: fc.string({ minLength: 1, maxLength: 4 }),
  price: fc.integer({ min: 0, max: 50_000 }),
  perTire: fc.boolean(),
});
const feeInput = fc.record({
  items: fc.array(feeItem, { minLength: 1, maxLength: 10 }),
  tax: fc.option(
    fc.record({
      state: fc.constantFrom(...Object.keys(STATE_SALES_TAX)),
      rate: fc.integer({ min: 0, max: 12_000 }),
      jurisdiction: fc.constantFrom('Los Angeles, CA', 'Santa Monica, CA', 'AZ statewide'),
    }),
  ),
  installation: fc.option(
    fc
      .uniqueArray(feeService, { selector: (s) => s.code, minLength: 1, maxLength: 6 })
      .chain((services) =>
        fc.subarray(services.map((s) => s.code)).map((codes) => ({ services, ticked: new Set(codes) })),
      ),
  ),
});

describe('properties', () => {
  it('the total is the sum of its lines, all whole cents', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const a = computeOrderAmounts(input);
        const lines = [a.itemTotal, a.shippingFee, a.salesTax, a.stateTireFee, a.tireInstallationFee];
        for (const cents of [...lines, a.installationSavings, a.serviceFee, a.total]) {
          expect(Number.isSafeInteger(cents)).toBe(true);
        }
        expect(a.total).toBe(
          a.itemTotal +
            a.shippingFee +
            a.salesTax +
            a.stateTireFee +
            a.tireInstallationFee +
            a.installationSavings +
            a.serviceFee -
            a.discount,
        );
      }),
    );
  });

  it('savings never exceed the installation charged, so the total never falls below the goods and tax', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const a = computeOrderAmounts(input);
        expect(a.installationSavings).toBeLessThanOrEqual(0);
        expect(-a.installationSavings).toBeLessThanOrEqual(a.tireInstallationFee);
        expect(a.total).toBeGreaterThanOrEqual(a.itemTotal + a.salesTax);
      }),
    );
  });

  it('orders placed together sum line by line and keep the tax only when all share it', () => {
    fc.assert(
      fc.property(fc.array(feeInput, { minLength: 1, maxLength: 3 }), (inputs) => {
        const groups = inputs.map((input) => computeOrderAmounts(input));
        const all = sumOrderAmounts(groups);
        expect(all.total).toBe(groups.reduce((total, g) => total + g.total, 0));
        expect(all.salesTax).toBe(groups.reduce((total, g) => total + g.salesTax, 0));
        const taxes = new Set(groups.map((g) => JSON.stringify([g.taxState, g.taxRate, g.taxJurisdiction])));
        const shared = taxes.size === 1 ? groups[0] : undefined;
        expect([all.taxState, all.taxRate, all.taxJurisdiction]).toEqual([
          shared?.taxState ?? null,
          shared?.taxRate ?? null,
          shared?.taxJurisdiction ?? null,
        ]);
      }),
    );
  });
});

describe('sumOrderAmounts', () => {
  it('keeps no tax rate when the orders are taxed in different places', () => {
    const la = computeOrderAmounts({ items: [tire(10_000, 4)], tax: losAngeles, installation: null });
    const az = computeOrderAmounts({ items: [part(1000, 1)], tax: arizona, installation: null });
    const sm = computeOrderAmounts({ items: [part(1000, 1)], tax: santaMonica, installation: null });
    expect(sumOrderAmounts([la, la])).toMatchObject({
      taxRate: 9.75,
      taxState: 'CA',
      taxJurisdiction: 'Los Angeles, CA',
      total: 89_200,
    });
    const none = { taxRate: null, taxState: null, taxJurisdiction: null };
    expect(sumOrderAmounts([la, az])).toMatchObject({ ...none, total: 44_600 + 1056 });
    expect(sumOrderAmounts([la, sm])).toMatchObject({ ...none, total: 44_600 + 1108 });
  });
});
