import { useQuery } from '@tanstack/react-query';
import { type Address, address, addressList, okAnswer, type ZipPlace, zipLookupAnswer } from '@tread/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client';
import { USER_QUERY_KEY } from '../auth/session-events';
import { useIsSignedIn } from '../auth/session-store';
import type { AddressForm } from './address-form';

export const addressQueryKey = [...USER_QUERY_KEY, 'addresses'] as const;

/** GET /p/address/list: the default first, then the newest. */
export function useAddressList() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: addressQueryKey,
    queryFn: ({ signal }) => apiGet('/p/address/list', { signal, schema: addressList }),
    enabled: signedIn,
  });
}

/** GET /p/address/addrInfo/:addrId. */
export function useAddress(addrId: number | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...addressQueryKey, addrId],
    queryFn: ({ signal }) => apiGet(`/p/address/addrInfo/${addrId}`, { signal, schema: address }),
    enabled: signedIn && addrId !== null,
  });
}

/** The ZIP's city, state and centroid; null when no US ZIP has these five digits. */
export function useZipPlace(zip5: string | null) {
  return useQuery({
    queryKey: ['zip', zip5],
    queryFn: async ({ signal }): Promise<ZipPlace | null> => {
      const answer = await apiGet('/area/getAutoCompleteStreetZipCode', {
        signal,
        query: { zipCode: zip5 },
        schema: zipLookupAnswer,
        quiet400: true,
      });
      return answer.zipcodes.find((place) => place.zipcode === zip5) ?? null;
    },
    enabled: zip5 !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Adds the address, or updates the one with `addrId`. */
export function saveAddress(form: AddressForm, addrId: number | null): Promise<Address> {
  const body = {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    zipCode: form.zipCode,
    city: form.city,
    state: form.state,
    addressLine1: form.addressLine1,
    addressLine2: form.addressLine2,
    isDefault: form.isDefault,
    isBilling: form.isBilling,
  };
  return addrId === null
    ? apiPost('/p/address/addAddr', body, { schema: address, quiet400: true })
    : apiPut('/p/address/updateAddr', { ...body, addrId }, { schema: address, quiet400: true });
}

export const deleteAddress = (addrId: number) =>
  apiDelete(`/p/address/deleteAddr/${addrId}`, { schema: okAnswer });

export const makeDefaultAddress = (addrId: number) =>
  apiPut(`/p/address/defaultAddr/${addrId}`, undefined, { schema: address });
