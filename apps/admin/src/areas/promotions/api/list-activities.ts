import { useQuery } from '@tanstack/react-query';
import type { AdminActivitiesAnswer } from '@tread/domain';
import { call } from '../../../api/client';

export const activitiesKey = ['promotions', 'activities'] as const;

/** GET /api/admin/activities — every activity, newest first, with the orders it priced and what it gave. */
export const useActivities = () =>
  useQuery({
    queryKey: activitiesKey,
    queryFn: ({ signal }) => call<AdminActivitiesAnswer>('/admin/activities', { signal }),
    select: (answer) => answer.list,
  });
