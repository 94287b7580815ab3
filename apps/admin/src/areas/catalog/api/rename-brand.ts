import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBrand } from '@tread/domain';
import { call } from '../../../api/client';

/** PUT /api/admin/brands/{brandId}/name — the slug (its pages' address) stays. */
export function useRenameBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call<{ records: AdminBrand[] }>(`/admin/brands/${id}/name`, { method: 'PUT', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
