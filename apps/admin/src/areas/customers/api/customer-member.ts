import { useQuery } from '@tanstack/react-query';
import type { AdminCustomerMember } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/customers/:userId/member — the level and growth, Tread Plus, the latest growth and memberships. */
export const useCustomerMember = (userId: string) =>
  useQuery({
    queryKey: ['customers', 'member', userId],
    queryFn: ({ signal }) =>
      call<AdminCustomerMember>(`/admin/customers/${encodeURIComponent(userId)}/member`, { signal }),
  });
