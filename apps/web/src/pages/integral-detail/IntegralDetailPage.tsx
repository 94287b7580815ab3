import Coins from 'lucide-react/icons/coins';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { usePointsRecordPages } from '../../features/points/api/points-records';
import { PointsRecordRow } from '../../features/points/PointsRecordRow';
import { PointsPath } from '../../features/points/paths';
import { buttonClass } from '../../ui/Button';
import { List } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { PagedList } from '../../ui/PagedList';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './integral-detail.css';

/** integral-detail (SPEC §2 Member/points): every change of the shopper's points, newest first, loaded as they scroll. */
export default function IntegralDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.integral-detail'));
  const { pages, records } = usePointsRecordPages();

  const body = (
    <PagedList
      query={pages}
      count={records.length}
      skeleton={<Skeleton height={320} radius={12} />}
      empty={
        <StatusView
          icon={<Coins size={40} />}
          title={t('points.noRecords')}
          text={t('points.noRecordsText')}
          action={
            <AppLink to={PointsPath.index} className={buttonClass('accent')}>
              {t('points.toCenter')}
            </AppLink>
          }
        />
      }
      labels={{ loadingMore: t('points.loadingMore'), showMore: t('points.showMore'), end: t('points.end') }}
    >
      <List label={t('points.recordsLabel')}>
        {records.map((record) => (
          <li key={record.id}>
            <PointsRecordRow record={record} />
          </li>
        ))}
      </List>
    </PagedList>
  );

  return (
    <>
      <PageHeader title={t('routes.integral-detail')} />
      <div className="page integral-detail">{body}</div>
    </>
  );
}
