import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@tread/domain';
import { call } from '../../../api/client';

export const orderKey = (orderNumber: string) => ['orders', 'detail', orderNumber];

/** GET /api/admin/orders/:orderNumber — the order with its customer, payments, packages, timeline and notes. */
export const useOrderDetail = (orderNumber: string) =>
  useQuery({
    queryKey: orderKey(orderNumber),
    queryFn: ({ signal }) =>
      call<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderNumber)}`, { signal }),
  });
