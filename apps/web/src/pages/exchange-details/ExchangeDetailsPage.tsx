import ClipboardList from 'lucide-react/icons/clipboard-list';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useInfiniteScroll } from '../../features/catalog/infinite-scroll';
import { useExchangeRecordPages } from '../../features/points-mall/api/exchange-records';
import { MallPath } from '../../features/points-mall/paths';
import { Button, buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { ExchangeRow } from './ExchangeRow';
import './exchange-details.css';

/**
 * exchange-details (SPEC §2 Member/points): the shopper's exchanges in the points mall, newest first, loaded as
 * they scroll; a product's row leads to its order, a coupon's to My coupons.
 */
export default function ExchangeDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.exchange-details'));
  const { pages, records } = useExchangeRecordPages();
  const loadingMore = pages.isFetchingNextPage;
  const hasMore = pages.hasNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void pages.fetchNextPage();
  }, hasMore && !loadingMore);

  let body: ReactNode;
  if (pages.isPending) {
    body = (
      <div className="stack-list" aria-hidden="true">
        <Skeleton height={104} radius={12} />
        <Skeleton height={104} radius={12} />
        <Skeleton height={104} radius={12} />
      </div>
    );
  } else if (pages.isError && records.length === 0) {
    body = <SectionError onRetry={() => void pages.refetch()} />;
  } else if (records.length === 0) {
    body = (
      <StatusView
        icon={<ClipboardList size={40} />}
        title={t('pointsMall.exchanges.empty')}
        text={t('pointsMall.exchanges.emptyText')}
        action={
          <AppLink to={MallPath.list} className={buttonClass('accent')}>
            {t('pointsMall.exchanges.toMall')}
          </AppLink>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="exchange-list" aria-label={t('pointsMall.exchanges.listLabel')}>
          {records.map((record) => (
            <li key={record.number}>
              <ExchangeRow record={record} />
            </li>
          ))}
        </ul>
        {hasMore ? (
          <div ref={sentinel} key={records.length} className="exchange-details__more">
            {loadingMore ? (
              <span role="status" className="exchange-details__loading">
                <span className="spinner" aria-hidden="true" />
                {t('pointsMall.list.loadingMore')}
              </span>
            ) : (
              <Button variant="secondary" onClick={() => void pages.fetchNextPage()}>
                {t('pointsMall.list.showMore')}
              </Button>
            )}
          </div>
        ) : (
          <p className="exchange-details__end">{t('pointsMall.list.end')}</p>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.exchange-details')} />
      <div className="page exchange-details">{body}</div>
    </>
  );
}
