import { BusinessLine, TireTier } from './catalog-codes';
import { milliPercentToPercent, type OrderTax, salesTaxCents, stateTireFeeCents } from './sales-tax';
import type { OrderAmounts } from './schemas/checkout';
import type { StationService } from './schemas/station';

/** The money lines of one order (SPEC §3 'Order', §9 'Fees'), in cents, from what the order holds. */

export type FeeItem = {
  /** Cents per item. */
  price: number;
  count: number;
  bizType: BusinessLine;
  /** A tire's tier tag; 3 and 4 are installed free. */
  tier: number | null;
};

export type FeeService = Pick<StationService, 'code' | 'price' | 'perTire'>;

/** An installer order: the shop's services in its own order (the first is mount and balance) and those ticked. */
export type Installation = { services: readonly FeeService[]; ticked: ReadonlySet<string> };

export type FeeInput = {
  items: readonly FeeItem[];
  /** The rate due where the order is installed, picked up or delivered; null before a delivery is chosen. */
  tax: OrderTax | null;
  installation: Installation | null;
  /** What activities and coupons take off (issue 14); none when absent. */
  discounts?: PromotionDiscounts;
};

/** Cents taken off by promotions, by the order line they show on (SPEC §3 'Order': store, item, installation coupons). */
export type PromotionDiscounts = {
  activityDiscount: number;
  itemCoupon: number;
  storeCoupon: number;
  installationCoupon: number;
};

const NO_DISCOUNTS: PromotionDiscounts = {
  activityDiscount: 0,
  itemCoupon: 0,
  storeCoupon: 0,
  installationCoupon: 0,
};

const FREE_INSTALL_TIERS: readonly number[] = [TireTier.FreeInstall, TireTier.FreeInstallPlus];

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

const tireCount = (items: readonly FeeItem[], which: (item: FeeItem) => boolean = () => true): number =>
  sum(items.filter((item) => item.bizType === BusinessLine.Tire && which(item)).map((item) => item.count));

function installationFees(items: readonly FeeItem[], installation: Installation | null) {
  if (!installation) return { tireInstallationFee: 0, installationSavings: 0, serviceFee: 0 };
  const tires = tireCount(items);
  const ticked = installation.services.filter((service) => installation.ticked.has(service.code));
  const mountAndBalance = installation.services[0];
  const freeInstalls =
    mountAndBalance?.perTire && installation.ticked.has(mountAndBalance.code)
      ? mountAndBalance.price * tireCount(items, (item) => FREE_INSTALL_TIERS.includes(item.tier ?? -1))
      : 0;
  return {
    tireInstallationFee: sum(ticked.filter((s) => s.perTire).map((s) => s.price * tires)),
    // Written as a subtraction so no savings is 0, not -0.
    installationSavings: 0 - freeInstalls,
    serviceFee: sum(ticked.filter((s) => !s.perTire).map((s) => s.price)),
  };
}

/** What the installation comes to after free installs: the most an installation coupon can take off. */
export function installationCharge(items: readonly FeeItem[], installation: Installation | null): number {
  const fees = installationFees(items, installation);
  return fees.tireInstallationFee + fees.installationSavings + fees.serviceFee;
}

/**
 * Every money line of one order. Discounts are capped where they apply (goods discounts at the goods,
 * the installation coupon at the installation), so no line and no order goes below zero.
 */
