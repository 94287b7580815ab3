import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimCodeRequest, claimCouponAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { couponKeys } from './keys';

/** The voucher-code form: the code as typed; the contract trims it and makes it upper case. */
export type ClaimCodeForm = { code: string };

/** POST /p/coupon/claimByCode: a typed code is claimed, then used at checkout (SPEC §4); 'No related coupons' when unknown. */
export const claimCouponCode = (form: ClaimCodeForm) =>
  apiPost('/p/coupon/claimByCode', claimCodeRequest.parse(form), {
    schema: claimCouponAnswer,
    quiet400: true,
  });

export function useClaimCouponCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCouponCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
