import { type ActivityFace, ActivityType, formatLaDate, TAB_ROUTES, TabIndex } from '@tread/domain';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import PackageSearch from 'lucide-react/icons/package-search';
import TimerOff from 'lucide-react/icons/timer-off';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { ActivityTimeLeft } from '../../features/activities/ActivityTimeLeft';
import { useActivityDetail } from '../../features/activities/api/activity-detail';
import { ProductList, ProductListSkeleton } from '../../features/catalog/ProductList';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './discount-detail.css';

/** The activity named by `activityId`; null when the query names none. */
function readActivityId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ActivityHeader({ activity }: { activity: ActivityFace }) {
  const { t } = useTranslation();
  const rebate = activity.activityType === ActivityType.Rebate;
  return (
    <header className={`deal-head${rebate ? ' deal-head--rebate' : ''}`}>
      <p className="deal-head__label">{activity.label}</p>
      <h2 className="deal-head__name">{activity.name}</h2>
      {activity.description && <p className="deal-head__text">{activity.description}</p>}
      {rebate && <p className="deal-head__text">{t('activities.detail.rebateNote')}</p>}
      <p className="deal-head__when">
        <span className="deal-head__ends">
          <CalendarClock size={16} aria-hidden="true" />
          {t('activities.detail.ends', { date: formatLaDate(new Date(activity.endsAt)) })}
        </span>
        <ActivityTimeLeft endsAt={activity.endsAt} nearOnly />
      </p>
    </header>
  );
}

/** The spec's words for a promotion that is over, with the way home. */
function Ended() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<TimerOff size={40} />}
      title={t('activities.detail.ended')}
      action={
        <AppLink to={TAB_ROUTES[TabIndex.Home]} className={buttonClass('accent')}>
          {t('activities.detail.home')}
        </AppLink>
      }
    />
  );
}

/** discount-detail (SPEC §2 Activities; query activityId): one running activity and the products it covers. */
export default function DiscountDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.discount-detail'));
  const [params] = useSearchParams();
  const activityId = readActivityId(params.get('activityId'));
  const { pages, first, cards } = useActivityDetail(activityId);

  let body: ReactNode;
  // A refusal (ended, paused, never was) reads the same to a shopper; trouble reaching the server offers a retry.
  const refused = isApiError(pages.error) && pages.error.kind === 'http' && pages.error.status < 500;
  if (activityId === null || (pages.isError && !first && refused)) {
    body = <Ended />;
  } else if (pages.isError && !first) {
    body = <SectionError onRetry={() => void pages.refetch()} />;
  } else if (!first) {
    body = (
      <>
        <Skeleton height={148} radius={12} />
        <ProductListSkeleton count={3} />
      </>
    );
  } else {
    const total = first.products.total;
    body = (
      <>
        <ActivityHeader activity={first.activity} />
        <section className="deal-products" aria-labelledby="deal-products-title">
          <div className="deal-products__head">
            <h2 id="deal-products-title" className="deal-products__title">
              {t('activities.detail.productsTitle')}
            </h2>
            <span className="list-count">{t('activities.detail.count', { count: total })}</span>
          </div>
          <ProductList
            cards={cards}
            hasMore={Boolean(pages.hasNextPage)}
            loadingMore={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
            label={t('activities.detail.count', { count: total })}
            empty={
              <StatusView icon={<PackageSearch size={40} />} title={t('activities.detail.emptyProducts')} />
            }
          />
        </section>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.discount-detail')} />
      <div className="page deal">{body}</div>
    </>
  );
}
