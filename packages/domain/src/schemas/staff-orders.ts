import { z } from 'zod';
import { UserRole } from '../account-rules';
import { type DeliveryType, OrderStatus } from '../codes';
import { Messages } from '../messages';
import { CancelReason, canTransition, OrderAction, shipActionFor } from '../order-status';
import { refundedWhole } from '../refunds';
import { consoleDayField, idField, idParam } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';
import { CheckoutDelivery } from './checkout';
import { orderCard, orderDetail, orderNumberQuery } from './order';
import { adminPaymentAnswer } from './payment';

/** The staff console's orders (issue 13): the filtered list, its CSV export, the detail and the actions by status. */

/** Issue 13's split: operations has no orders; customer service reads them and writes notes only. */
export const ORDER_READ_ROLES: readonly UserRole[] = [
  UserRole.Merchant,
  UserRole.CustomerService,
  UserRole.Admin,
];
export const ORDER_FULFILLMENT_ROLES: readonly UserRole[] = [UserRole.Merchant, UserRole.Admin];
export const ORDER_NOTE_ROLES = ORDER_READ_ROLES;

export const StaffOrderMessages = {
  DayInvalid: 'Enter the day as YYYY-MM-DD',
  DaysReversed: 'The end day must not be before the start day',
  NoteRequired: 'Write the note',
  CancelReasonRequired: 'Say why the order is canceled',
} as const;

/** What an order sells, as its lines and services record it: tires, parts and accessories, installation services. */
export const OrderBusinessLine = { Tires: 'tires', Parts: 'parts', Services: 'services' } as const;
export type OrderBusinessLine = (typeof OrderBusinessLine)[keyof typeof OrderBusinessLine];

/** The ways the shop delivers; the other codes of SPEC §3 are not offered. */
export const DELIVERY_TYPE_LABELS: Partial<Record<DeliveryType, string>> = {
  [CheckoutDelivery.Home]: 'Home delivery',
  [CheckoutDelivery.PickUp]: 'Pick-up point',
  [CheckoutDelivery.Installer]: 'Installer shop',
};

const CARRIER_MAX = 40;
const WAYBILL_MAX = 60;
const PACKAGES_MAX = 10;
const KEYWORD_MAX = 100;
export const STAFF_NOTE_MAX = 500;
const CANCEL_REASON_MAX = 140;
/** The CSV export stops here; a larger list is narrowed with the filters first. */
export const ORDER_EXPORT_ROW_CAP = 10_000;

/** POST /api/admin/orders/:orderNumber/ship — one package, or several each naming its items. */
export const shipOrderRequest = z.object({
  packages: z
    .array(
      z.object({
        carrier: z.string().trim().min(1, Messages.CarrierRequired).max(CARRIER_MAX),
        waybill: z.string().trim().min(1, Messages.TrackingNumberRequired).max(WAYBILL_MAX),
        /** Order item ids in the package; left out, the package holds every item. */
        itemIds: z.array(idField()).max(100).optional(),
      }),
    )
    .min(1, Messages.TrackingNumberRequired)
    .max(PACKAGES_MAX),
});
export type ShipOrderRequest = z.input<typeof shipOrderRequest>;

export const adminOrderParams = orderNumberQuery;

/** POST /api/admin/orders/:orderNumber/cancel — staff close an unpaid order, saying why. */
export const staffCancelRequest = z.object({
  reason: z
    .string({ error: StaffOrderMessages.CancelReasonRequired })
    .trim()
    .min(1, StaffOrderMessages.CancelReasonRequired)
    .max(CANCEL_REASON_MAX),
});
export type StaffCancelRequest = z.input<typeof staffCancelRequest>;

/** POST /api/admin/orders/:orderNumber/notes — a note staff keep on the order; the shopper never sees it. */
export const staffNoteRequest = z.object({
  text: z
    .string({ error: StaffOrderMessages.NoteRequired })
    .trim()
    .min(1, StaffOrderMessages.NoteRequired)
    .max(STAFF_NOTE_MAX),
});
export type StaffNoteRequest = z.input<typeof staffNoteRequest>;

const dayField = consoleDayField(StaffOrderMessages.DayInvalid);

/**
 * The filters of the order list and its export: status as shown now, Los Angeles days placed (from/to
 * inclusive), delivery type, installer or pick-up point, business line, and a keyword: a customer's e-mail
 * when it holds '@', else the start of an order number or any part of a product name.
 */
