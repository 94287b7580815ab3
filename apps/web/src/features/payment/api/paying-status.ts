import { useQuery } from '@tanstack/react-query';
import { PayResultStatus, payingStatusAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { paymentQueryKey } from './keys';

/** While a payment is being confirmed, ask again this often (SPEC §4: pay status 2 is processing). */
export const PAY_STATUS_POLL_MS = 3000;
/** The result takes 'about 1–2 minutes' (SPEC §4 'Order labels'); stop asking after that. */
export const PAY_STATUS_POLL_MAX_MS = 2 * 60_000;

/** GET /p/order/changePayingStatus?orderNumber=. */
export const fetchPayingStatus = (orderNumber: string, signal?: AbortSignal) =>
  apiGet('/p/order/changePayingStatus', { signal, schema: payingStatusAnswer, query: { orderNumber } });

/** Asked again every 3 s while processing (2), for at most 2 minutes from `since`. */
export function usePayingStatus(orderNumber: string | null, since: number) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...paymentQueryKey, 'status', orderNumber],
    queryFn: ({ signal }) => fetchPayingStatus(orderNumber ?? '', signal),
    enabled: signedIn && orderNumber !== null,
    refetchInterval: (query) =>
      query.state.data?.payStatus === PayResultStatus.Processing &&
      Date.now() - since < PAY_STATUS_POLL_MAX_MS
        ? PAY_STATUS_POLL_MS
        : false,
  });
}
