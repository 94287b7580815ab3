import { useQuery } from '@tanstack/react-query';
import { groupDetail } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { groupBuyKeys } from './keys';

/** GET /group/:groupId: who joined, seats and time left; signed in, which seat and order are the shopper's. */
export const fetchGroupDetail = (groupId: number, signal?: AbortSignal) =>
  apiGet(`/group/${groupId}`, { signal, schema: groupDetail, quiet400: true });

export function useGroupDetail(groupId: number | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: groupBuyKeys.group(groupId ?? 0, signedIn),
    queryFn: ({ signal }) => fetchGroupDetail(groupId ?? 0, signal),
    enabled: groupId !== null,
  });
}
