import { useQuery } from '@tanstack/react-query';
import type { AdminFlashSalesAnswer } from '@tread/domain';
import { call } from '../../../api/client';

export const flashSalesKey = ['promotions', 'flash-sales'] as const;

/** How often a live list reads its counts again while it is open. */
export const LIVE_REFRESH_MS = 10_000;

/**
 * GET /api/admin/seckills — every flash sale, newest first, with today's sold and left and what it sold in
 * all. `live` (the list) reads it again every 10 s; an editor reads it once, so typing is never reset.
 */
export const useFlashSales = ({ live = false }: { live?: boolean } = {}) =>
  useQuery({
    queryKey: flashSalesKey,
    queryFn: ({ signal }) => call<AdminFlashSalesAnswer>('/admin/seckills', { signal }),
    select: (answer) => answer.list,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
