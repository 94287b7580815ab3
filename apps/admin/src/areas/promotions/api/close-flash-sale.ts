import { useMutation } from '@tanstack/react-query';
import type { AdminFlashSaleRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { flashSalesKey } from './list-flash-sales';

/** POST /api/admin/seckills/{seckillId}/close — ends a flash sale now, for good. */
export const useCloseFlashSale = (seckillId: number) =>
  useMutation({
    mutationFn: () => call<AdminFlashSaleRow>(`/admin/seckills/${seckillId}/close`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashSalesKey }),
  });
