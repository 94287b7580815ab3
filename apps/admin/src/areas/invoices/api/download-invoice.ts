import { useMutation } from '@tanstack/react-query';
import type { AdminInvoiceRow } from '@tread/domain';
import { send } from '../../../api/client';
import { saveDownload } from '../../../api/save-download';

/** GET /api/admin/invoices/{orderNumber}/pdf — an issued invoice saved as a PDF file; answers its name. */
export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: async (invoice: AdminInvoiceRow): Promise<string> => {
      const res = await send(`/admin/invoices/${encodeURIComponent(invoice.orderNumber)}/pdf`);
      return saveDownload(res, `invoice-${invoice.orderNumber}.pdf`);
    },
  });
