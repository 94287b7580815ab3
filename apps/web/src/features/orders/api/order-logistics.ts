import { useQuery } from '@tanstack/react-query';
import { orderLogistics } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { ordersQueryKey } from './keys';

/** GET /p/myOrder/logistics?orderNumber=; an order not shipped yet answers NO_LOGISTICS. */
export const fetchOrderLogistics = (orderNumber: string, signal?: AbortSignal) =>
  apiGet('/p/myOrder/logistics', { signal, schema: orderLogistics, query: { orderNumber }, quiet400: true });

export function useOrderLogistics(orderNumber: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...ordersQueryKey, 'logistics', orderNumber],
    queryFn: ({ signal }) => fetchOrderLogistics(orderNumber ?? '', signal),
    enabled: signedIn && orderNumber !== null,
    retry: false,
  });
}
