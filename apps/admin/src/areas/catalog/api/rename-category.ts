import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@tread/domain';
import { call } from '../../../api/client';

/** PUT /api/admin/categories/{categoryId}/name */
export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call<{ records: AdminCategory[] }>(`/admin/categories/${id}/name`, { method: 'PUT', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
