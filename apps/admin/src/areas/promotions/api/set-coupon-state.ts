import { useMutation } from '@tanstack/react-query';
import type { AdminCouponRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import type { StateAction } from '../promotion-state';
import { couponsKey } from './list-coupons';

/** POST /api/admin/coupons/{id}/state — pause, resume or end (for good) a coupon. */
export const useSetCouponState = (couponId: number) =>
  useMutation({
    mutationFn: (action: StateAction) =>
      call<AdminCouponRow>(`/admin/coupons/${couponId}/state`, { method: 'POST', body: { action } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
