import { useQuery } from '@tanstack/react-query';
import type { AdminGroupsAnswer } from '@tread/domain';
import { call } from '../../../api/client';
import { LIVE_REFRESH_MS } from './list-flash-sales';
import { groupActivitiesKey } from './list-group-activities';

export const groupsKey = (groupActivityId: number) =>
  [...groupActivitiesKey, groupActivityId, 'groups'] as const;

/** GET /api/admin/group-activities/{groupActivityId}/groups — its groups, members and orders, read every 10 s. */
export const useGroups = (groupActivityId: number) =>
  useQuery({
    queryKey: groupsKey(groupActivityId),
    queryFn: ({ signal }) =>
      call<AdminGroupsAnswer>(`/admin/group-activities/${groupActivityId}/groups`, { signal }),
    select: (answer) => answer.list,
    refetchInterval: LIVE_REFRESH_MS,
  });
