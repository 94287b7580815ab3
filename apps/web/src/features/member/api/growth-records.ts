import { useQuery } from '@tanstack/react-query';
import { growthRecordsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { memberKeys } from './keys';

/** GET /p/member/growth: the shopper's growth records, newest first. */
export const fetchGrowthRecords = (signal?: AbortSignal) =>
  apiGet('/p/member/growth', { signal, schema: growthRecordsAnswer });

export function useGrowthRecords() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: memberKeys.growth(),
    queryFn: ({ signal }) => fetchGrowthRecords(signal),
    enabled: signedIn,
  });
}
