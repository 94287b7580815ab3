import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/customers/:userId — profile, recent orders, addresses and balance. */
export const useCustomerDetail = (userId: string) =>
  useQuery({
    queryKey: ['customers', 'detail', userId],
    queryFn: ({ signal }) =>
      call<CustomerDetail>(`/admin/customers/${encodeURIComponent(userId)}`, { signal }),
  });
