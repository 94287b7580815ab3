import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSku, SkuChange } from '@tread/domain';
import { call } from '../../../api/client';

/** PATCH /api/admin/skus/{skuId} — price, MAP price, stock, purchase limit, on sale. */
export function useChangeSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skuId, change }: { skuId: number; change: SkuChange }) =>
      call<AdminSku>(`/admin/skus/${skuId}`, { method: 'PATCH', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
