import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTireRequest, TireRequestUpdate } from '@tread/domain';
import { call } from '../../../api/client';
import { tireRequestsKey } from './list-tire-requests';

/** PUT /api/admin/tire-requests/{id} — an answer the shopper receives, or closing it. */
export function useUpdateTireRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TireRequestUpdate) =>
      call<AdminTireRequest>(`/admin/tire-requests/${id}`, { method: 'PUT', body: update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tireRequestsKey }),
  });
}
