import type { RefundServiceType } from '@tread/domain';

/** The after-sales pages of SPEC §2 ('Refund' package, and write-return-logistics of 'User'). */
export const RefundPath = {
  chooseWay: '/packages/refund/choose-refund-way',
  apply: '/packages/refund/apply-refund',
  afterSales: '/packages/refund/after-sales',
  detail: '/packages/refund/details-of-refund',
  logistics: '/packages/user/write-return-logistics',
} as const;

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

export const chooseRefundWayPath = (orderNumber: string, itemId: number): string =>
  `${RefundPath.chooseWay}?${query({ orderNumber, itemId })}`;

/** A new request for the item, of the type chosen. */
export const applyRefundPath = (
  orderNumber: string,
  itemId: number,
  serviceType: RefundServiceType,
): string => `${RefundPath.apply}?${query({ orderNumber, itemId, serviceType })}`;

/** A refused request, edited and sent again. */
export const editRefundPath = (refundNumber: string): string =>
  `${RefundPath.apply}?${query({ refundNumber })}`;

export const refundDetailPath = (refundNumber: string): string =>
  `${RefundPath.detail}?${query({ refundNumber })}`;

export const returnLogisticsPath = (refundNumber: string): string =>
  `${RefundPath.logistics}?${query({ refundNumber })}`;
