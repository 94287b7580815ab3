import {
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderListFilters,
  type AdminOrderPage,
  type AdminPaymentAnswer,
  InstallStatus,
  type NoticeDraft,
  OrderAction,
  OrderStatus,
  refundedWhole,
  type ShipOrderRequest,
  staffOrderActions,
  statusAfter,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { users } from '../account';
import { cancelOrder } from './cancel-order';
import { orderDetailOf } from './order-detail';
import type { OrderEffects } from './order-effects';
import { exportOrders, type OrderExport } from './order-export';
import type { CardReads } from './order-list';
import { notesOf, orderSubject, timelineOf } from './order-timeline';
import { markInstalled, shipOrder, shippedNotice } from './ship-order';
import { staffOrderPage } from './staff-order-list';
import { orderNotes, orders } from './tables';

/** The payments module's read of every attempt to pay one order (wired in app.ts). */
export type OrderPaymentsRead = (order: {
  userId: string;
  orderNumber: string;
}) => Promise<AdminPaymentAnswer[]>;

/** The message center's notify, in the write's transaction (wired in app.ts). */
export type OrderNotify = (tx: Transaction, draft: NoticeDraft) => Promise<void>;

/**
 * Staff read every shopper's orders as they stand now and move them on by status (issues 6, 13). Every
 * write leaves its audit row inside its own transaction, so a refused change leaves none.
 */
export function staffOrders(
  { db, clock, config }: Deps,
  effects: OrderEffects,
  paymentsOf: OrderPaymentsRead,
  reads: CardReads,
  notify: OrderNotify,
) {
  async function detail(orderNumber: string): Promise<AdminOrderDetail> {
    const order = await orderDetailOf(reads, eq(orders.orderNumber, orderNumber), clock.now());
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    const [payments, timeline, notes] = await Promise.all([
      paymentsOf(order),
      timelineOf(db, order),
      notesOf(db, orderNumber),
    ]);
    return {
      ...order,
      customerEmail: owner?.email ?? '',
      payments,
      timeline,
      notes,
      staffActions: staffOrderActions(order.status, order.deliveryType, order.refundLabel),
    };
  }

  /** Runs `write` and its audit row in one transaction, then answers the order as it now stands. */
  async function audited(
    by: Principal,
    orderNumber: string,
    write: (tx: Transaction, now: Date) => Promise<{ action: string; before: unknown; after: unknown }>,
  ): Promise<AdminOrderDetail> {
    await db.transaction(async (tx) => {
      const now = clock.now();
      const { action, before, after } = await write(tx, now);
      await recordStaffWrite(tx, {
        actor: by,
        action,
        subject: orderSubject(orderNumber),
        before,
        after,
        at: now,
      });
    });
    return detail(orderNumber);
  }

  return {
    list: (query: AdminOrderListFilters): Promise<AdminOrderPage> =>
      staffOrderPage(reads, query, clock.now()),

    exportCsv: (filters: AdminOrderFilters): Promise<OrderExport> => exportOrders(db, filters, clock.now()),

    detail,

    ship: async (by: Principal, orderNumber: string, packages: ShipOrderRequest['packages']) => {
      if (refundedWhole((await detail(orderNumber)).refundLabel)) throw refuse('ORDER_STATUS_CHANGED');
      return audited(by, orderNumber, async (tx, now) => {
        const { action, userId } = await shipOrder(tx, {
          orderNumber,
          packages,
          now,
          autoConfirmDays: config.orderAutoConfirmDays,
        });
        await notify(tx, shippedNotice(userId, orderNumber, action));
        return {
          action: `order.${action}`,
          before: { status: OrderStatus.Paid },
          after: { status: statusAfter(action), packages },
        };
      });
    },

    install: (by: Principal, orderNumber: string) =>
      audited(by, orderNumber, async (tx, now) => {
        await markInstalled(tx, orderNumber, now);
        return {
          action: 'order.install',
          before: { status: OrderStatus.WaitingForInstall, installStatus: InstallStatus.NotInstalled },
          after: { status: statusAfter(OrderAction.Install), installStatus: InstallStatus.Installed },
        };
      }),

    /** An unpaid order closed by staff gives back what it took through the same effects as the shopper's cancel. */
    cancel: (by: Principal, orderNumber: string, reason: string) =>
      audited(by, orderNumber, async (tx, now) => {
        await cancelOrder(tx, effects, { userId: null, orderNumber, now });
        return {
          action: 'order.cancel',
          before: { status: OrderStatus.Unpaid },
          after: { status: statusAfter(OrderAction.Cancel), reason },
        };
      }),

    addNote: (by: Principal, orderNumber: string, text: string) =>
      audited(by, orderNumber, async (tx, now) => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.orderNumber, orderNumber));
        if (!order) throw refuse('ORDER_NOT_FOUND');
        const [note] = await tx
          .insert(orderNotes)
          .values({ orderId: order.id, authorId: by.userId, authorRole: by.role, text, createdAt: now })
          .returning({ noteId: orderNotes.id });
        return { action: 'order.note', before: null, after: { noteId: note?.noteId, text } };
      }),
  };
}
export type StaffOrders = ReturnType<typeof staffOrders>;
