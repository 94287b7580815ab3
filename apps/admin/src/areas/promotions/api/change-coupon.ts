import { useMutation } from '@tanstack/react-query';
import type { AdminCouponRow, CouponEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { couponsKey } from './list-coupons';

/** PUT /api/admin/coupons/{id} — the coupon's terms, window, limits and what it covers. */
export const useChangeCoupon = (couponId: number) =>
  useMutation({
    mutationFn: (body: CouponEdit) =>
      call<AdminCouponRow>(`/admin/coupons/${couponId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
