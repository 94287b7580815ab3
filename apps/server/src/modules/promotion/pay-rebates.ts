import { type MyRebatesAnswer, RECEIVED_ORDER_STATUSES, RETURN_WINDOW_DAYS } from '@tread/domain';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { orders } from '../order';
import type { WalletService } from '../wallet';
import { orderPromotions } from './tables';

const BATCH = 100;
const DAY_MS = 86_400_000;

/** When a rebate becomes payable: the order's completion plus the return window (SPEC §9, 30 days). */
const payableAt = (completedAt: Date) => new Date(completedAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/**
 * Rebates and cashback (activity type 5) are paid to the balance once the order is complete and its return
 * window has passed: each line once, in the transaction that marks it paid, safe with several instances.
 */
export function payRebates({ db, clock }: Deps, wallet: WalletService): Job {
  return {
    name: 'pay rebates',
    batchSize: BATCH,
    runBatch: () =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const due = await tx
          .select({ id: orderPromotions.id })
          .from(orderPromotions)
          .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
          .where(
            and(
              gt(orderPromotions.paybackCents, 0),
              isNull(orderPromotions.paidAt),
              isNull(orderPromotions.voidAt),
              inArray(orders.status, [...RECEIVED_ORDER_STATUSES]),
              lte(orders.completedAt, new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS)),
            ),
          )
          .limit(BATCH)
          .for('update', { of: orderPromotions, skipLocked: true });
        if (due.length === 0) return 0;
        const paid = await tx
          .update(orderPromotions)
          .set({ paidAt: now })
          .where(
            inArray(
              orderPromotions.id,
              due.map((row) => row.id),
            ),
          )
          .returning({
            userId: orderPromotions.userId,
            amount: orderPromotions.paybackCents,
            orderNumber: sql<string>`(select ${orders.orderNumber} from ${orders} where ${orders.id} = ${orderPromotions.orderId})`,
          });
        for (const line of paid) {
          await wallet.credit(tx, {
            userId: line.userId,
            amountCents: line.amount,
            kind: 'rebate',
            reference: line.orderNumber,
          });
        }
        return due.length;
      }),
  };
}

/** GET /p/rebates/mine: the rebates and cashback the shopper's orders earned, newest first. */
export async function myRebates({ db }: Pick<Deps, 'db'>, userId: string): Promise<MyRebatesAnswer> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      completedAt: orders.completedAt,
      name: orderPromotions.name,
      label: orderPromotions.label,
      amount: orderPromotions.paybackCents,
      paidAt: orderPromotions.paidAt,
      voidAt: orderPromotions.voidAt,
    })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(
      and(eq(orderPromotions.userId, userId), gt(orderPromotions.paybackCents, 0), isNotNull(orders.paidAt)),
    )
    .orderBy(desc(orderPromotions.id))
    .limit(100);
  return {
    list: rows.map((row) => ({
      orderNumber: row.orderNumber,
      name: row.name,
      label: row.label,
      amount: row.amount,
      state: row.paidAt ? 'paid' : row.voidAt ? 'void' : 'pending',
      payableAt: row.completedAt ? payableAt(row.completedAt).toISOString() : null,
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
  };
}
