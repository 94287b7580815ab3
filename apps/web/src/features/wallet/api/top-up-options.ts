import { useQuery } from '@tanstack/react-query';
import { topUpOptionsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { walletKeys } from './keys';

/** GET /p/wallet/topUp/options: the amounts offered with their bonuses, the balance and the limits of a top-up. */
export const fetchTopUpOptions = (signal?: AbortSignal) =>
  apiGet('/p/wallet/topUp/options', { signal, schema: topUpOptionsAnswer });

export function useTopUpOptions() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: walletKeys.topUpOptions(),
    queryFn: ({ signal }) => fetchTopUpOptions(signal),
    enabled: signedIn,
  });
}
