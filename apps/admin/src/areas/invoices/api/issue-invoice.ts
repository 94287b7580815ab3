import { useMutation } from '@tanstack/react-query';
import type { AdminInvoiceRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { invoicesKey } from './list-invoices';

/**
 * POST /api/admin/invoices/{orderNumber}/issue — issues the invoice an order's shopper applied for (it gets its
 * number and its PDF); one already issued answers as it is.
 */
export const useIssueInvoice = () =>
  useMutation({
    mutationFn: (orderNumber: string) =>
      call<AdminInvoiceRow>(`/admin/invoices/${encodeURIComponent(orderNumber)}/issue`, { method: 'POST' }),
    // Every tab is read again: the invoice leaves 'To review' and joins 'Issued'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
