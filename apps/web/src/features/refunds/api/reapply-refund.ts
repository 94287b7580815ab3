import { useMutation } from '@tanstack/react-query';
import { type RefundReapplyRequest, refundNumberRequest } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { useRefundChanged } from './keys';

/** POST /p/refund/reapply: a refused request, edited and sent again; refused on fields like apply. */
export const reapplyRefund = (request: RefundReapplyRequest) =>
  apiPost('/p/refund/reapply', request, { schema: refundNumberRequest, quiet400: true });

export const useReapplyRefund = () =>
  useMutation({ mutationFn: reapplyRefund, onSettled: useRefundChanged() });
