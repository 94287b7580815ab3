import {
  ORDER_STATUS_LABELS,
  type OrderDetail,
  OrderStatus,
  orderButtons,
  orderDetail,
  orderLogistics,
  orderPage,
  payAnswer,
  payInfoAnswer,
  payingStatusAnswer,
  refusal,
  tabStatuses,
} from '@tread/domain';
import { answer, backend, refuse, signedInRoute } from '../backend';
import { withAfterSales } from '../data/refunds';

/** The shopper's orders and their payment (SPEC §7 /p/myOrder, /p/order/pay...). */

const find = (orderNumber: string | null | undefined) =>
  backend.orders.find((order) => order.orderNumber === orderNumber);

export function setStatus(order: OrderDetail, status: OrderStatus): void {
  Object.assign(order, {
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    buttons: [...orderButtons(status)],
  });
}

/** The order as the server reads it now: its items' after-sales state from the refund requests. */
const current = (order: OrderDetail) => withAfterSales(order, backend.refunds);

const card = (order: OrderDetail) => ({
  orderNumber: order.orderNumber,
  status: order.status,
  statusLabel: order.statusLabel,
  deliveryType: order.deliveryType,
  createdAt: order.createdAt,
  payBefore: order.payBefore,
  total: order.total,
  itemCount: order.itemCount,
  items: order.items,
  buttons: order.buttons,
  cancelReason: order.cancelReason,
  orderType: order.orderType,
  group: order.group,
  refundLabel: order.refundLabel,
});

function changeStatus(status: OrderStatus) {
  return signedInRoute(
    'post',
    status === OrderStatus.Canceled ? '/p/myOrder/cancel' : '/p/myOrder/confirmReceipt',
    ({ body }) => {
      const order = find((body as { orderNumber?: string }).orderNumber);
      if (!order) return refuse(refusal('ORDER_NOT_FOUND'));
      setStatus(order, status);
      return answer(orderDetail, current(order));
    },
  );
}

export const orderHandlers = [
  signedInRoute('get', '/p/myOrder/list', ({ query }) => {
    const statuses = tabStatuses((query.get('tab') ?? 'all') as Parameters<typeof tabStatuses>[0]);
    const keyword = query.get('keyword') ?? '';
    const records = backend.orders
      .map(current)
      // The return tab (no statuses) lists the orders with requests.
      .filter(
        (order) =>
          statuses === null ||
          (statuses.length === 0 ? order.refundLabel !== null : statuses.includes(order.status)),
      )
      .filter((order) => !keyword || order.orderNumber.startsWith(keyword))
      .map(card);
    return answer(orderPage, {
      records,
      total: records.length,
      current: 1,
      size: 10,
      pages: 1,
      hasMore: false,
    });
  }),
  signedInRoute('get', '/p/myOrder/detail', ({ query }) => {
    const order = find(query.get('orderNumber'));
    return order ? answer(orderDetail, current(order)) : refuse(refusal('ORDER_NOT_FOUND'));
  }),
  signedInRoute('get', '/p/myOrder/logistics', () =>
    backend.logistics ? answer(orderLogistics, backend.logistics) : refuse(refusal('NO_LOGISTICS')),
  ),
  changeStatus(OrderStatus.Canceled),
  changeStatus(OrderStatus.Completed),
  signedInRoute('get', '/p/order/payInfo', () => answer(payInfoAnswer, backend.payInfo)),
  signedInRoute('post', '/p/order/pay', ({ body }) => {
    const paid = backend.pay((body as { payType?: number }).payType ?? -1);
    return 'code' in paid ? refuse(paid) : answer(payAnswer, paid);
  }),
  signedInRoute('get', '/p/order/changePayingStatus', () => {
    const payStatus = backend.payStatuses.length > 1 ? backend.payStatuses.shift() : backend.payStatuses[0];
    return answer(payingStatusAnswer, { payStatus });
  }),
];
