import { useQuery } from '@tanstack/react-query';
import { invoiceAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { USER_QUERY_KEY } from '../../auth/session-events';
import { useIsSignedIn } from '../../auth/session-store';

/** The invoice queries of the shopper: cleared with the rest of the shopper's data at sign-out. */
export const invoiceQueryKey = (orderNumber: string | null) =>
  [...USER_QUERY_KEY, 'invoice', orderNumber] as const;

/** GET /p/invoice/detail?orderNumber=; an order without an application answers 404 INVOICE_NOT_APPLIED. */
export const fetchInvoiceDetail = (orderNumber: string, signal?: AbortSignal) =>
  apiGet('/p/invoice/detail', { signal, schema: invoiceAnswer, query: { orderNumber }, quiet400: true });

export function useInvoiceDetail(orderNumber: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: invoiceQueryKey(orderNumber),
    queryFn: ({ signal }) => fetchInvoiceDetail(orderNumber ?? '', signal),
    enabled: signedIn && orderNumber !== null,
    // 'Not applied yet' is an answer the page shows as the form, not a failure to retry.
    retry: false,
  });
}
