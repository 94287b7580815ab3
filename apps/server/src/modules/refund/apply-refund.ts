import {
  CLAIMING_REFUND_STATUSES,
  insideReturnWindow,
  OPEN_REFUND_STATUSES,
  OrderStatus,
  REFUNDABLE_ORDER_STATUSES,
  type RefundApply,
  type RefundQuoteAnswer,
  type RefundReapply,
  RefundServiceType,
  RefundStatus,
  refundQuote,
} from '@tread/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { violatesConstraint } from '../../db/errors';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { ownPhotoPrefix } from '../../platform/uploads';
import type { AfterSalesOrder, AfterSalesOrders } from '../order';
import { moveRefund, type RefundRow } from './refund-moves';
import { newRefundRequestNumber } from './refund-number';
import { refundRequests } from './tables';

type Claim = Omit<RefundApply, 'orderNumber' | 'itemId'>;

/** What the order's other requests hold: units per item and cents, `except` one being edited. */
async function heldBy(tx: Database | Transaction, orderId: number, except: number | null) {
  const rows = await tx
    .select({
      itemId: refundRequests.itemId,
      quantity: refundRequests.quantity,
      amountCents: refundRequests.amountCents,
      status: refundRequests.status,
    })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.orderId, orderId),
        except === null ? undefined : ne(refundRequests.id, except),
        inArray(refundRequests.status, [...CLAIMING_REFUND_STATUSES]),
      ),
    );
  const units = new Map<number, number>();
  for (const row of rows) units.set(row.itemId, (units.get(row.itemId) ?? 0) + row.quantity);
  return { units, cents: rows.reduce((sum, row) => sum + row.amountCents, 0) };
}

/** The order's lines with the units other requests hold, and the quote for `quantity` of `itemId`. */
async function quoteFor(
  tx: Database | Transaction,
  order: AfterSalesOrder,
  itemId: number,
  quantity: number,
  except: number | null,
) {
  const held = await heldBy(tx, order.id, except);
  const lines = order.lines.map((line) => ({
    itemId: line.itemId,
    priceCents: line.price,
    count: line.count,
    discountCents: line.discountCents,
    claimedCount: held.units.get(line.itemId) ?? 0,
  }));
  const line = lines.find((l) => l.itemId === itemId);
  if (!line) throw refuse('NOT_FOUND');
  const quote = refundQuote({ amounts: order.amounts, lines, claimedCents: held.cents, itemId, quantity });
  return { refundable: line.count - line.claimedCount, quote };
}

/** The order can take a refund request now: paid, not given back whole, inside the return window. */
function checkOrder(order: AfterSalesOrder | null, now: Date): AfterSalesOrder {
  if (!order) throw refuse('ORDER_NOT_FOUND');
  if (!REFUNDABLE_ORDER_STATUSES.includes(order.status)) throw refuse('REFUND_NOT_AVAILABLE');
  if (!insideReturnWindow(order.receivedAt, now)) throw refuse('RETURN_WINDOW_CLOSED');
  return order;
}

/**
 * Asking for a refund (apply-refund, choose-refund-way; SPEC §3, §5): the order is locked for the
 * transaction, so racing requests on one order count each other's units and money, and the open-item index
 * makes racing requests for one item one.
 */
