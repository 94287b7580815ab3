import {
  RefundAction as Action,
  CLAIMING_REFUND_STATUSES,
  nextRefundStatus,
  OPEN_REFUND_STATUSES,
  type OrderDetail,
  OrderStatus,
  type RefundAction,
  type RefundApply,
  type RefundDetail,
  RefundServiceType,
  RefundStatus,
  type RefusalBody,
  refundApplyRequest,
  refundDetail,
  refundPage,
  refundQuote,
  refundQuoteAnswer,
  refundReapplyRequest,
  refusal,
  returnLogisticsRequest,
} from '@tread/domain';
import { HttpResponse } from 'msw';
import { answer, backend, refuse, signedInRoute } from '../backend';
import { sampleRefund, setRefundStatus, soldItem } from '../data/refunds';
import { invalid } from './account';

/** The shopper's refund requests (issue 16), quoted and moved with the domain's own rules. */

const findOrder = (orderNumber: string | null | undefined) =>
  backend.orders.find((order) => order.orderNumber === orderNumber);
const findRefund = (refundNumber: string | null | undefined) =>
  backend.refunds.find((refund) => refund.refundNumber === refundNumber);

/** refundQuote over the order's lines, `except` the request being edited. */
function quoteOf(order: OrderDetail, itemId: number, quantity: number, except: string | null = null) {
  const claiming = backend.refunds.filter(
    (refund) =>
      refund.orderNumber === order.orderNumber &&
      refund.refundNumber !== except &&
      CLAIMING_REFUND_STATUSES.includes(refund.status),
  );
  const lines = order.items.map((item) => ({
    itemId: item.itemId,
    priceCents: item.price,
    count: item.count,
    discountCents: 0,
    claimedCount: claiming
      .filter((refund) => refund.item.itemId === item.itemId)
      .reduce((sum, refund) => sum + refund.quantity, 0),
  }));
  const claimedCents = claiming.reduce((sum, refund) => sum + refund.amount, 0);
  const quote = refundQuote({ amounts: order.amounts, lines, claimedCents, itemId, quantity });
  const line = lines.find((entry) => entry.itemId === itemId);
  return { ...quote, refundable: line ? line.count - line.claimedCount : 0 };
}

type Claim = Omit<RefundApply, 'orderNumber' | 'itemId'>;

/** The server's checks of a claim, in its order; null when it may be written. */
function claimRefusal(order: OrderDetail, itemId: number, claim: Claim, except: string | null) {
  const quote = quoteOf(order, itemId, claim.quantity, except);
  if (claim.quantity > quote.refundable) return refusal('RETURN_QUANTITY_TOO_LARGE');
  if (claim.serviceType === RefundServiceType.ReturnAndRefund && order.status === OrderStatus.Paid) {
    return refusal('RETURN_BEFORE_SHIPPING');
  }
  if (claim.amount > quote.maxCents) return refusal('REFUND_AMOUNT_TOO_LARGE');
  if (quote.includesDelivery && claim.amount !== quote.maxCents) return refusal('REFUND_AMOUNT_FIXED');
  if (quote.includesDelivery && !claim.confirmDelivery) return refusal('REFUND_CONFIRM_DELIVERY');
  return null;
}

const claimFields = (claim: Claim, includesDelivery: boolean): Partial<RefundDetail> => ({
  serviceType: claim.serviceType,
  cargoStatus: claim.cargoStatus,
  reason: claim.reason,
  quantity: claim.quantity,
  amount: claim.amount,
  description: claim.description,
  images: claim.images,
  includesDelivery,
});

const done = (refund: RefundDetail, message: string) =>
  HttpResponse.json({ refundNumber: refund.refundNumber, message });

/** Moves a request by `action`, or the refusal the server gives when its status does not allow it. */
function move(refund: RefundDetail, action: RefundAction): RefusalBody | null {
  const next = nextRefundStatus(action, refund.status);
  if (!next.ok) return refusal('REFUND_STATUS_CHANGED');
  setRefundStatus(refund, next.value);
  return null;
}

