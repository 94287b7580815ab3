import { useMutation } from '@tanstack/react-query';
import type { AdminGroupActivityRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { groupActivitiesKey } from './list-group-activities';

/** POST /api/admin/group-activities/{groupActivityId}/close — ends a group buy and closes its open groups (refunded). */
export const useCloseGroupActivity = (groupActivityId: number) =>
  useMutation({
    mutationFn: () =>
      call<AdminGroupActivityRow>(`/admin/group-activities/${groupActivityId}/close`, { method: 'POST' }),
    // The activities' key is a prefix of each one's groups: both are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupActivitiesKey }),
  });