export function computeOrderAmounts({
  items,
  tax,
  installation,
  discounts = NO_DISCOUNTS,
}: FeeInput): OrderAmounts {
  const itemTotal = sum(items.map((item) => item.price * item.count));
  const shippingFee = 0; // installer, pick-up and home delivery in Greater LA are all free
  // Each goods discount takes at most what the ones before it left of the goods.
  const activityDiscount = Math.min(discounts.activityDiscount, itemTotal);
  const itemCoupon = Math.min(discounts.itemCoupon, itemTotal - activityDiscount);
  const storeCoupon = Math.min(discounts.storeCoupon, itemTotal - activityDiscount - itemCoupon);
  const goodsDiscount = activityDiscount + itemCoupon + storeCoupon;
  const installationCoupon = Math.min(discounts.installationCoupon, installationCharge(items, installation));
  const discount = goodsDiscount + installationCoupon;
  // In California, tire installation labor stated separately is not taxable, and neither is the CA tire
  // fee, so only the goods are taxed. The shop's own coupons and activities lower the price actually charged,
  // so the tax is on the discounted goods (CDTFA Regulation 1671.1(b)(1), retailer coupons and discounts);
  // the installation coupon lowers untaxed labor and leaves the tax alone.
  const salesTax = tax === null ? 0 : salesTaxCents(itemTotal - goodsDiscount, tax.rate);
  const stateTireFee = tax === null ? 0 : stateTireFeeCents(tax.state) * tireCount(items);
  const installationLines = installationFees(items, installation);
  return {
    itemTotal,
    shippingFee,
    taxRate: tax === null ? null : milliPercentToPercent(tax.rate),
    taxState: tax?.state ?? null,
    taxJurisdiction: tax?.jurisdiction ?? null,
    salesTax,
    stateTireFee,
    ...installationLines,
    activityDiscount,
    itemCoupon,
    storeCoupon,
    installationCoupon,
    discount,
    pointsUsed: 0,
    pointsDeduction: 0,
    total:
      itemTotal +
      shippingFee +
      salesTax +
      stateTireFee +
      installationLines.tireInstallationFee +
      installationLines.installationSavings +
      installationLines.serviceFee -
      discount,
  };
}

type MoneyLine = Exclude<keyof OrderAmounts, 'taxRate' | 'taxState' | 'taxJurisdiction'>;

/** Several orders placed together: every line summed; the tax's place and rate only when all share them. */
export function sumOrderAmounts(groups: readonly OrderAmounts[]): OrderAmounts {
  const [first] = groups;
  const sameTax = (group: OrderAmounts) =>
    group.taxState === first?.taxState &&
    group.taxRate === first?.taxRate &&
    group.taxJurisdiction === first?.taxJurisdiction;
  const shared = first?.taxState != null && groups.every(sameTax) ? first : null;
  const line = (name: MoneyLine) => sum(groups.map((group) => group[name]));
  return {
    itemTotal: line('itemTotal'),
    shippingFee: line('shippingFee'),
    taxRate: shared?.taxRate ?? null,
    taxState: shared?.taxState ?? null,
    taxJurisdiction: shared?.taxJurisdiction ?? null,
    salesTax: line('salesTax'),
    stateTireFee: line('stateTireFee'),
    tireInstallationFee: line('tireInstallationFee'),
    installationSavings: line('installationSavings'),
    serviceFee: line('serviceFee'),
    activityDiscount: line('activityDiscount'),
    itemCoupon: line('itemCoupon'),
    storeCoupon: line('storeCoupon'),
    installationCoupon: line('installationCoupon'),
    discount: line('discount'),
    pointsUsed: line('pointsUsed'),
    pointsDeduction: line('pointsDeduction'),
    total: line('total'),
  };
}

/** The goods as charged after activities and coupons: what points may pay (issue 17). */
export const goodsAfterDiscounts = (amounts: OrderAmounts): number =>
  amounts.itemTotal - amounts.activityDiscount - amounts.itemCoupon - amounts.storeCoupon;

/**
 * Points paying part of an order (payment type 0 'score'): a way to pay, not a discount, so the sales tax on
 * the goods stays as it was and only what is left to pay in money goes down.
 */
export function withPoints(amounts: OrderAmounts, points: number, pointValueCents: number): OrderAmounts {
  const pointsDeduction = points * pointValueCents;
  return { ...amounts, pointsUsed: points, pointsDeduction, total: amounts.total - pointsDeduction };
}
