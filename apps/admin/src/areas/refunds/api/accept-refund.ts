import { useRefundMove } from './refund-move';

/**
 * POST /api/admin/refunds/:refundNumber/accept — refund only: the money goes back now; a return: the shopper
 * is asked to send the goods back.
 */
export const useAcceptRefund = (refundNumber: string) => useRefundMove<undefined>(refundNumber, 'accept');
