import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDetail } from '@tread/domain';
import { call } from '../../../api/client';

/** POST /api/admin/products/{productId}/image — a new main picture (the avatar's rules: an image under 2 MB). */
export function useUploadProductImage(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return call<AdminProductDetail>(`/admin/products/${productId}/image`, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
