import { useQuery } from '@tanstack/react-query';
import type { AdminCouponsAnswer } from '@tread/domain';
import { call } from '../../../api/client';

export const couponsKey = ['promotions', 'coupons'] as const;

/** GET /api/admin/coupons — every coupon, newest first, with what it handed out and gave. */
export const useCoupons = () =>
  useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => call<AdminCouponsAnswer>('/admin/coupons', { signal }),
    select: (answer) => answer.list,
  });
