import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRefundPage, RefundStatus } from '@tread/domain';
import { call } from '../../../api/client';

export const refundsKey = ['refunds'] as const;

export type RefundListQuery = { status: RefundStatus | undefined; current: number; size: number };

/** GET /api/admin/refunds?status=&current=&size= — the requests in one status (or all), newest first. */
export const useRefunds = (query: RefundListQuery) =>
  useQuery({
    queryKey: [...refundsKey, 'list', query],
    queryFn: ({ signal }) => call<AdminRefundPage>('/admin/refunds', { query, signal }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
