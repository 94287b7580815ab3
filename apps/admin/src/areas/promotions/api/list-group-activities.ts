import { useQuery } from '@tanstack/react-query';
import type { AdminGroupActivitiesAnswer } from '@tread/domain';
import { call } from '../../../api/client';
import { LIVE_REFRESH_MS } from './list-flash-sales';

export const groupActivitiesKey = ['promotions', 'group-activities'] as const;

/**
 * GET /api/admin/group-activities — every group buy, newest first, with its open, filled and failed groups.
 * `live` (the lists) reads it again every 10 s; an editor reads it once.
 */
export const useGroupActivities = ({ live = false }: { live?: boolean } = {}) =>
  useQuery({
    queryKey: groupActivitiesKey,
    queryFn: ({ signal }) => call<AdminGroupActivitiesAnswer>('/admin/group-activities', { signal }),
    select: (answer) => answer.list,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
