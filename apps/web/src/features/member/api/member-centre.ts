import { useQuery } from '@tanstack/react-query';
import { memberCentre } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { memberKeys } from './keys';

/** GET /p/member: the shopper's level and growth, the next level, every level, and their paid membership. */
export const fetchMemberCentre = (signal?: AbortSignal) =>
  apiGet('/p/member', { signal, schema: memberCentre });

export function useMemberCentre() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: memberKeys.centre(),
    queryFn: ({ signal }) => fetchMemberCentre(signal),
    enabled: signedIn,
  });
}