export const refundHandlers = [
  signedInRoute('get', '/p/refund/quote', ({ query }) => {
    const order = findOrder(query.get('orderNumber'));
    if (!order) return refuse(refusal('ORDER_NOT_FOUND'));
    const itemId = Number(query.get('itemId'));
    const item = order.items.find((entry) => entry.itemId === itemId);
    if (!item) return refuse(refusal('NOT_FOUND'));
    const quantity = Number(query.get('quantity') ?? 1);
    const quote = quoteOf(order, itemId, quantity);
    return answer(refundQuoteAnswer, {
      orderNumber: order.orderNumber,
      item,
      refundableQuantity: Math.max(0, quote.refundable),
      quantity,
      maxAmount: quote.maxCents,
      includesDelivery: quote.includesDelivery,
      shipped: order.status !== OrderStatus.Paid,
    });
  }),

  signedInRoute('post', '/p/refund/apply', ({ body }) => {
    const refused = invalid(refundApplyRequest, body);
    if (refused) return refused;
    const request = refundApplyRequest.parse(body);
    const order = findOrder(request.orderNumber);
    const item = order?.items.find((entry) => entry.itemId === request.itemId);
    if (!order || !item) return refuse(refusal('ORDER_NOT_FOUND'));
    const open = backend.refunds.some(
      (refund) => refund.item.itemId === request.itemId && OPEN_REFUND_STATUSES.includes(refund.status),
    );
    if (open) return refuse(refusal('REFUND_IN_PROGRESS'));
    const claimRefused = claimRefusal(order, request.itemId, request, null);
    if (claimRefused) return refuse(claimRefused);
    const quote = quoteOf(order, request.itemId, request.quantity);
    const refund = sampleRefund(order, RefundStatus.Applied, {
      refundNumber: `R${order.orderNumber}-${backend.refunds.length + 1}`,
      item: soldItem(item),
      appliedAt: new Date().toISOString(),
      ...claimFields(request, quote.includesDelivery),
    });
    backend.refunds.push(refund);
    return done(refund, 'Refund request submitted');
  }),

  signedInRoute('post', '/p/refund/reapply', ({ body }) => {
    const refused = invalid(refundReapplyRequest, body);
    if (refused) return refused;
    const request = refundReapplyRequest.parse(body);
    const refund = findRefund(request.refundNumber);
    const order = findOrder(refund?.orderNumber);
    if (!refund || !order) return refuse(refusal('REFUND_NOT_FOUND'));
    const claimRefused = claimRefusal(order, refund.item.itemId, request, refund.refundNumber);
    if (claimRefused) return refuse(claimRefused);
    const moved = move(refund, Action.Reapply);
    if (moved) return refuse(moved);
    const { includesDelivery } = quoteOf(order, refund.item.itemId, request.quantity, refund.refundNumber);
    Object.assign(refund, claimFields(request, includesDelivery), { sellerReason: null, sellerRemark: null });
    return done(refund, 'Refund request submitted');
  }),

  signedInRoute('post', '/p/refund/withdraw', ({ body }) => {
    const refund = findRefund((body as { refundNumber?: string }).refundNumber);
    if (!refund) return refuse(refusal('REFUND_NOT_FOUND'));
    const moved = move(refund, Action.Withdraw);
    return moved ? refuse(moved) : done(refund, 'Refund request withdrawn');
  }),

  signedInRoute('post', '/p/refund/logistics', ({ body }) => {
    const refused = invalid(returnLogisticsRequest, body);
    if (refused) return refused;
    const request = returnLogisticsRequest.parse(body);
    const refund = findRefund(request.refundNumber);
    if (!refund) return refuse(refusal('REFUND_NOT_FOUND'));
    const first = refund.status === RefundStatus.AcceptedAwaitingReturn;
    const moved = move(refund, first ? Action.ShipReturn : Action.EditLogistics);
    if (moved) return refuse(moved);
    const { company, trackingNumber, phone } = request;
    const shippedAt = refund.logistics?.shippedAt ?? new Date().toISOString();
    refund.logistics = { company, trackingNumber, phone, shippedAt };
    return done(refund, 'Return logistics saved');
  }),

  signedInRoute('get', '/p/refund/list', ({ query }) => {
    const size = Number(query.get('size') ?? 10);
    const current = Number(query.get('current') ?? 1);
    const newestFirst = [...backend.refunds].reverse();
    const records = newestFirst.slice((current - 1) * size, current * size);
    const pages = Math.max(1, Math.ceil(newestFirst.length / size));
    return answer(refundPage, {
      records,
      total: newestFirst.length,
      current,
      size,
      pages,
      hasMore: current < pages,
    });
  }),

  signedInRoute('get', '/p/refund/detail', ({ query }) => {
    const refund = findRefund(query.get('refundNumber'));
    return refund ? answer(refundDetail, refund) : refuse(refusal('REFUND_NOT_FOUND'));
  }),
];
