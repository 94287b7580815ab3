import { useQuery } from '@tanstack/react-query';
import { addressList } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { addressQueryKey } from './keys';

/** GET /p/address/list: the default first, then the newest. */
export const fetchAddressList = (signal?: AbortSignal) =>
  apiGet('/p/address/list', { signal, schema: addressList });

export function useAddressList() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: addressQueryKey,
    queryFn: ({ signal }) => fetchAddressList(signal),
    enabled: signedIn,
  });
}
