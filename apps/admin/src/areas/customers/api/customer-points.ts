import { useQuery } from '@tanstack/react-query';
import type { AdminCustomerPoints } from '@tread/domain';
import { call } from '../../../api/client';

export const customerPointsKey = (userId: string) => ['customers', 'points', userId];

/** GET /api/admin/customers/:userId/points — the points balance, what expires soon and the latest 50 records. */
export const useCustomerPoints = (userId: string) =>
  useQuery({
    queryKey: customerPointsKey(userId),
    queryFn: ({ signal }) =>
      call<AdminCustomerPoints>(`/admin/customers/${encodeURIComponent(userId)}/points`, { signal }),
  });
