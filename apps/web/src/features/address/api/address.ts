import { useQuery } from '@tanstack/react-query';
import { address } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { addressQueryKey } from './keys';

/** GET /p/address/addrInfo/:addrId. */
export const fetchAddress = (addrId: number, signal?: AbortSignal) =>
  apiGet(`/p/address/addrInfo/${addrId}`, { signal, schema: address });

export function useAddress(addrId: number | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...addressQueryKey, addrId],
    queryFn: ({ signal }) => fetchAddress(addrId ?? 0, signal),
    enabled: signedIn && addrId !== null,
  });
}
