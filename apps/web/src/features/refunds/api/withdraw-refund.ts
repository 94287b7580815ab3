import { useMutation } from '@tanstack/react-query';
import { refundNumberRequest } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { useRefundChanged } from './keys';

/** POST /p/refund/withdraw: the request ends (Canceled or closed); a request that moved on is refused. */
export const withdrawRefund = (refundNumber: string) =>
  apiPost('/p/refund/withdraw', { refundNumber }, { schema: refundNumberRequest });

export const useWithdrawRefund = () =>
  useMutation({ mutationFn: withdrawRefund, onSettled: useRefundChanged() });
