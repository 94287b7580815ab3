import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressForm, address } from '@tread/domain';
import { apiPost, apiPut } from '../../../api/client';
import { addressQueryKey } from './keys';

/** POST /p/address/addAddr, or PUT /p/address/updateAddr for `addrId`. ZIP_MISMATCH names 'zipCode'. */
export function saveAddress(form: AddressForm, addrId: number | null) {
  return addrId === null
    ? apiPost('/p/address/addAddr', form, { schema: address, quiet400: true })
    : apiPut('/p/address/updateAddr', { ...form, addrId }, { schema: address, quiet400: true });
}

/** Saves and reads the address book again now, so going back never shows the old list. */
export function useSaveAddress(addrId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: AddressForm) => saveAddress(form, addrId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressQueryKey, refetchType: 'all' }),
  });
}
