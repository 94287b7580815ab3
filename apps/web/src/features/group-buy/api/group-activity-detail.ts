import { useQuery } from '@tanstack/react-query';
import { groupActivityDetail } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { groupBuyKeys } from './keys';

/** GET /group/activities/:groupActivityId: one product's group offer and the open groups one can join. */
export const fetchGroupActivityDetail = (groupActivityId: number, signal?: AbortSignal) =>
  apiGet(`/group/activities/${groupActivityId}`, {
    signal,
    schema: groupActivityDetail,
    // An unknown or removed group buy is a page state with the server's words, not a toast.
    quiet400: true,
  });

/** Read only with an id: the product page asks only when opened from a group buy. */
export function useGroupActivityDetail(groupActivityId: number | null) {
  return useQuery({
    queryKey: groupBuyKeys.activity(groupActivityId ?? 0),
    queryFn: ({ signal }) => fetchGroupActivityDetail(groupActivityId ?? 0, signal),
    enabled: groupActivityId !== null,
  });
}
