import { useMutation } from '@tanstack/react-query';
import type { AdminOrderFilters } from '@tread/domain';
import { send } from '../../../api/client';

/** What came of an export: the file was saved, and whether the row cap cut it short. */
export type ExportResult = { fileName: string; truncated: boolean; rowCap: number };

/**
 * GET /api/admin/orders/export.csv — the filtered list as a file. The call is signed, so it is fetched and
 * then saved from memory rather than opened as a plain link.
 */
export const useExportOrders = () =>
  useMutation({
    mutationFn: async (filters: AdminOrderFilters): Promise<ExportResult> => {
      const res = await send('/admin/orders/export.csv', { query: filters });
      const fileName =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
      return {
        fileName,
        truncated: res.headers.get('x-export-truncated') === 'true',
        rowCap: Number(res.headers.get('x-export-row-cap')),
      };
    },
  });
