import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBrand, brandCreateRequest } from '@tread/domain';
import type { z } from 'zod';
import { call } from '../../../api/client';

/** POST /api/admin/brands — answers the list with the new brand. */
export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brand: z.input<typeof brandCreateRequest>) =>
      call<{ records: AdminBrand[] }>('/admin/brands', { body: brand }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
