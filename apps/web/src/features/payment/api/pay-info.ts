import { useQuery } from '@tanstack/react-query';
import { payInfoAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { paymentQueryKey } from './keys';

/** GET /p/order/payInfo?orderNumbers=: amount, deadline, balance and the methods switched on. */
export const fetchPayInfo = (orderNumbers: readonly string[], signal?: AbortSignal) =>
  apiGet('/p/order/payInfo', {
    signal,
    schema: payInfoAnswer,
    query: { orderNumbers: orderNumbers.join(',') },
    quiet400: true,
  });

export function usePayInfo(orderNumbers: readonly string[]) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...paymentQueryKey, 'info', orderNumbers.join(',')],
    queryFn: async ({ signal }) => {
      const answer = await fetchPayInfo(orderNumbers, signal);
      // The window is counted from the server's remaining seconds, so a wrong device clock does not matter.
      return { ...answer, endsAt: Date.now() + answer.remainingSeconds * 1000 };
    },
    enabled: signedIn && orderNumbers.length > 0,
    retry: false,
    staleTime: 0,
  });
}