const filterShape = {
  status: z.coerce
    .number()
    .pipe(z.literal(Object.values(OrderStatus)))
    .optional(),
  from: dayField.optional(),
  to: dayField.optional(),
  deliveryType: z.coerce
    .number()
    .pipe(z.literal(Object.values(CheckoutDelivery)))
    .optional(),
  stationId: idParam().optional(),
  businessLine: z.enum(Object.values(OrderBusinessLine)).optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
};
const daysInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const daysRefusal = { message: StaffOrderMessages.DaysReversed, path: ['to'] };

/** GET /api/admin/orders/export.csv */
export const adminOrderFilters = z.object(filterShape).refine(daysInOrder, daysRefusal);
export type AdminOrderFilters = z.output<typeof adminOrderFilters>;

/** GET /api/admin/orders — every shopper's orders, newest first. */
export const adminOrderListQuery = z
  .object({ ...filterShape, ...pageQuery.shape })
  .refine(daysInOrder, daysRefusal);
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;
export type AdminOrderListFilters = z.output<typeof adminOrderListQuery>;

export const adminOrderCard = orderCard.extend({
  userId: z.string(),
  customerEmail: z.string(),
  /** The installer or pick-up point's name; null for home delivery. */
  stationName: z.string().nullable(),
});
export type AdminOrderCard = z.infer<typeof adminOrderCard>;
export const adminOrderPage = z.object({ records: z.array(adminOrderCard), ...pageFields });
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

/** What staff may do to an order in its status; the console shows each to the roles ORDER_FULFILLMENT_ROLES names. */
export const StaffOrderAction = {
  Ship: 'ship',
  /** The ship call on an installer order: the tires go to the shop, which then awaits installation. */
  DeliverToInstaller: 'deliverToInstaller',
  Install: 'install',
  Cancel: 'cancel',
} as const;
export type StaffOrderAction = (typeof StaffOrderAction)[keyof typeof StaffOrderAction];

export function staffOrderActions(
  status: OrderStatus,
  deliveryType: DeliveryType,
  refundLabel: string | null,
): StaffOrderAction[] {
  if (refundedWhole(refundLabel)) return [];
  const ship = shipActionFor(deliveryType);
  const possible: [StaffOrderAction, boolean][] = [
    [
      ship === OrderAction.Ship ? StaffOrderAction.Ship : StaffOrderAction.DeliverToInstaller,
      canTransition(ship, status),
    ],
    [StaffOrderAction.Install, canTransition(OrderAction.Install, status)],
    [StaffOrderAction.Cancel, canTransition(OrderAction.Cancel, status)],
  ];
  return possible.filter(([, allowed]) => allowed).map(([action]) => action);
}

/** A moment of the order's life; `by` names the staff member who made it happen, null for the shopper or the shop. */
export const OrderEvent = {
  Placed: 'placed',
  Paid: 'paid',
  Shipped: 'shipped',
  DeliveredToInstaller: 'deliveredToInstaller',
  Installed: 'installed',
  Completed: 'completed',
  Canceled: 'canceled',
} as const;
export type OrderEvent = (typeof OrderEvent)[keyof typeof OrderEvent];

export const ORDER_EVENT_LABELS: Record<OrderEvent, string> = {
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  deliveredToInstaller: 'Sent to installer',
  installed: 'Installed',
  completed: 'Completed',
  canceled: 'Canceled',
};

export const orderTimelineEntry = z.object({
  event: z.enum(Object.values(OrderEvent)),
  label: z.string(),
  /** ISO time. */
  at: z.string(),
  by: z.string().nullable(),
  /** 'Paid with PayPal', 'Canceled by the shopper', a staff cancel's reason; empty when nothing to add. */
  detail: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;

export const staffNote = z.object({
  noteId: z.number().int(),
  text: z.string(),
  authorEmail: z.string(),
  authorRole: z.enum(Object.values(UserRole)),
  /** ISO time. */
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof staffNote>;

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  [CancelReason.Expired]: 'Payment window closed',
  [CancelReason.Shopper]: 'Canceled by the shopper',
  [CancelReason.Staff]: 'Canceled by the shop',
  [CancelReason.GroupFailed]: 'Group buy did not fill; refunded',
};

export const adminOrderDetail = orderDetail.extend({
  userId: z.string(),
  customerEmail: z.string(),
  /** Every payment attempt for the order, with what went back from it. */
  payments: z.array(adminPaymentAnswer),
  timeline: z.array(orderTimelineEntry),
  /** Newest first. */
  notes: z.array(staffNote),
  staffActions: z.array(z.enum(Object.values(StaffOrderAction))),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
