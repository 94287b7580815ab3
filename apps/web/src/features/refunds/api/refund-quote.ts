import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { refundQuoteAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { refundsQueryKey } from './keys';

export interface RefundQuoteAsk {
  orderNumber: string;
  itemId: number;
  quantity: number;
}

/** GET /p/refund/quote: what `quantity` units of the item may get back, and whether it is the order's last. */
export const fetchRefundQuote = (ask: RefundQuoteAsk, signal?: AbortSignal) =>
  apiGet('/p/refund/quote', { signal, schema: refundQuoteAnswer, query: { ...ask }, quiet400: true });

/** The quote of the quantity asked; the previous one stays shown while another quantity is quoted. */
export function useRefundQuote(ask: RefundQuoteAsk | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...refundsQueryKey, 'quote', ask],
    queryFn: ({ signal }) => fetchRefundQuote(ask as RefundQuoteAsk, signal),
    enabled: signedIn && ask !== null,
    placeholderData: keepPreviousData,
    // A refusal (window closed, nothing left) is the page's answer, not a failure to retry.
    retry: false,
  });
}
