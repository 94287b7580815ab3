import type { ActivityType } from '@tread/domain';
import { USER_QUERY_KEY } from '../../auth/session-events';

/** The activity pages' query keys: the running activities are the shop's; the shopper's rebates sit under the user's key. */
export const activityKeys = {
  list: (type: ActivityType) => ['activities', 'list', type] as const,
  detail: (activityId: number) => ['activities', 'detail', activityId] as const,
  myRebates: () => [...USER_QUERY_KEY, 'rebates'] as const,
};
