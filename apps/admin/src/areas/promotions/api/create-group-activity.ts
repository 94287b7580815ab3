import { useMutation } from '@tanstack/react-query';
import type { AdminGroupActivityRow, GroupActivityEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { groupActivitiesKey } from './list-group-activities';

/** POST /api/admin/group-activities — a new group buy on one SKU, open to groups from its first day. */
export const useCreateGroupActivity = () =>
  useMutation({
    mutationFn: (body: GroupActivityEdit) =>
      call<AdminGroupActivityRow>('/admin/group-activities', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupActivitiesKey }),
  });
