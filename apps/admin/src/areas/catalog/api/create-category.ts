import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, categoryCreateRequest } from '@tread/domain';
import type { z } from 'zod';
import { call } from '../../../api/client';

/** POST /api/admin/categories — a subcategory takes its parent's business line. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: z.input<typeof categoryCreateRequest>) =>
      call<{ records: AdminCategory[] }>('/admin/categories', { body: category }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
