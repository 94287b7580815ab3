import { useQuery } from '@tanstack/react-query';
import { couponCenterAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { couponKeys } from './keys';

/** GET /coupon/center: the coupons on offer; signed in, each with the shopper's claim state. */
export const fetchCouponCenter = (signal?: AbortSignal) =>
  apiGet('/coupon/center', { signal, schema: couponCenterAnswer });

export function useCouponCenter() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: couponKeys.center(signedIn),
    queryFn: ({ signal }) => fetchCouponCenter(signal),
  });
}
