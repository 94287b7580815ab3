import type { AdminSku } from '@tread/domain';
import { priceBlock } from './cards';
import { skus } from './tables';

/** The columns of a SKU as the console shows and edits it. */
export const adminSkuColumns = {
  skuId: skus.id,
  partyCode: skus.partyCode,
  partNumber: skus.partNumber,
  size: skus.size,
  price: skus.price,
  mapPrice: skus.mapPrice,
  listPrice: skus.listPrice,
  stock: skus.stock,
  purchaseLimit: skus.purchaseLimit,
  active: skus.active,
};
type AdminSkuRow = Omit<AdminSku, 'showMapPrice'>;

/** showMapPrice is the shop's own MAP rule, so the console shows what shoppers see. */
export const toAdminSku = (row: AdminSkuRow): AdminSku => ({
  ...row,
  showMapPrice: priceBlock(row).showMapPrice,
});

/** The fields a change names, as `row` has them: the audit trail's before and after. */
export function fieldsOf<T extends object>(row: T, change: object): Partial<T> {
  const named = Object.entries(change).filter(([, value]) => value !== undefined);
  return Object.fromEntries(named.map(([key]) => [key, row[key as keyof T]])) as Partial<T>;
}
