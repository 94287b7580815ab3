import { useMutation } from '@tanstack/react-query';
import type { AdminFlashSaleRow, FlashSaleEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { flashSalesKey } from './list-flash-sales';

/** POST /api/admin/seckills — a new flash sale on one SKU, on sale in its daily session from its first day. */
export const useCreateFlashSale = () =>
  useMutation({
    mutationFn: (body: FlashSaleEdit) => call<AdminFlashSaleRow>('/admin/seckills', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashSalesKey }),
  });
