import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCheckoutSelection } from '../cart/checkout-selection';
import { readIdParam } from '../catalog/paths';
import { useGroupActivityDetail } from './api/group-activity-detail';
import { GROUP_SEAT_COUNT } from './group-rules';

type LinkedGroup = { groupActivityId: number; groupId: number | null };

/**
 * group-confirm-order?groupActivityId=&groupId= names the group buy it places: opened with another checkout in
 * hand (or none, from a bookmark), the one seat of that group buy becomes the checkout. `pending` while it is read;
 * `gone` with the server's words when the group buy cannot be read (ended, removed).
 */
export function useLinkedGroupCheckout(): { pending: boolean; gone: string | null } {
  const [params] = useSearchParams();
  // Read once, on arrival: once the order is placed the checkout empties, and must stay empty.
  const [linked] = useState((): LinkedGroup | null => {
    const groupActivityId = readIdParam(params.get('groupActivityId'));
    if (groupActivityId === null) return null;
    const groupId = readIdParam(params.get('groupId'));
    const held = useCheckoutSelection.getState().special;
    const holds =
      held?.kind === 'group' &&
      held.groupActivityId === groupActivityId &&
      (held.groupId ?? null) === groupId;
    return holds ? null : { groupActivityId, groupId };
  });
  const [done, setDone] = useState(false);
  const activity = useGroupActivityDetail(linked && !done ? linked.groupActivityId : null);
  const skuId = activity.data?.skuId;

  useEffect(() => {
    if (!linked || done || skuId === undefined) return;
    const { groupActivityId, groupId } = linked;
    useCheckoutSelection
      .getState()
      .setItems(
        [{ skuId, count: GROUP_SEAT_COUNT }],
        groupId === null ? { kind: 'group', groupActivityId } : { kind: 'group', groupActivityId, groupId },
      );
    setDone(true);
  }, [linked, done, skuId]);

  const waiting = linked !== null && !done;
  return {
    pending: waiting && !activity.isError,
    gone: waiting && activity.isError ? (activity.error?.message ?? null) : null,
  };
}
