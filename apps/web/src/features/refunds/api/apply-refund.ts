import { useMutation } from '@tanstack/react-query';
import { type RefundApplyRequest, refundNumberRequest } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { useRefundChanged } from './keys';

/** POST /p/refund/apply: refusals name the field they are about (quantity, amount, serviceType, images). */
export const applyRefund = (request: RefundApplyRequest) =>
  apiPost('/p/refund/apply', request, { schema: refundNumberRequest, quiet400: true });

export const useApplyRefund = () => useMutation({ mutationFn: applyRefund, onSettled: useRefundChanged() });
