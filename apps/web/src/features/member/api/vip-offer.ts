import { useQuery } from '@tanstack/react-query';
import { vipOffer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { memberKeys } from './keys';

/** GET /p/vip: the Tread Plus plans, its seven privileges (SPEC §6) and the shopper's membership. */
export const fetchVipOffer = (signal?: AbortSignal) => apiGet('/p/vip', { signal, schema: vipOffer });

export function useVipOffer() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: memberKeys.vipOffer(),
    queryFn: ({ signal }) => fetchVipOffer(signal),
    enabled: signedIn,
  });
}
