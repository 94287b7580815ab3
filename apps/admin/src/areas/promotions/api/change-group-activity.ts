import { useMutation } from '@tanstack/react-query';
import type { AdminGroupActivityRow, GroupActivityEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { groupActivitiesKey } from './list-group-activities';

/** PUT /api/admin/group-activities/{groupActivityId} — the group buy's SKU, price, size, time limit and days. */
export const useChangeGroupActivity = (groupActivityId: number) =>
  useMutation({
    mutationFn: (body: GroupActivityEdit) =>
      call<AdminGroupActivityRow>(`/admin/group-activities/${groupActivityId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupActivitiesKey }),
  });
