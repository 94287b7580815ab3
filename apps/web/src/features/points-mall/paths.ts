import type { MallGoodsKind } from '@tread/domain';

/** The points mall's pages of SPEC §2's member package. */
export const MallPath = {
  list: '/packages/member/integral-goods-list',
  detail: '/packages/member/convert-prod-det',
  submit: '/packages/member/integral-submit-order',
  exchanges: '/packages/member/exchange-details',
} as const;

/** The mall on one tab: all, products or coupons. */
export const mallListPath = (kind: MallGoodsKind | null = null): string =>
  kind ? `${MallPath.list}?kind=${kind}` : MallPath.list;

export const mallDetailPath = (goodsId: number): string => `${MallPath.detail}?id=${goodsId}`;

export const mallSubmitPath = (goodsId: number, count: number): string =>
  `${MallPath.submit}?id=${goodsId}&count=${count}`;

/** A positive whole number from the address (?id=, ?count=); null when it is none. */
export function readPositiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}
