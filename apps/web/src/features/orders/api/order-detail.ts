import { useQuery } from '@tanstack/react-query';
import { orderDetail } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { ordersQueryKey } from './keys';

/** GET /p/myOrder/detail?orderNumber=; a missing order is a 404 the page shows. */
export const fetchOrderDetail = (orderNumber: string, signal?: AbortSignal) =>
  apiGet('/p/myOrder/detail', { signal, schema: orderDetail, query: { orderNumber }, quiet400: true });

export function useOrderDetail(orderNumber: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...ordersQueryKey, 'detail', orderNumber],
    queryFn: ({ signal }) => fetchOrderDetail(orderNumber ?? '', signal),
    enabled: signedIn && orderNumber !== null,
  });
}
