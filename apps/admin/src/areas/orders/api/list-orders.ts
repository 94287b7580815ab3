import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderListFilters, AdminOrderPage } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/orders — every shopper's orders, newest first, as filtered. */
export const useOrderList = (filters: AdminOrderListFilters) =>
  useQuery({
    queryKey: ['orders', 'list', filters],
    queryFn: ({ signal }) => call<AdminOrderPage>('/admin/orders', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
