import { useQuery } from '@tanstack/react-query';
import type { AdminInvoicesAnswer, InvoiceStatus } from '@tread/domain';
import { call } from '../../../api/client';

export const invoicesKey = ['invoices'] as const;

/** GET /api/admin/invoices — the invoices shoppers applied for, newest first: those in `status`, or all. */
export const useInvoices = (status: InvoiceStatus | undefined) =>
  useQuery({
    queryKey: [...invoicesKey, status ?? 'all'],
    queryFn: ({ signal }) => call<AdminInvoicesAnswer>('/admin/invoices', { query: { status }, signal }),
    select: (answer) => answer.list,
  });
