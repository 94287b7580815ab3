import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OrderDateFilter,
  type OrderListTab,
  orderDetail,
  orderLogistics,
  orderPage,
} from '@tread/domain';
import { apiGet, apiPost } from '../../api/client';
import { USER_QUERY_KEY } from '../auth/session-events';
import { useIsSignedIn } from '../auth/session-store';

export const ordersQueryKey = [...USER_QUERY_KEY, 'orders'] as const;
export const ORDER_PAGE_SIZE = 10;

export interface OrderListFilter {
  tab: OrderListTab;
  dateFilter: OrderDateFilter | null;
  keyword: string;
}

/** GET /p/myOrder/list, page by page for infinite scroll. */
export function useOrderPages(filter: OrderListFilter) {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: [...ordersQueryKey, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      apiGet('/p/myOrder/list', {
        signal,
        schema: orderPage,
        query: {
          tab: filter.tab,
          dateFilter: filter.dateFilter,
          keyword: filter.keyword || undefined,
          current: pageParam,
          size: ORDER_PAGE_SIZE,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
  return { pages, orders: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}

/** GET /p/myOrder/detail?orderNumber=. */
export function useOrderDetail(orderNumber: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...ordersQueryKey, 'detail', orderNumber],
    queryFn: ({ signal }) =>
      apiGet('/p/myOrder/detail', { signal, schema: orderDetail, query: { orderNumber }, quiet400: true }),
    enabled: signedIn && orderNumber !== null,
  });
}

/** GET /p/myOrder/logistics?orderNumber=; an order not shipped yet answers 'No logistics information'. */
export function useOrderLogistics(orderNumber: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...ordersQueryKey, 'logistics', orderNumber],
    queryFn: ({ signal }) =>
      apiGet('/p/myOrder/logistics', {
        signal,
        schema: orderLogistics,
        query: { orderNumber },
        quiet400: true,
      }),
    enabled: signedIn && orderNumber !== null,
    retry: false,
  });
}

/** POST /p/myOrder/cancel: an unpaid order; answers the order as it is now. */
export const cancelOrder = (orderNumber: string) =>
  apiPost('/p/myOrder/cancel', { orderNumber }, { schema: orderDetail });

/** POST /p/myOrder/confirmReceipt: a shipped order; answers the order as it is now. */
export const confirmReceipt = (orderNumber: string) =>
  apiPost('/p/myOrder/confirmReceipt', { orderNumber }, { schema: orderDetail });

/** Every order query afresh, after an order changed. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ordersQueryKey });
}
