import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InvoiceApplyRequest, invoiceAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { ordersQueryKey } from '../../orders/api/keys';
import { invoiceQueryKey } from './invoice-detail';

/** POST /p/invoice/apply: field refusals come back on `title` or `taxpayerNumber`, shown by the form. */
export const applyInvoice = (request: InvoiceApplyRequest) =>
  apiPost('/p/invoice/apply', request, { schema: invoiceAnswer, quiet400: true });

/** The answer is the invoice to show; the order's invoice button changes too, so orders are read again. */
export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyInvoice,
    onSuccess: (invoice) => queryClient.setQueryData(invoiceQueryKey(invoice.orderNumber), invoice),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
