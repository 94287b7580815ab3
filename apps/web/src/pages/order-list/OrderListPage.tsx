import ClipboardList from 'lucide-react/icons/clipboard-list';
import SearchX from 'lucide-react/icons/search-x';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useInfiniteScroll } from '../../features/catalog/infinite-scroll';
import { type OrderListFilter, useOrderPages } from '../../features/orders/api/order-list';
import { listFilterParams, readListFilter } from '../../features/orders/list-params';
import { OrderCard } from '../../features/orders/OrderCard';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { OrderFilters } from './OrderFilters';
import './order-list.css';

/** order-list: the shopper's orders by status tab and date, searchable, loaded as they scroll (SPEC §2). */
export default function OrderListPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.order-list'));
  const navigator = useNavigator();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const filter = readListFilter(params);
  const { pages, orders } = useOrderPages(filter);
  const loadingMore = pages.isFetchingNextPage;
  const hasMore = pages.hasNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void pages.fetchNextPage();
  }, hasMore && !loadingMore);

  const change = (next: OrderListFilter) =>
    setParams(listFilterParams(next), { replace: true, preventScrollReset: true });

  const empty = filter.keyword ? (
    <StatusView
      icon={<SearchX size={40} />}
      title={t('orders.list.noMatch', { query: filter.keyword })}
      text={t('orders.list.noMatchText')}
    />
  ) : (
    <StatusView
      icon={<ClipboardList size={40} />}
      title={t(`orders.list.empty.${filter.tab}`)}
      text={t(filter.tab === 'return' ? 'orders.list.emptyReturnText' : 'orders.list.emptyText')}
      action={
        <Button variant="accent" onClick={() => void navigator.tap('/pages/tires/tires')}>
          {t('orders.list.startShopping')}
        </Button>
      }
    />
  );

  return (
    <>
      <PageHeader title={t('routes.order-list')} />
      <div className="page order-list">
        <OrderFilters filter={filter} onChange={change} panelId={panelId} />
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${panelId}-${filter.tab}`}
          className="order-list__panel"
        >
          {pages.isPending ? (
            <div className="stack-list" aria-hidden="true">
              <Skeleton height={220} radius={12} />
              <Skeleton height={220} radius={12} />
            </div>
          ) : pages.isError && orders.length === 0 ? (
            <SectionError onRetry={() => void pages.refetch()} />
          ) : orders.length === 0 ? (
            empty
          ) : (
            <>
              <ul
                className="stack-list"
                aria-label={t('orders.list.label')}
                aria-busy={pages.isPlaceholderData}
              >
                {orders.map((order) => (
                  <li key={order.orderNumber}>
                    <OrderCard order={order} onExpired={() => void pages.refetch()} />
                  </li>
                ))}
              </ul>
              {hasMore && (
                <div ref={sentinel} key={orders.length} className="order-list__more">
                  {loadingMore ? (
                    <span role="status" className="order-list__loading">
                      <span className="spinner" aria-hidden="true" />
                      {t('orders.list.loadingMore')}
                    </span>
                  ) : (
                    <Button variant="secondary" onClick={() => void pages.fetchNextPage()}>
                      {t('orders.list.showMore')}
                    </Button>
                  )}
                </div>
              )}
              {!hasMore && <p className="order-list__end">{t('orders.list.end')}</p>}
            </>
          )}
        </div>
      </div>
    </>
  );
}
