import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type OrderDateFilter, type OrderListTab, orderPage } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { ordersQueryKey } from './keys';

export const ORDER_PAGE_SIZE = 10;

export interface OrderListFilter {
  tab: OrderListTab;
  dateFilter: OrderDateFilter | null;
  keyword: string;
}

/** GET /p/myOrder/list: one page of the shopper's orders. */
export const fetchOrderPage = (filter: OrderListFilter, current: number, signal?: AbortSignal) =>
  apiGet('/p/myOrder/list', {
    signal,
    schema: orderPage,
    query: {
      tab: filter.tab,
      dateFilter: filter.dateFilter,
      keyword: filter.keyword || undefined,
      current,
      size: ORDER_PAGE_SIZE,
    },
  });

/** The orders of a tab, page by page for infinite scroll. */
export function useOrderPages(filter: OrderListFilter) {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: [...ordersQueryKey, 'list', filter],
    queryFn: ({ pageParam, signal }) => fetchOrderPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
  return { pages, orders: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}
