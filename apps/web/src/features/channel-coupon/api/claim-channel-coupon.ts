import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelClaimRequest, claimCouponAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { couponKeys } from '../../coupons/api/keys';
import { channelCouponKeys } from './channel-coupon-info';

/** POST /p/coupon/claimChannel: claims the coupon a channel key names; COUPON_ALREADY_CLAIMED the second time. */
export const claimChannelCoupon = (key: string) =>
  apiPost('/p/coupon/claimChannel', channelClaimRequest.parse({ weakAuthToken: key }), {
    schema: claimCouponAnswer,
    quiet400: true,
  });

/** Claimed or refused, the channel coupon's info and the shopper's coupons are read again (SPEC §4: 'refresh'). */
export function useClaimChannelCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimChannelCoupon,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: channelCouponKeys.all }),
        queryClient.invalidateQueries({ queryKey: couponKeys.all }),
      ]),
  });
}
