import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@tread/domain';
import { call } from '../../../api/client';
import { orderKey } from './order-detail';

/** Every staff move answers the order as it now stands: shown at once, and lists and the dashboard refetched. */
export function useOrderAction<Body>(orderNumber: string, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      call<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderNumber)}/${action}`, {
        method: 'POST',
        body: body ?? {},
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(orderNumber), order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
