import { useQuery } from '@tanstack/react-query';
import { reviewableOrder } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { reviewKeys } from './keys';

/** GET /p/review/order?orderNumber=: the order's items and which are reviewed; refusals are shown by the page. */
export const fetchReviewableOrder = (orderNumber: string, signal?: AbortSignal) =>
  apiGet('/p/review/order', { signal, schema: reviewableOrder, query: { orderNumber }, quiet400: true });

export function useReviewableOrder(orderNumber: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: reviewKeys.order(orderNumber ?? ''),
    queryFn: ({ signal }) => fetchReviewableOrder(orderNumber ?? '', signal),
    enabled: signedIn && orderNumber !== null,
  });
}
