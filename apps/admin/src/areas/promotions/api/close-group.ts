import { useMutation } from '@tanstack/react-query';
import type { AdminGroupRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { groupActivitiesKey } from './list-group-activities';

/** POST /api/admin/groups/{groupId}/close — closes one open group; its paid members are refunded in full. */
export const useCloseGroup = (groupId: number) =>
  useMutation({
    mutationFn: () => call<AdminGroupRow>(`/admin/groups/${groupId}/close`, { method: 'POST' }),
    // The group and its activity's counts are read again (the activities' key is a prefix of its groups').
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupActivitiesKey }),
  });
