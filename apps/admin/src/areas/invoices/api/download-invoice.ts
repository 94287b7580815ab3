import { useMutation } from '@tanstack/react-query';
import type { AdminInvoiceRow } from '@tread/domain';
import { send } from '../../../api/client';

/**
 * GET /api/admin/invoices/{orderNumber}/pdf — an issued invoice as a PDF file. The call is signed, so it is
 * fetched and then saved from memory rather than opened as a plain link. Answers the saved file's name.
 */
export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: async (invoice: AdminInvoiceRow): Promise<string> => {
      const res = await send(`/admin/invoices/${encodeURIComponent(invoice.orderNumber)}/pdf`);
      const fileName =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        `${invoice.invoiceNumber ?? invoice.orderNumber}.pdf`;
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
      return fileName;
    },
  });
