import { useQuery } from '@tanstack/react-query';
import type { AdminRefundDetail } from '@tread/domain';
import { call } from '../../../api/client';
import { refundsKey } from './list-refunds';

export const refundKey = (refundNumber: string) => [...refundsKey, 'detail', refundNumber];

/** GET /api/admin/refunds/:refundNumber — the request with its item, photos, steps, deadlines and answer. */
export const useRefundDetail = (refundNumber: string) =>
  useQuery({
    queryKey: refundKey(refundNumber),
    queryFn: ({ signal }) =>
      call<AdminRefundDetail>(`/admin/refunds/${encodeURIComponent(refundNumber)}`, { signal }),
  });
