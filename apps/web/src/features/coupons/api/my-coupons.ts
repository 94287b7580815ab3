import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CouponStatus, myCouponsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { couponKeys } from './keys';

/** GET /p/myCoupon/list: one tab of the shopper's coupons, with how many each tab holds. */
export const fetchMyCoupons = (status: CouponStatus, signal?: AbortSignal) =>
  apiGet('/p/myCoupon/list', { signal, query: { status }, schema: myCouponsAnswer });

export function useMyCoupons(status: CouponStatus, enabled = true) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: couponKeys.mine(status),
    queryFn: ({ signal }) => fetchMyCoupons(status, signal),
    enabled: signedIn && enabled,
    // The counts and the list stay up while another tab loads.
    placeholderData: keepPreviousData,
  });
}
