import { type CheckoutSpecial, OrderType } from '@tread/domain';
import { refuse } from '../../platform/errors';
import type { CheckoutLines } from './order-lines';

/**
 * A flash sale, group buy or points-mall item as checkout prices it: one SKU at its own price, up to a count
 * (issue 15); a mall item also costs `pointsPrice` points a unit (issue 17).
 */
export type SpecialOffer = {
  orderType: OrderType;
  skuId: number;
  priceCents: number;
  maxCount: number;
  pointsPrice?: number;
};

/** What placing holds before its transaction (a flash unit at the gate), given back when no order is placed. */
export type SpecialHold = { giveBack(): Promise<void>; done(): void };

/** What the flash-sale, group-buy and points-mall modules answer checkout; a refusal (ended, sold out...) is thrown. */
export type SpecialPort = {
  offer(userId: string, special: CheckoutSpecial, now: Date): Promise<SpecialOffer>;
  hold(userId: string, special: CheckoutSpecial, count: number, now: Date): Promise<SpecialHold>;
};
export type SpecialsPort = { [K in CheckoutSpecial['kind']]: SpecialPort };

/** The one line of a special checkout at the special's price; anything else in it is refused. */
export function atSpecialPrice(
  lines: CheckoutLines,
  items: readonly { skuId: number; count: number }[],
  offer: SpecialOffer,
): CheckoutLines {
  const [item] = items;
  if (items.length !== 1 || item?.skuId !== offer.skuId) throw refuse('SPECIAL_ONE_ITEM');
  if (item.count > offer.maxCount) throw refuse('PURCHASE_LIMIT', offer.maxCount);
  return {
    // A flash sale sells its own stock, which its offer has counted: the SKU's stock does not limit it.
    problems:
      offer.orderType === OrderType.FlashSale ? lines.problems.filter((p) => !p.aboutStock) : lines.problems,
    groups: lines.groups.map((group) => ({
      ...group,
      lines: group.lines.map((line) => ({
        ...line,
        priceSettle: offer.priceCents,
        lineTotal: offer.priceCents * line.count,
      })),
    })),
  };
}
