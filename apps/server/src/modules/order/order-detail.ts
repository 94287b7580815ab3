import {
  effectiveOrderStatus,
  INSTALL_STATUS_LABELS,
  INVOICE_BUTTON_TEXT,
  insideReturnWindow,
  isReceived,
  LOGISTICS_STATE_LABELS,
  logisticsStateOf,
  ORDER_STATUS_LABELS,
  type OrderDetail,
  type OrderLogistics,
  type OrderPackage,
  OrderStatus,
  orderAppointmentView,
  orderInvoiceStatusOf,
  orderMoldOf,
  PAYMENT_METHODS,
  REFUNDABLE_ORDER_STATUSES,
  refundableUnits,
  refundStatusText,
  returnWindowEnd,
  TRACKING_STAGE_LABELS,
  TrackingStage,
} from '@tread/domain';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { type CardReads, orderCards } from './order-list';
import { orderPackages } from './packages-tables';
import { orderItems, orders } from './tables';

/** One order with every field of SPEC §3 'Order' that applies, and its logistics (logistics-info). */

type OrderRow = typeof orders.$inferSelect;

const iso = (time: Date | null): string | null => time?.toISOString() ?? null;

/** The order as it stands now: a deadline that passed before the sweep came has closed or completed it then. */
function standing(row: OrderRow, now: Date) {
  const status = effectiveOrderStatus(row, now);
  const moved = status !== row.status;
  return {
    status,
    completedAt: row.completedAt ?? (moved && isReceived(status) ? row.autoConfirmAt : null),
    canceledAt: row.canceledAt ?? (moved && status === OrderStatus.Canceled ? row.payBefore : null),
  };
}

/** An unpaid order counts down to its deadline; nothing else does. */
const remainingSeconds = (row: OrderRow, now: Date): number | null =>
  effectiveOrderStatus(row, now) === OrderStatus.Unpaid
    ? Math.max(0, Math.ceil((row.payBefore.getTime() - now.getTime()) / 1000))
    : null;

async function packagesOf(
  db: Database,
  row: OrderRow,
  allItemIds: number[],
  now: Date,
): Promise<OrderPackage[]> {
  const rows = await db
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, row.id))
    .orderBy(asc(orderPackages.id));
  const state = logisticsStateOf(effectiveOrderStatus(row, now));
  return rows.map((parcel) => ({
    packageId: parcel.id,
    carrier: parcel.carrier,
    waybill: parcel.waybill,
    shippedAt: parcel.shippedAt.toISOString(),
    itemIds: parcel.itemIds.length > 0 ? parcel.itemIds : allItemIds,
    state,
    stateLabel: LOGISTICS_STATE_LABELS[state],
  }));
}

async function findOrder(db: Database, where: SQL | undefined): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(where);
  if (!row) throw refuse('ORDER_NOT_FOUND');
  return row;
}

/** The order `where` picks (the caller scopes it to the shopper); 404 when there is none. */
export async function orderDetailOf(
  reads: CardReads,
  where: SQL | undefined,
  now: Date,
): Promise<OrderDetail & { userId: string }> {
  const row = await findOrder(reads.db, where);
  const [card] = await orderCards(reads, [row], now);
  if (!card) throw refuse('ORDER_NOT_FOUND');
  const { lat: _lat, lng: _lng, ...destination } = row.destination;
  const times = standing(row, now);
  const [invoiced, refunds, reviewed, booked] = await Promise.all([
    reads.invoicesOf([row.orderNumber]),
    reads.refunds.of([row.id]),
    reads.reviewedOf([row.id]),
    reads.appointmentOf(row.id),
  ]);
  const invoiceStatus = orderInvoiceStatusOf(invoiced.get(row.orderNumber) ?? null);
  const requests = refunds.get(row.id) ?? [];
  const receivedAt = isReceived(card.status) ? times.completedAt : null;
  const refundable = REFUNDABLE_ORDER_STATUSES.includes(card.status) && insideReturnWindow(receivedAt, now);
  return {
    ...card,
    items: card.items.map((item) => {
      const ofItem = requests.filter((request) => request.itemId === item.itemId);
      const latest = ofItem.at(-1);
      return {
        ...item,
        refundableCount: refundable ? refundableUnits(item.count, ofItem) : 0,
        refund: latest
          ? {
              refundNumber: latest.refundNumber,
              status: latest.status,
              statusText: refundStatusText(latest.status),
            }
          : null,
        reviewed: reviewed.has(item.itemId),
      };
    }),
    returnWindowEndsAt: receivedAt ? returnWindowEnd(receivedAt).toISOString() : null,
    mold: orderMoldOf(row.deliveryType),
    remainingSeconds: remainingSeconds(row, now),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    completedAt: iso(times.completedAt),
    canceledAt: iso(times.canceledAt),
    autoConfirmAt: iso(row.autoConfirmAt),
    amounts: row.amounts,
    currency: row.currency,
    destination,
    // Shop and pick-up orders keep the station's name, address and phone as their destination.
    station:
      row.stationId === null
        ? null
        : {
            stationId: row.stationId,
            name: destination.name,
            address: `${destination.address1}, ${destination.city}, ${destination.state} ${destination.zip}`,
            phone: destination.phone,
          },
    appointment: booked ? orderAppointmentView(booked, card.status, now) : null,
    services: row.services.map(({ priceCents, ...service }) => ({ ...service, price: priceCents })),
    remark: row.remark,
    paymentType: row.paymentType,
    paymentLabel: PAYMENT_METHODS.find((method) => method.type === row.paymentType)?.label ?? null,
    installStatus: row.installStatus,
    installStatusLabel: row.installStatus === null ? null : INSTALL_STATUS_LABELS[row.installStatus],
    packages: await packagesOf(
      reads.db,
      row,
      card.items.map((item) => item.itemId),
      now,
    ),
    orderInvoiceStatus: invoiceStatus,
    invoiceButtonText: INVOICE_BUTTON_TEXT[invoiceStatus],
  };
}

/**
 * Carrier, waybill, shipment time and tracking stages of each package. Without a carrier feed the stages
 * follow the order: handed over and tracking at shipment, received when the order completes.
 */
export async function orderLogisticsOf(
  db: Database,
  where: SQL | undefined,
  now: Date,
): Promise<OrderLogistics> {
  const row = await findOrder(db, where);
  const items = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, row.id));
  const packages = await packagesOf(
    db,
    row,
    items.map((item) => item.id),
    now,
  );
  if (packages.length === 0) throw refuse('NO_LOGISTICS');
  const { lat: _lat, lng: _lng, ...destination } = row.destination;
  const { status, completedAt } = standing(row, now);
  const received = isReceived(status) ? iso(completedAt) : null;
  return {
    orderNumber: row.orderNumber,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    destination,
    packages: packages.map((parcel) => ({
      ...parcel,
      stages: [
        { stage: TrackingStage.Delivery, time: parcel.shippedAt },
        { stage: TrackingStage.Tracking, time: parcel.shippedAt },
        { stage: TrackingStage.Received, time: received },
      ].map(({ stage, time }) => ({ stage, label: TRACKING_STAGE_LABELS[stage], done: time !== null, time })),
    })),
  };
}
