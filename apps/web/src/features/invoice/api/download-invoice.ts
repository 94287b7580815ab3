import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiGetBlob } from '../../../api/client';

/** GET the invoice's `downloadPath` (/p/invoice/pdf?orderNumber=) as a PDF; it needs the Authorization header. */
export const downloadInvoice = (downloadPath: string) =>
  apiGetBlob(downloadPath.startsWith(`${API_BASE}/`) ? downloadPath.slice(API_BASE.length) : downloadPath);

/** Hands a file to the browser to save under `fileName`. */
function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches the issued invoice and saves it as invoice-<orderNumber>.pdf. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async ({ orderNumber, downloadPath }: { orderNumber: string; downloadPath: string }) =>
      saveFile(await downloadInvoice(downloadPath), `invoice-${orderNumber}.pdf`),
  });
}
