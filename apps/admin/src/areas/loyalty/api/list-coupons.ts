import { useQuery } from '@tanstack/react-query';
import type { AdminCouponsAnswer } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/coupons — the coupons a prize or a top-up may give, newest first. */
export const useCouponChoices = () =>
  useQuery({
    queryKey: ['promotions', 'coupons'],
    queryFn: ({ signal }) => call<AdminCouponsAnswer>('/admin/coupons', { signal }),
    select: (answer) => answer.list,
  });
