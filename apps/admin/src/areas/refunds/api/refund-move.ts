import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundDetail } from '@tread/domain';
import { ConsoleError, call } from '../../../api/client';
import { refundsKey } from './list-refunds';
import { refundKey } from './refund-detail';

/**
 * A merchant's move on a request; it answers the request as it now stands, shown at once. When someone else
 * moved it first (REFUND_STATUS_CHANGED), the request is read again so staff see where it is now.
 */
export function useRefundMove<Body>(refundNumber: string, move: 'accept' | 'refuse' | 'receive') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      call<AdminRefundDetail>(`/admin/refunds/${encodeURIComponent(refundNumber)}/${move}`, {
        method: 'POST',
        body: body ?? {},
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(refundKey(refundNumber), detail);
      void queryClient.invalidateQueries({ queryKey: [...refundsKey, 'list'] });
    },
    onError: (error) => {
      if (error instanceof ConsoleError && error.code === 'REFUND_STATUS_CHANGED')
        void queryClient.invalidateQueries({ queryKey: refundsKey });
    },
  });
}
