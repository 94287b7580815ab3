import { useMutation } from '@tanstack/react-query';
import type { AdminCouponRow, CouponEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { couponsKey } from './list-coupons';

/** POST /api/admin/coupons — a new coupon, offered from its start. */
export const useCreateCoupon = () =>
  useMutation({
    mutationFn: (body: CouponEdit) => call<AdminCouponRow>('/admin/coupons', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
