import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { couponKeys } from '../../coupons/api/keys';
import { pointsKeys } from '../../points/api/keys';
import { mallKeys } from './keys';

/**
 * POST /p/pointsMall/exchange: a coupon for points, at once. 'Not enough points', sold out, the limit reached and
 * a gone item are refusals (409, 404) the caller shows.
 */
export const exchangeCoupon = (goodsId: number) =>
  apiPost('/p/pointsMall/exchange', { goodsId }, { schema: exchangeAnswer, quiet400: true });

/** Exchanged or refused, the mall, the points and the shopper's coupons are read again. */
export function useExchangeCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCoupon,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mallKeys.all });
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });
}
