import {
  canTransition,
  InstallStatus,
  type NoticeDraft,
  NoticeKind,
  OrderAction,
  type ShipOrderRequest,
  shipActionFor,
} from '@tread/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { refusalOf, transition } from './order-transitions';
import { orderPackages } from './packages-tables';
import { orderItems, orders } from './tables';

/** Staff move paid orders on: shipping and installing (SPEC §4). */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff hand a paid order over in one or more packages: home-delivery and pick-up orders become shipped
 * (and confirm themselves `autoConfirmDays` later); installer orders go to the shop to await installation.
 * Answers which of the two it was, and whose order it is.
 */
export async function shipOrder(
  tx: Transaction,
  input: { orderNumber: string; packages: ShipOrderRequest['packages']; now: Date; autoConfirmDays: number },
): Promise<{ action: OrderAction; userId: string }> {
  const { orderNumber, packages, now } = input;
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      deliveryType: orders.deliveryType,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update');
  if (!order) throw refuse('ORDER_NOT_FOUND');
  const action = shipActionFor(order.deliveryType);
  if (!canTransition(action, order.status)) throw refuse('ORDER_STATUS_CHANGED');

  const named = [...new Set(packages.flatMap((parcel) => parcel.itemIds ?? []))];
  if (named.length > 0) {
    const found = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.id, named)));
    if (found.length !== named.length) throw refuse('ORDER_ITEM_NOT_FOUND');
  }

  await transition(tx, action, eq(orders.id, order.id), now, {
    shippedAt: now,
    ...(action === OrderAction.Ship
      ? { autoConfirmAt: new Date(now.getTime() + input.autoConfirmDays * DAY_MS) }
      : { installStatus: InstallStatus.NotInstalled }),
  });
  await tx.insert(orderPackages).values(
    packages.map((parcel) => ({
      orderId: order.id,
      carrier: parcel.carrier,
      waybill: parcel.waybill,
      shippedAt: now,
      itemIds: parcel.itemIds ?? [],
    })),
  );
  return { action, userId: order.userId };
}

/** The shopper's notice of a shipped order (issue 18): once per order, however often shipping is retried. */
export const shippedNotice = (userId: string, orderNumber: string, action: OrderAction): NoticeDraft => ({
  userId,
  kind: NoticeKind.Order,
  title: action === OrderAction.Ship ? 'Your order has shipped' : 'Your order is on its way to the installer',
  body:
    action === OrderAction.Ship
      ? `Order ${orderNumber} is on its way. Track it from the order's page.`
      : `Order ${orderNumber} is on its way to your installer, who will fit it at your appointment.`,
  path: `/pages/order-detail/order-detail?orderNum=${encodeURIComponent(orderNumber)}`,
  eventKey: `order:${orderNumber}:shipped`,
});

/** The installer fitted an order's tires: it is complete and shows Installed. */
export async function markInstalled(tx: Transaction, orderNumber: string, now: Date): Promise<void> {
  const [installed] = await transition(tx, OrderAction.Install, eq(orders.orderNumber, orderNumber), now, {
    installStatus: InstallStatus.Installed,
    installedAt: now,
    completedAt: now,
  });
  if (!installed) throw await refusalOf(tx, null, orderNumber, now);
}
