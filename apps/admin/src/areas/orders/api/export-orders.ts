import { useMutation } from '@tanstack/react-query';
import type { AdminOrderFilters } from '@tread/domain';
import { send } from '../../../api/client';
import { saveDownload } from '../../../api/save-download';

/** What came of an export: the file was saved, and whether the row cap cut it short. */
export type ExportResult = { fileName: string; truncated: boolean; rowCap: number };

/** GET /api/admin/orders/export.csv — the filtered list saved as a file. */
export const useExportOrders = () =>
  useMutation({
    mutationFn: async (filters: AdminOrderFilters): Promise<ExportResult> => {
      const res = await send('/admin/orders/export.csv', { query: filters });
      return {
        fileName: await saveDownload(res, 'orders.csv'),
        truncated: res.headers.get('x-export-truncated') === 'true',
        rowCap: Number(res.headers.get('x-export-row-cap')),
      };
    },
  });
