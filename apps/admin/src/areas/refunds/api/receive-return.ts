import { useRefundMove } from './refund-move';

/** POST /api/admin/refunds/:refundNumber/receive — the returned goods arrived: stock and money go back. */
export const useReceiveReturn = (refundNumber: string) => useRefundMove<undefined>(refundNumber, 'receive');
