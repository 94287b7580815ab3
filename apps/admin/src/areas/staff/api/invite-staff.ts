import { useMutation } from '@tanstack/react-query';
import type { AccountSummary, CreateStaffRequest } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';

/** POST /api/admin/staff — opens a colleague's account with a role and mails them an invitation. */
export const useInviteStaff = () =>
  useMutation({
    mutationFn: (body: CreateStaffRequest) => call<AccountSummary>('/admin/staff', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
