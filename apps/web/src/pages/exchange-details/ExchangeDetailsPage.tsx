import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useExchangeRecordPages } from '../../features/points-mall/api/exchange-records';
import { MallPath } from '../../features/points-mall/paths';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PagedList } from '../../ui/PagedList';
import { PageHeader } from '../../ui/PageHeader';
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

  const body = (
    <PagedList
      query={pages}
      count={records.length}
      skeleton={
        <div className="stack-list" aria-hidden="true">
          <Skeleton height={104} radius={12} />
          <Skeleton height={104} radius={12} />
          <Skeleton height={104} radius={12} />
        </div>
      }
      empty={
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
      }
      labels={{
        loadingMore: t('pointsMall.list.loadingMore'),
        showMore: t('pointsMall.list.showMore'),
        end: t('pointsMall.list.end'),
      }}
    >
      <ul className="exchange-list" aria-label={t('pointsMall.exchanges.listLabel')}>
        {records.map((record) => (
          <li key={record.number}>
            <ExchangeRow record={record} />
          </li>
        ))}
      </ul>
    </PagedList>
  );

  return (
    <>
      <PageHeader title={t('routes.exchange-details')} />
      <div className="page exchange-details">{body}</div>
    </>
  );
}
