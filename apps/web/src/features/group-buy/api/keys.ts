import { USER_QUERY_KEY } from '../../auth/session-events';

/** Group-buy queries sit under the user's key: a signed-in group marks the shopper's own seat and order. */
export const groupBuyKeys = {
  all: [...USER_QUERY_KEY, 'group-buys'] as const,
  activities: () => [...groupBuyKeys.all, 'activities'] as const,
  activity: (groupActivityId: number) => [...groupBuyKeys.all, 'activity', groupActivityId] as const,
  group: (groupId: number, signedIn: boolean) => [...groupBuyKeys.all, 'group', groupId, signedIn] as const,
};
