import Coins from 'lucide-react/icons/coins';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useInfiniteScroll } from '../../features/catalog/infinite-scroll';
import { usePointsRecordPages } from '../../features/points/api/points-records';
import { PointsRecordRow } from '../../features/points/PointsRecordRow';
import { PointsPath } from '../../features/points/paths';
import { Button, buttonClass } from '../../ui/Button';
import { List } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './integral-detail.css';

/** integral-detail (SPEC §2 Member/points): every change of the shopper's points, newest first, loaded as they scroll. */
export default function IntegralDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.integral-detail'));
  const { pages, records } = usePointsRecordPages();
  const loadingMore = pages.isFetchingNextPage;
  const hasMore = pages.hasNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void pages.fetchNextPage();
  }, hasMore && !loadingMore);

  let body: ReactNode;
  if (pages.isPending) body = <Skeleton height={320} radius={12} />;
  else if (pages.isError && records.length === 0)
    body = <SectionError onRetry={() => void pages.refetch()} />;
  else if (records.length === 0) {
    body = (
      <StatusView
        icon={<Coins size={40} />}
        title={t('points.noRecords')}
        text={t('points.noRecordsText')}
        action={
          <AppLink to={PointsPath.index} className={buttonClass('accent')}>
            {t('points.toCentre')}
          </AppLink>
        }
      />
    );
  } else {
    body = (
      <>
        <List label={t('points.recordsLabel')}>
          {records.map((record) => (
            <li key={record.id}>
              <PointsRecordRow record={record} />
            </li>
          ))}
        </List>
        {hasMore ? (
          <div ref={sentinel} key={records.length} className="integral-detail__more">
            {loadingMore ? (
              <span role="status" className="integral-detail__loading">
                <span className="spinner" aria-hidden="true" />
                {t('points.loadingMore')}
              </span>
            ) : (
              <Button variant="secondary" onClick={() => void pages.fetchNextPage()}>
                {t('points.showMore')}
              </Button>
            )}
          </div>
        ) : (
          <p className="integral-detail__end">{t('points.end')}</p>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.integral-detail')} />
      <div className="page integral-detail">{body}</div>
    </>
  );
}
