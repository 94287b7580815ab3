import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDetail, ProductChange } from '@tread/domain';
import { call } from '../../../api/client';

/** PATCH /api/admin/products/{productId} — only the fields given change. */
export function useChangeProduct(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProductChange) =>
      call<AdminProductDetail>(`/admin/products/${productId}`, { method: 'PATCH', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
