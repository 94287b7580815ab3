import { z } from 'zod';
import {
  DeliveryType,
  InstallStatus,
  LogisticsState,
  ORDER_LIST_TABS,
  OrderDateFilter,
  OrderInvoiceStatus,
  type OrderListTab,
  OrderMold,
  OrderStatus,
  OrderType,
  RefundStatus,
  TrackingStage,
} from '../codes';
import { Messages } from '../messages';
import { CancelReason, OrderButton } from '../order-status';
import { orderAppointment } from './appointment';
import { pageFields, pageQuery } from './catalog';
import { orderAmounts } from './checkout';
import { orderGroup } from './group-buy';

/** Order list, detail, logistics and the status changes (issue 6; SPEC §2 order-list, §3 'Order', §4). */

export const orderNumberField = z
  .string({ error: Messages.OrderNotFound })
  .trim()
  .min(1, Messages.OrderNotFound)
  .max(40, Messages.OrderNotFound);
const KEYWORD_MAX = 100;
const keywordField = z.string().trim().max(KEYWORD_MAX).optional();

const TAB_KEYS = ORDER_LIST_TABS.map((t) => t.key) as [OrderListTab, ...OrderListTab[]];
const statusField = z.literal(Object.values(OrderStatus));
const deliveryTypeField = z.literal(Object.values(DeliveryType));
const buttonsField = z.array(z.enum(Object.values(OrderButton)));

/**
 * GET /api/p/myOrder/list — one tab of SPEC §2 (default all), an optional date filter (Los Angeles
 * days) and a keyword matching the start of an order number or any part of a product name.
 */
export const orderListQuery = z.object({
  tab: z.enum(TAB_KEYS).default('all'),
  dateFilter: z.enum(Object.values(OrderDateFilter)).optional(),
  keyword: keywordField,
  ...pageQuery.shape,
});
export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderListFilters = z.output<typeof orderListQuery>;

