import { useQuery } from '@tanstack/react-query';
import { memberCenter } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { memberKeys } from './keys';

/** GET /p/member: the shopper's level and growth, the next level, every level, and their paid membership. */
export const fetchMemberCenter = (signal?: AbortSignal) =>
  apiGet('/p/member', { signal, schema: memberCenter });

export function useMemberCenter() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: memberKeys.center(),
    queryFn: ({ signal }) => fetchMemberCenter(signal),
    enabled: signedIn,
  });
}
