import { useMutation } from '@tanstack/react-query';
import type { AdminFlashSaleRow, FlashSaleEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { flashSalesKey } from './list-flash-sales';

/** PUT /api/admin/seckills/{seckillId} — the sale's SKU, price, stock, limit, days and session. */
export const useChangeFlashSale = (seckillId: number) =>
  useMutation({
    mutationFn: (body: FlashSaleEdit) =>
      call<AdminFlashSaleRow>(`/admin/seckills/${seckillId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashSalesKey }),
  });
