import { BusinessLine, TireTier } from './catalog-codes';
import { milliPercentToPercent, salesTaxCents, salesTaxRate, stateTireFeeCents } from './sales-tax';
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
  /** The state the tax is due in; null before a delivery is chosen. */
  taxState: string | null;
  installation: Installation | null;
  /** Promotions land later; a discount lowers the taxable amount. */
  discount?: number;
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

export function computeOrderAmounts({ items, taxState, installation, discount = 0 }: FeeInput): OrderAmounts {
  const itemTotal = sum(items.map((item) => item.price * item.count));
  const shippingFee = 0; // installer, pick-up and home delivery in Greater LA are all free
  const rate = taxState === null ? null : salesTaxRate(taxState);
  // In California, tire installation labor stated separately is not taxable, and neither is the CA tire
  // fee, so only the goods (less any discount) are taxed.
  const salesTax = rate === null ? 0 : salesTaxCents(itemTotal - discount, rate);
  const stateTireFee = taxState === null ? 0 : stateTireFeeCents(taxState) * tireCount(items);
  const installationLines = installationFees(items, installation);
  return {
    itemTotal,
    shippingFee,
    taxRate: rate === null ? null : milliPercentToPercent(rate),
    taxState,
    salesTax,
    stateTireFee,
    ...installationLines,
    discount,
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

type MoneyLine = Exclude<keyof OrderAmounts, 'taxRate' | 'taxState'>;

/** Several orders placed together: every line summed; the tax state only when all orders share it. */
export function sumOrderAmounts(groups: readonly OrderAmounts[]): OrderAmounts {
  const [first] = groups;
  const shared =
    first?.taxState != null && groups.every((group) => group.taxState === first.taxState) ? first : null;
  const line = (name: MoneyLine) => sum(groups.map((group) => group[name]));
  return {
    itemTotal: line('itemTotal'),
    shippingFee: line('shippingFee'),
    taxRate: shared?.taxRate ?? null,
    taxState: shared?.taxState ?? null,
    salesTax: line('salesTax'),
    stateTireFee: line('stateTireFee'),
    tireInstallationFee: line('tireInstallationFee'),
    installationSavings: line('installationSavings'),
    serviceFee: line('serviceFee'),
    discount: line('discount'),
    total: line('total'),
  };
}
