import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceListApplied } from '@tread/domain';
import { call } from '../../../api/client';

/** POST /api/admin/price-lists/apply — all lines in one transaction, only if the SKUs are still as previewed. */
export function useApplyPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: { csv: string; token: string }) =>
      call<PriceListApplied>('/admin/price-lists/apply', { body: upload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
