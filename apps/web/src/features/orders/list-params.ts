import { ORDER_LIST_TABS, OrderDateFilter, type OrderListTab } from '@tread/domain';
import type { OrderListFilter } from './api/order-list';

/** The order list keeps its tab, date filter and search in the query, so coming back restores them. */
export const ListParam = { Tab: 'tab', Date: 'date', Keyword: 'q' } as const;

const isTab = (value: string | null): value is OrderListTab =>
  ORDER_LIST_TABS.some((tab) => tab.key === value);
const DATE_FILTERS: readonly string[] = Object.values(OrderDateFilter);
const isDateFilter = (value: string | null): value is OrderDateFilter =>
  value !== null && DATE_FILTERS.includes(value);

export function readListFilter(params: URLSearchParams): OrderListFilter {
  const tab = params.get(ListParam.Tab);
  const date = params.get(ListParam.Date);
  return {
    tab: isTab(tab) ? tab : 'all',
    dateFilter: isDateFilter(date) ? date : null,
    keyword: (params.get(ListParam.Keyword) ?? '').trim(),
  };
}

export function listFilterParams(filter: OrderListFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.tab !== 'all') params[ListParam.Tab] = filter.tab;
  if (filter.dateFilter) params[ListParam.Date] = filter.dateFilter;
  if (filter.keyword) params[ListParam.Keyword] = filter.keyword;
  return params;
}
