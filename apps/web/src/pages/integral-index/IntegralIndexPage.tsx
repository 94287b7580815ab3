import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import Hourglass from 'lucide-react/icons/hourglass';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useLatestPointsRecords } from '../../features/points/api/points-records';
import { usePointsSummary } from '../../features/points/api/points-summary';
import { PointsRecordRow } from '../../features/points/PointsRecordRow';
import { PointsPath } from '../../features/points/paths';
import { MallEntry } from '../../features/points-mall/MallEntry';
import { Section } from '../../ui/Card';
import { List } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { PointsBalanceCard } from './PointsBalanceCard';
import { SignInCard } from './SignInCard';
import './integral-index.css';

const LATEST_COUNT = 5;

const RULES = [
  { key: 'earn', Icon: ShoppingBag },
  { key: 'earnWhen', Icon: CalendarClock },
  { key: 'signIn', Icon: Coins },
  { key: 'expire', Icon: Hourglass },
] as const;

/** The balance and today's sign-in, from one read. */
function PointsHead() {
  const summary = usePointsSummary();
  if (summary.isPending) {
    return (
      <>
        <Skeleton height={176} radius={16} />
        <Skeleton height={228} radius={12} />
      </>
    );
  }
  if (summary.isError) return <SectionError onRetry={() => void summary.refetch()} />;
  return (
    <>
      <PointsBalanceCard summary={summary.data} />
      <SignInCard signIn={summary.data.signIn} />
    </>
  );
}

/** The way to the lucky wheel, where points buy spins. */
function WheelEntry() {
  const { t } = useTranslation();
  return (
    <AppLink to={PointsPath.raffle} className="wheel-entry">
      <span className="wheel-entry__icon" aria-hidden="true">
        <Gift size={24} />
      </span>
      <span className="wheel-entry__text">
        <span className="wheel-entry__title">{t('points.wheelEntry.title')}</span>
        <span className="wheel-entry__hint">{t('points.wheelEntry.text')}</span>
      </span>
      <ChevronRight size={22} aria-hidden="true" className="wheel-entry__chevron" />
    </AppLink>
  );
}

/** The newest changes of points, with the way to the whole history. */
function LatestRecords() {
  const { t } = useTranslation();
  const latest = useLatestPointsRecords(LATEST_COUNT);
  const records = latest.data?.records ?? [];
  let body: ReactNode;
  if (latest.isPending) body = <Skeleton height={160} radius={12} />;
  else if (latest.isError) body = <SectionError onRetry={() => void latest.refetch()} />;
  else if (records.length === 0) body = <p className="card muted">{t('points.noRecordsText')}</p>;
  else {
    body = (
      <List label={t('points.recordsTitle')}>
        {records.map((record) => (
          <li key={record.id}>
            <PointsRecordRow record={record} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <Section
      title={t('points.recordsTitle')}
      action={
        records.length > 0 && (
          <AppLink to={PointsPath.detail} className="link-button">
            {t('points.seeAll')}
          </AppLink>
        )
      }
    >
      {body}
    </Section>
  );
}

function PointsRules() {
  const { t } = useTranslation();
  return (
    <Section title={t('points.rulesTitle')}>
      <ul className="rule-list">
        {RULES.map(({ key, Icon }) => (
          <li key={key} className="rule-list__rule">
            <span className="rule-list__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            {t(`points.rules.${key}`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * integral-index (SPEC §2 Member/points): the points balance, the daily sign-in, the way to the lucky wheel, the
 * latest changes and the rules.
 */
export default function IntegralIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.integral-index'));
  return (
    <>
      <PageHeader title={t('routes.integral-index')} />
      <div className="page integral-index">
        <PointsHead />
        <MallEntry />
        <WheelEntry />
        <LatestRecords />
        <PointsRules />
      </div>
    </>
  );
}
