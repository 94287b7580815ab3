import { useQuery } from '@tanstack/react-query';
import { PayResultStatus, payAnswer, payInfoAnswer, payingStatusAnswer } from '@tread/domain';
import { apiGet, apiPost } from '../../api/client';
import { USER_QUERY_KEY } from '../auth/session-events';
import { useIsSignedIn } from '../auth/session-store';

export const paymentQueryKey = [...USER_QUERY_KEY, 'payment'] as const;

/** While a payment is being confirmed, ask again this often (SPEC §4: pay status 2 is processing). */
export const PAY_STATUS_POLL_MS = 3000;
/** The result takes 'about 1–2 minutes' (SPEC §4 'Order labels'); stop asking after that. */
export const PAY_STATUS_POLL_MAX_MS = 2 * 60_000;

/** GET /p/order/payInfo?orderNumbers=: amount, deadline, balance and the methods switched on. */
export function usePayInfo(orderNumbers: readonly string[]) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...paymentQueryKey, 'info', orderNumbers.join(',')],
    queryFn: async ({ signal }) => {
      const answer = await apiGet('/p/order/payInfo', {
        signal,
        schema: payInfoAnswer,
        query: { orderNumbers: orderNumbers.join(',') },
        quiet400: true,
      });
      // The window is counted from the server's remaining seconds, so a wrong device clock does not matter.
      return { ...answer, endsAt: Date.now() + answer.remainingSeconds * 1000 };
    },
    enabled: signedIn && orderNumbers.length > 0,
    retry: false,
    staleTime: 0,
  });
}

/** POST /p/order/pay. Refusals (insufficient balance, expired order) are shown by the page. */
export const payOrders = (orderNumbers: readonly string[], payType: number) =>
  apiPost('/p/order/pay', { orderNumbers, payType }, { schema: payAnswer, quiet400: true });

/**
 * GET /p/order/changePayingStatus?orderNumber=, asked again every 3 s while processing (2), for at most
 * 2 minutes from `since`.
 */
export function usePayingStatus(orderNumber: string | null, since: number) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...paymentQueryKey, 'status', orderNumber],
    queryFn: ({ signal }) =>
      apiGet('/p/order/changePayingStatus', { signal, schema: payingStatusAnswer, query: { orderNumber } }),
    enabled: signedIn && orderNumber !== null,
    refetchInterval: (query) =>
      query.state.data?.payStatus === PayResultStatus.Processing &&
      Date.now() - since < PAY_STATUS_POLL_MAX_MS
        ? PAY_STATUS_POLL_MS
        : false,
  });
}
