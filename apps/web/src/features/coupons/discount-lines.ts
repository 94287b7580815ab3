import type { ActivityLineAnswer, OrderAmounts } from '@tread/domain';

export type DiscountKey =
  | 'activityDiscount'
  | 'itemCoupon'
  | 'storeCoupon'
  | 'installationCoupon'
  | 'discount';

/** One discount line of an order: which one and the cents it takes off (positive). */
export interface DiscountLine {
  key: DiscountKey;
  cents: number;
}

const PARTS = ['activityDiscount', 'itemCoupon', 'storeCoupon', 'installationCoupon'] as const;

/**
 * The order's discount as the lines of SPEC §3 'Order': activity savings, then the item, store and installation
 * coupons; whatever of `discount` they do not explain (orders from before the breakdown) stays 'Discount'.
 */
export function discountLines(amounts: OrderAmounts): DiscountLine[] {
  const lines: DiscountLine[] = PARTS.filter((key) => amounts[key] !== 0).map((key) => ({
    key,
    cents: Math.abs(amounts[key]),
  }));
  const rest = Math.abs(amounts.discount) - lines.reduce((sum, line) => sum + line.cents, 0);
  return rest > 0 ? [...lines, { key: 'discount', cents: rest }] : lines;
}

/** One activity's saving across the order's lines: 'Buy 3 get 1 free' and the cents it took off. */
export interface ActivitySaving {
  activityId: number;
  label: string;
  cents: number;
}

/** The activities that took money off now (rebates pay back later), one line each however many items they cover. */
export function activitySavings(lines: readonly ActivityLineAnswer[]): ActivitySaving[] {
  const byActivity = new Map<number, ActivitySaving>();
  for (const line of lines) {
    if (line.amount <= 0) continue;
    const saving = byActivity.get(line.activityId);
    if (saving) saving.cents += line.amount;
    else
      byActivity.set(line.activityId, { activityId: line.activityId, label: line.label, cents: line.amount });
  }
  return [...byActivity.values()];
}
