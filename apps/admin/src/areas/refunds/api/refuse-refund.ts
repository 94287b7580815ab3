import type { RefuseRefundRequest } from '@tread/domain';
import { useRefundMove } from './refund-move';

/** POST /api/admin/refunds/:refundNumber/refuse — declined, with the reason the shopper reads and a remark. */
export const useRefuseRefund = (refundNumber: string) =>
  useRefundMove<RefuseRefundRequest>(refundNumber, 'refuse');
