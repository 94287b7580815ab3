import { useQuery } from '@tanstack/react-query';
import { pointsSummary } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { pointsKeys } from './keys';

/** GET /p/points: the balance, points on hold, what expires soon and today's sign-in. */
export const fetchPointsSummary = (signal?: AbortSignal) =>
  apiGet('/p/points', { signal, schema: pointsSummary });

export function usePointsSummary() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => fetchPointsSummary(signal),
    enabled: signedIn,
  });
}
