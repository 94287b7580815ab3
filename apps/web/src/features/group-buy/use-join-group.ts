import type { GroupActivityCard } from '@tread/domain';
import { useCallback } from 'react';
import { useGoToCheckout } from '../cart/use-cart';
import { GROUP_SEAT_COUNT } from './group-rules';

/**
 * Starts a group (no `groupId`) or joins one: the checkout of one seat at the group price on group-confirm-order;
 * a guest signs in first and comes back to it.
 */
export function useJoinGroup(): (
  activity: Pick<GroupActivityCard, 'skuId' | 'groupActivityId'>,
  groupId?: number,
) => void {
  const goToCheckout = useGoToCheckout();
  return useCallback(
    (activity, groupId) =>
      goToCheckout(
        [{ skuId: activity.skuId, count: GROUP_SEAT_COUNT }],
        groupId === undefined
          ? { kind: 'group', groupActivityId: activity.groupActivityId }
          : { kind: 'group', groupActivityId: activity.groupActivityId, groupId },
      ),
    [goToCheckout],
  );
}
