import {
  CANCEL_REASON_LABELS,
  DeliveryType,
  ORDER_EVENT_LABELS,
  type OrderDetail,
  OrderEvent,
  type OrderTimelineEntry,
  type StaffNote,
} from '@tread/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAudit } from '../../platform/staff-audit';
import { users } from '../account';
import { orderNotes, orders } from './tables';

/** What staff see of an order's life: the moments its times record, who on the staff made each, and their notes. */

/** The audit subject of an order's staff writes. */
export const orderSubject = (orderNumber: string): string => `order:${orderNumber}`;

/** The staff write behind each moment staff make happen. */
const EVENT_OF_ACTION: Record<string, OrderEvent> = {
  'order.ship': OrderEvent.Shipped,
  'order.deliverToInstaller': OrderEvent.DeliveredToInstaller,
  'order.install': OrderEvent.Installed,
  'order.cancel': OrderEvent.Canceled,
};

type StaffMove = { event: OrderEvent; by: string; reason: string };

/** Who on the staff moved the order on, per moment, and the reason they gave. */
async function staffMovesOf(db: Database, orderNumber: string): Promise<Map<OrderEvent, StaffMove>> {
  const rows = await db
    .select({ action: staffAudit.action, after: staffAudit.after, email: users.email })
    .from(staffAudit)
    .innerJoin(users, eq(users.id, staffAudit.actorId))
    .where(eq(staffAudit.subject, orderSubject(orderNumber)))
    .orderBy(asc(staffAudit.at));
  const moves = new Map<OrderEvent, StaffMove>();
  for (const row of rows) {
    const event = EVENT_OF_ACTION[row.action];
    if (!event) continue;
    const after = row.after as { reason?: unknown } | null;
    moves.set(event, { event, by: row.email, reason: typeof after?.reason === 'string' ? after.reason : '' });
  }
  return moves;
}

/** The moments of the order, oldest first. */
export async function timelineOf(db: Database, order: OrderDetail): Promise<OrderTimelineEntry[]> {
  const moves = await staffMovesOf(db, order.orderNumber);
  const installer = order.deliveryType === DeliveryType.InstallerShop;
  const autoConfirmed = order.completedAt !== null && order.completedAt === order.autoConfirmAt;
  const moments: [OrderEvent, string | null, string][] = [
    [OrderEvent.Placed, order.createdAt, ''],
    [OrderEvent.Paid, order.paidAt, order.paymentLabel ? `Paid with ${order.paymentLabel}` : ''],
    [
      installer ? OrderEvent.DeliveredToInstaller : OrderEvent.Shipped,
      order.shippedAt,
      order.packages.map((parcel) => `${parcel.carrier} ${parcel.waybill}`).join(', '),
    ],
    [
      installer ? OrderEvent.Installed : OrderEvent.Completed,
      order.completedAt,
      installer ? '' : autoConfirmed ? 'Confirmed automatically' : 'Receipt confirmed by the shopper',
    ],
    [
      OrderEvent.Canceled,
      order.canceledAt,
      [
        order.cancelReason ? CANCEL_REASON_LABELS[order.cancelReason] : '',
        moves.get(OrderEvent.Canceled)?.reason,
      ]
        .filter(Boolean)
        .join(': '),
    ],
  ];
  return moments
    .filter((moment): moment is [OrderEvent, string, string] => moment[1] !== null)
    .map(([event, at, detail]) => ({
      event,
      label: ORDER_EVENT_LABELS[event],
      at,
      by: moves.get(event)?.by ?? null,
      detail,
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** The order's staff notes, newest first. */
export async function notesOf(db: Database, orderNumber: string): Promise<StaffNote[]> {
  const rows = await db
    .select({
      noteId: orderNotes.id,
      text: orderNotes.text,
      authorEmail: users.email,
      authorRole: orderNotes.authorRole,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .innerJoin(orders, eq(orders.id, orderNotes.orderId))
    .innerJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
