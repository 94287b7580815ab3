import { useMutation, useQueryClient } from '@tanstack/react-query';
import { address } from '@tread/domain';
import { apiPut } from '../../../api/client';
import { addressQueryKey } from './keys';

/** PUT /p/address/defaultAddr/:addrId: the default moves, so the whole list is read again. */
export const makeDefaultAddress = (addrId: number) =>
  apiPut(`/p/address/defaultAddr/${addrId}`, undefined, { schema: address });

export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressQueryKey }),
  });
}
