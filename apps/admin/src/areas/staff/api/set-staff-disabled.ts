import { useMutation } from '@tanstack/react-query';
import type { AccountSummary } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';

/** PUT /api/admin/users/:userId/disabled — a disabled colleague is signed out and cannot sign in. */
export const useSetStaffDisabled = () =>
  useMutation({
    mutationFn: ({ userId, disabled }: { userId: string; disabled: boolean }) =>
      call<AccountSummary>(`/admin/users/${encodeURIComponent(userId)}/disabled`, {
        method: 'PUT',
        body: { disabled },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
