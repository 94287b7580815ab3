import { useMutation } from '@tanstack/react-query';
import type { AccountSummary, UserRole } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';

/** PUT /api/admin/staff/:userId/role — the new role holds from the colleague's next request. */
export const useChangeStaffRole = () =>
  useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: UserRole }) =>
      call<AccountSummary>(`/admin/staff/${encodeURIComponent(userId)}/role`, {
        method: 'PUT',
        body: { role },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
