import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CheckoutRequest, checkoutAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { USER_QUERY_KEY } from '../../auth/session-events';
import { useIsSignedIn } from '../../auth/session-store';

export const checkoutQueryKey = [...USER_QUERY_KEY, 'checkout'] as const;

/** POST /p/order/confirm: the order summary for the ticked lines and the choices so far. */
export const fetchCheckoutSummary = (request: CheckoutRequest, signal?: AbortSignal) =>
  apiPost('/p/order/confirm', request, { signal, schema: checkoutAnswer, quiet400: true });

export function useCheckoutSummary(request: CheckoutRequest) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...checkoutQueryKey, request],
    queryFn: ({ signal }) => fetchCheckoutSummary(request, signal),
    enabled: signedIn && request.items.length > 0,
    // The previous summary stays up while a new choice is priced.
    placeholderData: keepPreviousData,
  });
}
