/** The order and payment pages of SPEC §2 and the query each one reads. */
export const OrderPath = {
  list: '/pages/order-list/order-list',
  detail: '/pages/order-detail/order-detail',
  payWay: '/pages/pay-way/pay-way',
  payResult: '/pages/pay-result/pay-result',
  paymentResult: '/pages/payment-result/payment-result',
  logistics: '/packages/user/logistics-info',
  invoice: '/packages/user/invoice-detail',
  cart: '/pages/basket-not-tab/basket-not-tab',
  review: '/pages/prod-comm/prod-comm',
} as const;

export const orderDetailPath = (orderNumber: string): string =>
  `${OrderPath.detail}?orderNum=${encodeURIComponent(orderNumber)}`;

export const payWayPath = (orderNumbers: readonly string[]): string =>
  `${OrderPath.payWay}?orderNumbers=${orderNumbers.map(encodeURIComponent).join(',')}`;

export const payResultPath = (orderNumbers: readonly string[], sts: number): string =>
  `${OrderPath.payResult}?orderNumbers=${orderNumbers.map(encodeURIComponent).join(',')}&sts=${sts}`;

export const logisticsPath = (orderNumber: string): string =>
  `${OrderPath.logistics}?orderNumber=${encodeURIComponent(orderNumber)}`;

export const invoicePath = (orderNumber: string): string =>
  `${OrderPath.invoice}?orderNumber=${encodeURIComponent(orderNumber)}`;

export const reviewPath = (orderNumber: string): string =>
  `${OrderPath.review}?orderNumber=${encodeURIComponent(orderNumber)}`;

/** 'a,b' from ?orderNumbers= → ['a', 'b'], blanks dropped. */
export function parseOrderNumbers(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
