import { useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/dashboard — today's and the week's paid orders, and what waits on staff; refreshed each minute. */
export const useDashboard = () =>
  useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call<DashboardAnswer>('/admin/dashboard', { signal }),
    refetchInterval: 60_000,
  });
