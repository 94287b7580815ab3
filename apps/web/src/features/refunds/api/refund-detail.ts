import { useQuery } from '@tanstack/react-query';
import { refundDetail } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { refundsQueryKey } from './keys';

/** GET /p/refund/detail?refundNumber=; someone else's or a missing request is a 404 the page shows. */
export const fetchRefundDetail = (refundNumber: string, signal?: AbortSignal) =>
  apiGet('/p/refund/detail', { signal, schema: refundDetail, query: { refundNumber }, quiet400: true });

export function useRefundDetail(refundNumber: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...refundsQueryKey, 'detail', refundNumber],
    queryFn: ({ signal }) => fetchRefundDetail(refundNumber ?? '', signal),
    enabled: signedIn && refundNumber !== null,
  });
}
