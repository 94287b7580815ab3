import {
  type AdminMallGoods,
  formatPrice,
  type MallGoodsEdit,
  MallGoodsKind,
  mallGoodsEdit,
  parseDollarsToCents,
} from '@tread/domain';
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ConsoleError } from '../../api/client';
import { checkedBy, dollarsText, numberText, wholeText } from './form-text';

export const MALL_KIND_NAMES: Record<MallGoodsKind, string> = {
  [MallGoodsKind.Product]: 'Product',
  [MallGoodsKind.Coupon]: 'Coupon',
};

/** '800 points', or '500 points + $4.99' for an item that also takes money. */
export const mallPrice = (pointsPrice: number, cashCents: number): string =>
  `${pointsPrice.toLocaleString('en-US')} points${cashCents > 0 ? ` + ${formatPrice(cashCents)}` : ''}`;

const goods = mallGoodsEdit.shape;

/** Money on top of the points as typed: dollars, or blank for none. */
const cashText = z.string().transform((text, ctx) => {
  if (text.trim() === '') return 0;
  const cents = parseDollarsToCents(text);
  if (!cents.ok) ctx.addIssue({ code: 'custom', message: cents.message });
  return cents.ok ? cents.value : 0;
});

/**
 * An item as staff type it: the money on top of the points in dollars, the figures as whole numbers. Only what
 * its kind sells is sent: a product's SKU and money, a coupon's coupon.
 */
export const mallGoodsForm = z
  .object({
    kind: goods.kind,
    name: goods.name,
    description: goods.description,
    skuId: z.number().nullable(),
    couponId: z.string(),
    pointsPrice: wholeText.pipe(goods.pointsPrice),
    cash: cashText.pipe(goods.cashCents),
    stock: wholeText.pipe(goods.stock),
    perUserLimit: wholeText.pipe(goods.perUserLimit),
    active: z.boolean(),
  })
  .transform(({ cash, couponId, skuId, ...item }): MallGoodsEdit => {
    const product = item.kind === MallGoodsKind.Product;
    return {
      ...item,
      skuId: product ? skuId : null,
      couponId: !product && couponId !== '' ? Number(couponId) : null,
      cashCents: product ? cash : 0,
    };
  })
  .pipe(checkedBy(mallGoodsEdit));
export type MallGoodsFormInput = z.input<typeof mallGoodsForm>;

export const NEW_MALL_GOODS: MallGoodsFormInput = {
  kind: MallGoodsKind.Product,
  name: '',
  description: '',
  skuId: null,
  couponId: '',
  pointsPrice: '',
  cash: '',
  stock: '',
  perUserLimit: '1',
  active: true,
};

export const mallGoodsFormValues = (item: AdminMallGoods): MallGoodsFormInput => ({
  kind: item.kind,
  name: item.name,
  description: item.description,
  skuId: item.skuId,
  couponId: numberText(item.couponId),
  pointsPrice: numberText(item.pointsPrice),
  cash: item.cashCents > 0 ? dollarsText(item.cashCents) : '',
  stock: numberText(item.stock),
  perUserLimit: numberText(item.perUserLimit),
  active: item.active,
});

type MallControl = keyof MallGoodsFormInput;
const CONTROLS: readonly string[] = Object.keys(NEW_MALL_GOODS);

/** The control holding a field a refusal names ('skuId', 'stock'; the money is 'cashCents' in the request). */
export const mallFieldOf = (field: string | undefined): MallControl | null =>
  field === 'cashCents' ? 'cash' : field && CONTROLS.includes(field) ? (field as MallControl) : null;

/** A save's refusal about one field is put under its control; true when the form had one. */
export function landMallRefusal(error: unknown, setError: UseFormSetError<MallGoodsFormInput>): boolean {
  if (!(error instanceof ConsoleError)) return false;
  const control = mallFieldOf(error.field);
  if (!control) return false;
  setError(control, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}
