import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useInfiniteScroll } from '../../features/catalog/infinite-scroll';
import { OrderPath } from '../../features/orders/paths';
import { useRefundPages } from '../../features/refunds/api/refund-list';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { RefundCard } from './RefundCard';
import './after-sales.css';

/** after-sales: the shopper's refund and return requests, newest first, loaded as they scroll (SPEC §2). */
export default function AfterSalesPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.after-sales'));
  const navigator = useNavigator();
  const { pages, refunds } = useRefundPages();
  const loadingMore = pages.isFetchingNextPage;
  const hasMore = pages.hasNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void pages.fetchNextPage();
  }, hasMore && !loadingMore);

  return (
    <>
      <PageHeader title={t('routes.after-sales')} />
      <div className="page after-sales">
        {pages.isPending ? (
          <div className="stack-list" aria-hidden="true">
            <Skeleton height={180} radius={12} />
            <Skeleton height={180} radius={12} />
          </div>
        ) : pages.isError && refunds.length === 0 ? (
          <SectionError onRetry={() => void pages.refetch()} />
        ) : refunds.length === 0 ? (
          <StatusView
            icon={<RotateCcw size={40} />}
            title={t('refunds.list.empty')}
            text={t('refunds.list.emptyText')}
            action={
              <Button variant="accent" onClick={() => void navigator.tap(OrderPath.list)}>
                {t('refunds.list.viewOrders')}
              </Button>
            }
          />
        ) : (
          <>
            <ul className="stack-list" aria-label={t('refunds.list.label')}>
              {refunds.map((request) => (
                <li key={request.refundNumber}>
                  <RefundCard request={request} />
                </li>
              ))}
            </ul>
            {hasMore ? (
              <div ref={sentinel} key={refunds.length} className="after-sales__more">
                {loadingMore ? (
                  <span role="status" className="after-sales__loading">
                    <span className="spinner" aria-hidden="true" />
                    {t('refunds.list.loadingMore')}
                  </span>
                ) : (
                  <Button variant="secondary" onClick={() => void pages.fetchNextPage()}>
                    {t('refunds.list.showMore')}
                  </Button>
                )}
              </div>
            ) : (
              <p className="after-sales__end">{t('refunds.list.end')}</p>
            )}
          </>
        )}
      </div>
    </>
  );
}
