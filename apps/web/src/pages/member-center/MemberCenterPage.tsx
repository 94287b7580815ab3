import type { MemberCenter } from '@tread/domain';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Wallet from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useMemberCenter } from '../../features/member/api/member-center';
import { WalletPath } from '../../features/wallet/paths';
import { Section } from '../../ui/Card';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { GrowthRecords } from './GrowthRecords';
import { LevelCard } from './LevelCard';
import { LevelLadder } from './LevelLadder';
import { PlusCard } from './PlusCard';
import './member-center.css';

function Privileges({ level }: { level: MemberCenter['level'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('member.privilegesTitle', { name: level.name })}>
      {level.privileges.length > 0 ? (
        <ul className="rule-list">
          {level.privileges.map((privilege) => (
            <li key={privilege} className="rule-list__rule">
              <span className="rule-list__icon rule-list__icon--check member-rules__icon" aria-hidden="true">
                <CircleCheck size={20} />
              </span>
              {privilege}
            </li>
          ))}
        </ul>
      ) : (
        <p className="card muted">{t('member.noPrivileges')}</p>
      )}
    </Section>
  );
}

function EarnGrowth({ growthPerDollar }: { growthPerDollar: number }) {
  const { t } = useTranslation();
  return (
    <Section title={t('member.earnTitle')}>
      <ul className="rule-list">
        <li className="rule-list__rule">
          <span className="rule-list__icon member-rules__icon" aria-hidden="true">
            <ShoppingBag size={20} />
          </span>
          {t('member.earn.orders', { count: growthPerDollar })}
        </li>
        <li className="rule-list__rule">
          <span className="rule-list__icon member-rules__icon" aria-hidden="true">
            <CalendarCheck size={20} />
          </span>
          {t('member.earn.when')}
        </li>
        <li className="rule-list__rule">
          <span className="rule-list__icon member-rules__icon" aria-hidden="true">
            <Wallet size={20} />
          </span>
          <span className="member-rules__text">
            {t('member.earn.topUps')}{' '}
            <AppLink to={WalletPath.recharge} className="member-rules__link">
              {t('member.earn.topUpLink')}
            </AppLink>
          </span>
        </li>
      </ul>
    </Section>
  );
}

/**
 * member-center and member-index (SPEC §2 Member/points, §3 'Member'): the shopper's level and growth, how far
 * the next level is, the level's privileges, every level, how growth is earned, the latest growth, and Tread Plus.
 */
export default function MemberCenterPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.member-center'));
  const center = useMemberCenter();
  let body: ReactNode;
  if (center.isPending) {
    body = (
      <>
        <Skeleton height={212} radius={16} />
        <Skeleton height={76} radius={12} />
        <Skeleton height={160} radius={12} />
      </>
    );
  } else if (center.isError) body = <SectionError onRetry={() => void center.refetch()} />;
  else {
    body = (
      <>
        <LevelCard center={center.data} />
        <PlusCard vip={center.data.vip} />
        <Privileges level={center.data.level} />
        <LevelLadder center={center.data} />
        <EarnGrowth growthPerDollar={center.data.growthPerDollar} />
        <GrowthRecords />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('routes.member-center')} />
      <div className="page member-center">{body}</div>
    </>
  );
}
