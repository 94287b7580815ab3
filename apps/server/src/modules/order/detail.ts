import {
  type AdminOrderDetail,
  INSTALL_STATUS_LABELS,
  INVOICE_BUTTON_TEXT,
  LOGISTICS_STATE_LABELS,
  logisticsStateOf,
  Messages,
  ORDER_STATUS_LABELS,
  OrderInvoiceStatus,
  type OrderLogistics,
  type OrderPackage,
  OrderStatus,
  OrderType,
  orderMoldOf,
  PAYMENT_METHODS,
  TRACKING_STAGE_LABELS,
  TrackingStage,
} from '@tread/domain';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { orderNotFound } from './lifecycle';
import { orderCards } from './list';
import { orderPackages } from './packages-tables';
import { orderItems, orders } from './tables';

/** One order with every field of SPEC §3 'Order' that applies, and its logistics (logistics-info). */

type OrderRow = typeof orders.$inferSelect;

const iso = (time: Date | null): string | null => time?.toISOString() ?? null;

/** An unpaid order counts down to its deadline; nothing else does. */
const remainingSeconds = (row: OrderRow, now: Date): number | null =>
  row.status === OrderStatus.Unpaid
    ? Math.max(0, Math.ceil((row.payBefore.getTime() - now.getTime()) / 1000))
    : null;

async function packagesOf(db: Database, row: OrderRow, allItemIds: number[]): Promise<OrderPackage[]> {
  const rows = await db
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, row.id))
    .orderBy(asc(orderPackages.id));
  const state = logisticsStateOf(row.status);
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
  if (!row) throw orderNotFound();
  return row;
}

/** The order `where` picks (the caller scopes it to the shopper); 404 when there is none. */
export async function orderDetailOf(
  db: Database,
  where: SQL | undefined,
  now: Date,
): Promise<AdminOrderDetail> {
  const row = await findOrder(db, where);
  const [card] = await orderCards(db, [row]);
  if (!card) throw orderNotFound();
  const { lat: _lat, lng: _lng, ...destination } = row.destination;
  const invoiceStatus = OrderInvoiceStatus.None;
  return {
    ...card,
    mold: orderMoldOf(row.deliveryType),
    orderType: OrderType.General,
    remainingSeconds: remainingSeconds(row, now),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    completedAt: iso(row.completedAt),
    canceledAt: iso(row.canceledAt),
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
    services: row.services.map(({ priceCents, ...service }) => ({ ...service, price: priceCents })),
    remark: row.remark,
    paymentType: row.paymentType,
    paymentLabel: PAYMENT_METHODS.find((method) => method.type === row.paymentType)?.label ?? null,
    installStatus: row.installStatus,
    installStatusLabel: row.installStatus === null ? null : INSTALL_STATUS_LABELS[row.installStatus],
    packages: await packagesOf(
      db,
      row,
      card.items.map((item) => item.itemId),
    ),
    orderInvoiceStatus: invoiceStatus,
    invoiceButtonText: INVOICE_BUTTON_TEXT[invoiceStatus],
  };
}

/**
 * Carrier, waybill, shipment time and tracking stages of each package. Without a carrier feed the stages
 * follow the order: handed over and tracking at shipment, received when the order completes.
 */
export async function orderLogisticsOf(db: Database, where: SQL | undefined): Promise<OrderLogistics> {
  const row = await findOrder(db, where);
  const items = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, row.id));
  const packages = await packagesOf(
    db,
    row,
    items.map((item) => item.id),
  );
  if (packages.length === 0) throw badRequest(Messages.NoLogisticsInformation, 'NO_LOGISTICS');
  const { lat: _lat, lng: _lng, ...destination } = row.destination;
  const received = row.status === OrderStatus.Completed ? iso(row.completedAt) : null;
  return {
    orderNumber: row.orderNumber,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
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