export function applyRefund({ db, clock, config }: Deps, orders: AfterSalesOrders) {
  const respondByFrom = (now: Date) => new Date(now.getTime() + config.refunds.respondHours * 3_600_000);

  /** Checks a claim against the order under its lock; answers whether it includes delivery. */
  async function checkClaim(
    tx: Transaction,
    userId: string,
    order: AfterSalesOrder,
    itemId: number,
    claim: Claim,
    except: number | null,
  ): Promise<boolean> {
    const line = order.lines.find((l) => l.itemId === itemId);
    if (!line) throw refuse('NOT_FOUND');
    if (claim.quantity > line.count) throw refuse('RETURN_QUANTITY_TOO_LARGE');
    const { refundable, quote } = await quoteFor(tx, order, itemId, claim.quantity, except);
    if (refundable <= 0) throw refuse('REFUND_NOTHING_LEFT');
    if (claim.quantity > refundable) throw refuse('RETURN_QUANTITY_TOO_LARGE');
    if (claim.serviceType === RefundServiceType.ReturnAndRefund && order.status === OrderStatus.Paid) {
      throw refuse('RETURN_BEFORE_SHIPPING');
    }
    if (claim.amount > quote.maxCents) throw refuse('REFUND_AMOUNT_TOO_LARGE');
    if (claim.amount === 0 && quote.maxCents > 0) throw refuse('REFUND_AMOUNT_INVALID');
    if (quote.includesDelivery) {
      if (claim.amount !== quote.maxCents) throw refuse('REFUND_AMOUNT_FIXED');
      if (!claim.confirmDelivery) throw refuse('REFUND_CONFIRM_DELIVERY');
    }
    if (claim.images.some((url) => !url.startsWith(ownPhotoPrefix(userId)))) throw refuse('PHOTO_NOT_YOURS');
    return quote.includesDelivery;
  }

  const claimColumns = (claim: Claim, includesDelivery: boolean) => ({
    serviceType: claim.serviceType,
    cargoStatus: claim.cargoStatus,
    reason: claim.reason,
    quantity: claim.quantity,
    amountCents: claim.amount,
    includesDelivery,
    description: claim.description,
    images: claim.images,
  });

  return {
    /** GET /p/refund/quote: what apply-refund may ask for this quantity. */
    async quote(
      userId: string,
      query: { orderNumber: string; itemId: number; quantity: number },
    ): Promise<RefundQuoteAnswer> {
      const now = clock.now();
      const order = checkOrder(await orders.read(db, query.orderNumber, { userId, lock: false, now }), now);
      const { refundable, quote } = await quoteFor(db, order, query.itemId, query.quantity, null);
      const line = order.lines.find((l) => l.itemId === query.itemId);
      if (!line) throw refuse('NOT_FOUND');
      const { bizType: _biz, discountCents: _discount, ...item } = line;
      return {
        orderNumber: order.orderNumber,
        item,
        refundableQuantity: Math.max(0, refundable),
        quantity: query.quantity,
        maxAmount: quote.maxCents,
        includesDelivery: quote.includesDelivery,
        shipped: order.status !== OrderStatus.Paid,
      };
    },

    /** POST /p/refund/apply */
    async apply(userId: string, request: RefundApply): Promise<RefundRow> {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const order = checkOrder(
            await orders.read(tx, request.orderNumber, { userId, lock: true, now }),
            now,
          );
          const [open] = await tx
            .select({ id: refundRequests.id })
            .from(refundRequests)
            .where(
              and(
                eq(refundRequests.itemId, request.itemId),
                inArray(refundRequests.status, [...OPEN_REFUND_STATUSES]),
              ),
            );
          if (open) throw refuse('REFUND_IN_PROGRESS');
          const includesDelivery = await checkClaim(tx, userId, order, request.itemId, request, null);
          const [row] = await tx
            .insert(refundRequests)
            .values({
              refundNumber: newRefundRequestNumber(now),
              orderId: order.id,
              orderNumber: order.orderNumber,
              userId,
              itemId: request.itemId,
              ...claimColumns(request, includesDelivery),
              status: RefundStatus.Applied,
              respondBy: respondByFrom(now),
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!row) throw new Error('refund request not written');
          return row;
        });
      } catch (error) {
        // A racing request for the same item got there first.
        if (violatesConstraint(error, 'refund_requests_open_item_idx')) throw refuse('REFUND_IN_PROGRESS');
        throw error;
      }
    },

    /** POST /p/refund/reapply: after a refusal the shopper edits the request and sends it again (SPEC §4). */
    async reapply(userId: string, request: RefundReapply): Promise<RefundRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(refundRequests)
          .where(
            and(eq(refundRequests.refundNumber, request.refundNumber), eq(refundRequests.userId, userId)),
          );
        if (!current) throw refuse('REFUND_NOT_FOUND');
        const order = checkOrder(
          await orders.read(tx, current.orderNumber, { userId, lock: true, now }),
          now,
        );
        const includesDelivery = await checkClaim(tx, userId, order, current.itemId, request, current.id);
        const [moved] = await moveRefund(tx, 'reapply', eq(refundRequests.id, current.id), now, {
          ...claimColumns(request, includesDelivery),
          respondBy: respondByFrom(now),
          sellerReason: null,
          sellerRemark: null,
        });
        if (!moved) throw refuse('REFUND_STATUS_CHANGED');
        return moved;
      });
    },
  };
}
export type ApplyRefund = ReturnType<typeof applyRefund>;
