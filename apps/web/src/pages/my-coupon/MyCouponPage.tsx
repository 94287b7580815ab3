import { useQueryClient } from '@tanstack/react-query';
import { CouponStatus, type MyCoupon } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import KeyRound from 'lucide-react/icons/key-round';
import Ticket from 'lucide-react/icons/ticket';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { couponKeys } from '../../features/coupons/api/keys';
import { useMyCoupons } from '../../features/coupons/api/my-coupons';
import { CouponCountdown } from '../../features/coupons/CouponCountdown';
import { CouponTicket } from '../../features/coupons/CouponTicket';
import { endsWithinDay } from '../../features/coupons/coupon-time';
import { CouponPath } from '../../features/coupons/paths';
import { orderDetailPath } from '../../features/orders/paths';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './my-coupon.css';

const TABS = Object.values(CouponStatus);

function readStatus(value: string | null): CouponStatus {
  return TABS.find((status) => status === value) ?? CouponStatus.Unused;
}

function MyCouponTicket({ coupon, onExpired }: { coupon: MyCoupon; onExpired: () => void }) {
  const { t } = useTranslation();
  const unused = coupon.status === CouponStatus.Unused;
  let when: ReactNode;
  if (coupon.status === CouponStatus.Used && coupon.orderNumber) {
    when = (
      <AppLink to={orderDetailPath(coupon.orderNumber)} className="my-coupon__order">
        {t('coupons.ticket.usedOn', { orderNumber: coupon.orderNumber })}
      </AppLink>
    );
  } else if (unused && endsWithinDay(coupon.validTo, Date.now())) {
    when = <CouponCountdown validTo={coupon.validTo} onEnd={onExpired} />;
  }
  return (
    <CouponTicket
      coupon={coupon}
      muted={!unused}
      when={when}
      badges={coupon.byCode && <span className="coupon-badge">{t('coupons.ticket.byCode')}</span>}
      action={
        unused && (
          <AppLink to={CouponPath.shop} className="coupon-action coupon-action--outline">
            {t('coupons.mine.useNow')}
          </AppLink>
        )
      }
    />
  );
}

/** my-coupon (SPEC §2, §4 'Coupon states'): the shopper's coupons by state, the ones ending today counting down. */
export default function MyCouponPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.my-coupon'));
  const tabsId = useId();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const coupons = useMyCoupons(status);
  const counts = coupons.data?.counts;
  // A coupon that just ran out moves to Expired: every tab and its count are read again.
  const onExpired = () => void queryClient.invalidateQueries({ queryKey: couponKeys.all });

  let body: ReactNode;
  if (coupons.isPending) {
    body = (
      <div className="stack-list" aria-hidden="true">
        <Skeleton height={112} radius={12} />
        <Skeleton height={112} radius={12} />
      </div>
    );
  } else if (coupons.isError && !coupons.data) {
    body = <SectionError onRetry={() => void coupons.refetch()} />;
  } else if (coupons.data.list.length === 0) {
    body = (
      <StatusView
        icon={<Ticket size={40} />}
        title={t(`coupons.mine.empty.${status}`)}
        text={t('coupons.mine.emptyText')}
        action={
          <AppLink to={CouponPath.center} className={buttonClass('accent')}>
            {t('coupons.mine.toCenter')}
          </AppLink>
        }
      />
    );
  } else {
    body = (
      <ul className="stack-list" aria-busy={coupons.isPlaceholderData || undefined}>
        {coupons.data.list.map((coupon) => (
          <li key={coupon.userCouponId}>
            <MyCouponTicket coupon={coupon} onExpired={onExpired} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={t('routes.my-coupon')}
        action={
          <AppLink to={CouponPath.center} className="icon-button" aria-label={t('routes.coupon-center')}>
            <TicketPercent size={24} aria-hidden="true" />
          </AppLink>
        }
      />
      <div className="page coupon-page my-coupon">
        <div className="my-coupon__tabs" role="tablist" aria-label={t('coupons.mine.tabsLabel')}>
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${tabsId}-${tab}`}
              aria-controls={`${tabsId}-panel`}
              aria-selected={tab === status}
              className="my-coupon__tab"
              onClick={() => setParams({ status: tab }, { replace: true, preventScrollReset: true })}
            >
              {counts
                ? t(`coupons.mine.tab.${tab}`, { count: counts[tab] })
                : t(`coupons.mine.tabPlain.${tab}`)}
            </button>
          ))}
        </div>
        <AppLink to={CouponPath.voucherCode} className="my-coupon__code">
          <KeyRound size={20} aria-hidden="true" />
          <span className="my-coupon__code-text">{t('coupons.mine.haveCode')}</span>
          <span className="my-coupon__code-hint">{t('coupons.mine.enterCode')}</span>
          <ChevronRight size={20} aria-hidden="true" />
        </AppLink>
        <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${status}`}>
          {body}
        </div>
      </div>
    </>
  );
}
