import { RefundAction, RefundStatus, type ReturnLogisticsInput } from '@tread/domain';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { moveRefund, type RefundRow } from './refund-moves';
import { refundRequests } from './tables';

/** The shopper's moves after applying (SPEC §4): withdraw, and the return's logistics, entered and corrected. */
export function returnGoods({ db, clock }: Deps) {
  const mine = (userId: string, refundNumber: string) =>
    and(eq(refundRequests.userId, userId), eq(refundRequests.refundNumber, refundNumber));

  return {
    /** POST /p/refund/withdraw: before the money is claimed; a closed request changes nothing. */
    async withdraw(userId: string, refundNumber: string): Promise<RefundRow> {
      const now = clock.now();
      const [moved] = await db.transaction((tx) =>
        moveRefund(
          tx,
          RefundAction.Withdraw,
          // A request the merchant's deadline has accepted already cannot be withdrawn as if still pending.
          and(
            mine(userId, refundNumber),
            or(ne(refundRequests.status, RefundStatus.Applied), gt(refundRequests.respondBy, now)),
          ),
          now,
        ),
      );
      if (!moved) throw refuse('REFUND_STATUS_CHANGED');
      return moved;
    },

    /** POST /p/refund/logistics: the first entry ships the return (before its deadline), later ones correct it. */
    async logistics(userId: string, request: ReturnLogisticsInput): Promise<RefundRow> {
      const now = clock.now();
      const set = {
        logisticsCompany: request.company,
        trackingNumber: request.trackingNumber,
        logisticsPhone: request.phone,
      };
      const [moved] = await db.transaction(async (tx) => {
        const shipped = await moveRefund(
          tx,
          RefundAction.ShipReturn,
          and(
            mine(userId, request.refundNumber),
            or(isNull(refundRequests.returnBy), gt(refundRequests.returnBy, now)),
          ),
          now,
          { ...set, shippedAt: now },
        );
        if (shipped.length > 0) return shipped;
        return moveRefund(tx, RefundAction.EditLogistics, mine(userId, request.refundNumber), now, set);
      });
      if (!moved) throw refuse('REFUND_STATUS_CHANGED');
      return moved;
    },
  };
}
export type ReturnGoods = ReturnType<typeof returnGoods>;
