import {
  type FlashBounds,
  type FlashSaleCard,
  FlashSaleStatus,
  Messages,
  minuteOfDay,
  refusal,
} from '@tread/domain';

/** What the shopper's daily limit still allows: the limit less what they bought today. */
const limitLeft = (sale: FlashBounds): number => sale.perShopperLimit - (sale.boughtToday ?? 0);

/** Why one more cannot be had: the stock when fewer are left than the limit allows, else the limit (SPEC §5). */
export function flashMaxMessage(sale: FlashBounds): string {
  return sale.left < limitLeft(sale)
    ? refusal('NOT_ENOUGH_STOCK').message
    : Messages.purchaseLimit(sale.perShopperLimit);
}

/** What the countdown counts to: the opening while not started, the closing while on; nothing otherwise. */
export function flashDeadline(
  sale: Pick<FlashSaleCard, 'status' | 'opensAt' | 'closesAt'>,
): { kind: 'opens' | 'closes'; at: string } | null {
  if (sale.status === FlashSaleStatus.NotStarted && sale.opensAt) return { kind: 'opens', at: sale.opensAt };
  if (sale.status === FlashSaleStatus.Ongoing && sale.closesAt) return { kind: 'closes', at: sale.closesAt };
  return null;
}

/** Today's flash stock claimed, 0 to 100 (a sale with no stock counts as all claimed). */
export function claimedPercent(sale: Pick<FlashSaleCard, 'sold' | 'stock'>): number {
  if (sale.stock <= 0) return 100;
  return Math.min(100, Math.round((sale.sold * 100) / sale.stock));
}

/** A Los Angeles wall clock 'HH:mm' as shoppers read it: '14:00' → '2:00 PM'; '24:00' is midnight. */
export function clockLabel(clock: string): string {
  const minute = minuteOfDay(clock) % (24 * 60);
  const hours = Math.floor(minute / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minute % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
