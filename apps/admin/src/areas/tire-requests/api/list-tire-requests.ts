import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTireRequestsAnswer, TireRequestStatus } from '@tread/domain';
import { call } from '../../../api/client';

export const tireRequestsKey = ['tire-requests'];

export const TIRE_REQUEST_PAGE_SIZE = 20;

/** GET /api/admin/tire-requests — a page of the requests, newest first, of one status or all. */
export const useTireRequests = (status: TireRequestStatus | undefined, current: number) =>
  useQuery({
    queryKey: [...tireRequestsKey, status ?? 'all', current],
    queryFn: ({ signal }) =>
      call<AdminTireRequestsAnswer>('/admin/tire-requests', {
        signal,
        query: { current, size: TIRE_REQUEST_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
