import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimCouponAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { couponKeys } from './keys';

/** POST /p/coupon/claim: a coupon of the center; refusals (no more, already claimed, ended) are the caller's to show. */
export const claimCoupon = (couponId: number) =>
  apiPost('/p/coupon/claim', { couponId }, { schema: claimCouponAnswer, quiet400: true });

/** Claimed or refused, the center's counts and the shopper's coupons may have changed: they are read again. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
