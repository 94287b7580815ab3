import { useMutation } from '@tanstack/react-query';
import type { AccountSummary } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';

/** PUT /api/admin/users/:userId/disabled — a disabled customer cannot sign in or buy. */
export const useSetCustomerDisabled = (userId: string) =>
  useMutation({
    mutationFn: (disabled: boolean) =>
      call<AccountSummary>(`/admin/users/${encodeURIComponent(userId)}/disabled`, {
        method: 'PUT',
        body: { disabled },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