/** A line of an order as it was sold; price in cents per item. */
export const orderItem = z.object({
  itemId: z.number().int(),
  skuId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  brandName: z.string(),
  image: z.string(),
  /** '225/45R17 94W' for a tire; null for a part. */
  displaySize: z.string().nullable(),
  partyCode: z.string(),
  price: z.number().int(),
  count: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** One card of the order list. An unpaid order past its deadline is already shown canceled. */
export const orderCard = z.object({
  orderNumber: z.string(),
  status: statusField,
  /** 'Pending payment', 'Pending delivery', 'Shipped', 'Completed', 'Canceled', 'Awaiting installation'. */
  statusLabel: z.string(),
  deliveryType: deliveryTypeField,
  /** ISO times. */
  createdAt: z.string(),
  payBefore: z.string(),
  /** Cents. */
  total: z.number().int(),
  /** Sum of the item counts. */
  itemCount: z.number().int(),
  items: z.array(orderItem),
  /** SPEC §4 'Buttons by status', in display order. */
  buttons: buttonsField,
  /** Why an order was canceled: its payment window closed, or the shopper canceled it; null otherwise. */
  cancelReason: z.enum(Object.values(CancelReason)).nullable(),
  /** General, grouping (group buy) or second (flash sale). */
  orderType: z.enum(Object.values(OrderType)),
  /** A group-buy order's group; null for any other order. */
  group: orderGroup.nullable(),
  /** SPEC §4 'Order labels' for after-sales: 'Refunding', 'Refund complete', ...; null without requests. */
  refundLabel: z.string().nullable(),
});
export type OrderCard = z.infer<typeof orderCard>;

export const orderPage = z.object({ records: z.array(orderCard), ...pageFields });
export type OrderPage = z.infer<typeof orderPage>;

/** GET /api/p/myOrder/tabCounts — orders per tab of the personal center. */
export const orderTabCounts = z.record(z.enum(TAB_KEYS), z.number().int());
export type OrderTabCounts = z.infer<typeof orderTabCounts>;

/** GET /api/p/myOrder/detail?orderNumber= and /logistics?orderNumber=. */
export const orderNumberQuery = z.object({ orderNumber: orderNumberField });

/** POST /api/p/myOrder/cancel and /confirmReceipt. */
export const orderNumberRequest = z.object({ orderNumber: orderNumberField });
export type OrderNumberRequest = z.infer<typeof orderNumberRequest>;

export const orderPackage = z.object({
  packageId: z.number().int(),
  carrier: z.string(),
  waybill: z.string(),
  /** ISO time. */
  shippedAt: z.string(),
  /** The order items in this package; every item when the order went in one package. */
  itemIds: z.array(z.number().int()),
  state: z.enum(Object.values(LogisticsState)),
  /** 'In transit', 'Signed received', ... */
  stateLabel: z.string(),
});
export type OrderPackage = z.infer<typeof orderPackage>;

/** Where the order goes: the address for home delivery, the shop or pick-up point otherwise. */
export const orderDestination = z.object({
  name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const orderStation = z.object({
  stationId: z.number().int(),
  name: z.string(),
  /** One line: street, city, state ZIP. */
  address: z.string(),
  /** 10 digits. */
  phone: z.string(),
});

export const orderService = z.object({
  code: z.string(),
  name: z.string(),
  /** Cents, per tire when perTire. */
  price: z.number().int(),
  perTire: z.boolean(),
});

/** Every field of SPEC §3 'Order' that applies to an order of this shop. */
/** An item of the order detail with its after-sales state (issue 16). */
export const orderDetailItem = orderItem.extend({
  /** Units a refund can be asked for now: 0 outside the return window, after refunds, or while one is open. */
  refundableCount: z.number().int(),
  /** The item's latest refund request. */
  refund: z
    .object({
      refundNumber: z.string(),
      status: z.literal(Object.values(RefundStatus)),
      statusText: z.string(),
    })
    .nullable(),
  /** Received orders: whether the shopper reviewed it. */
  reviewed: z.boolean(),
});
export type OrderDetailItem = z.infer<typeof orderDetailItem>;

export const orderDetail = orderCard.extend({
  items: z.array(orderDetailItem),
  mold: z.literal(Object.values(OrderMold)),
  /** Seconds left to pay; null unless unpaid. */
  remainingSeconds: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** When a shipped order is confirmed by itself. */
  autoConfirmAt: z.string().nullable(),
  amounts: orderAmounts,
  currency: z.string(),
  destination: orderDestination,
  station: orderStation.nullable(),
  /** Installer orders booked with a time (issue 19); null otherwise. */
  appointment: orderAppointment.nullable(),
  services: z.array(orderService),
  remark: z.string(),
  paymentType: z.number().int().nullable(),
  /** 'PayPal', 'Balance', ...; null before payment. */
  paymentLabel: z.string().nullable(),
  /** Installer orders only. */
  installStatus: z.literal(Object.values(InstallStatus)).nullable(),
  installStatusLabel: z.string().nullable(),
  packages: z.array(orderPackage),
  /** 0 none asked for, 1 reviewing, 2 view invoice. */
  orderInvoiceStatus: z.literal(Object.values(OrderInvoiceStatus)),
  /** The invoice button's text: Invoice, Reviewing or View Invoice. */
  invoiceButtonText: z.string(),
  /** The last moment a refund can be asked for (30 days after receipt); null before receipt. */
  returnWindowEndsAt: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const trackingStep = z.object({
  stage: z.enum(Object.values(TrackingStage)),
  label: z.string(),
  done: z.boolean(),
  /** ISO time the stage was reached; null while not reached. */
  time: z.string().nullable(),
});

/** GET /api/p/myOrder/logistics?orderNumber= (logistics-info); an order not shipped yet answers 'No logistics information'. */
export const orderLogistics = z.object({
  orderNumber: z.string(),
  status: statusField,
  statusLabel: z.string(),
  destination: orderDestination,
  packages: z.array(orderPackage.extend({ stages: z.array(trackingStep) })),
});
export type OrderLogistics = z.infer<typeof orderLogistics>;
