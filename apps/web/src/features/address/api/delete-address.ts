import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okAnswer } from '@tread/domain';
import { apiDelete } from '../../../api/client';
import { addressQueryKey } from './keys';

/** DELETE /p/address/deleteAddr/:addrId. */
export const deleteAddress = (addrId: number) =>
  apiDelete(`/p/address/deleteAddr/${addrId}`, { schema: okAnswer });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressQueryKey }),
  });
}
