import { useQuery } from '@tanstack/react-query';
import { type ActivityType, activityListAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { activityKeys } from './keys';

/** GET /activities?type=: the activities running now of one type, soonest to end first. */
export const fetchActivityList = (type: ActivityType, signal?: AbortSignal) =>
  apiGet('/activities', { query: { type }, signal, schema: activityListAnswer });

/** The special-discount page asks for discounts (type 4), the rebates page for rebates and cash back (type 5). */
export function useActivityList(type: ActivityType) {
  return useQuery({
    queryKey: activityKeys.list(type),
    queryFn: ({ signal }) => fetchActivityList(type, signal),
  });
}
