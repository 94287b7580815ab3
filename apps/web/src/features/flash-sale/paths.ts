import { productPath } from '../catalog/paths';

/** The flash-sale pages of SPEC §2 (activities package). */
export const FlashSalePath = {
  list: '/packages/activities/snap-up-list',
  detail: '/packages/activities/snap-up-detail',
} as const;

export const snapUpDetailPath = (seckillId: number): string =>
  `${FlashSalePath.detail}?seckillId=${seckillId}`;

/** The product page showing a flash sale's panel (SPEC §2 prod/prod, param seckillId). */
export const flashProductPath = (sale: { prodId: number; skuId: number; seckillId: number }): string =>
  `${productPath(sale.prodId, sale.skuId)}&seckillId=${sale.seckillId}`;
