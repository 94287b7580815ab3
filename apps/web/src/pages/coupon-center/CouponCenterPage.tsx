import type { CouponCenterItem } from '@tread/domain';
import Ticket from 'lucide-react/icons/ticket';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { requestSignIn } from '../../features/auth/expiry';
import { useIsSignedIn } from '../../features/auth/session-store';
import { useClaimCoupon } from '../../features/coupons/api/claim-coupon';
import { useCouponCenter } from '../../features/coupons/api/coupon-center';
import { CouponCountdown } from '../../features/coupons/CouponCountdown';
import { CouponTicket } from '../../features/coupons/CouponTicket';
import { endsWithinDay } from '../../features/coupons/coupon-time';
import { CouponPath } from '../../features/coupons/paths';
import { refusalText } from '../../features/forms/server-errors';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { showToast } from '../../ui/toast';

/** At or below this many left, the count is shown in the 'few left' color. */
const FEW_LEFT = 10;

function ClaimAction({ item }: { item: CouponCenterItem }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const claim = useClaimCoupon();

  if (item.claimState === 'claimed') {
    return (
      <AppLink to={CouponPath.shop} className="coupon-action coupon-action--outline">
        {t('coupons.center.useNow')}
      </AppLink>
    );
  }
  if (item.claimState === 'none_left') {
    return (
      <button type="button" className="coupon-action" disabled>
        {t('coupons.center.noneLeft')}
      </button>
    );
  }
  const onClaim = async () => {
    // A guest signs in first and comes back here (SPEC §4 'Channel coupon flow': claim needs login).
    if (!signedIn) return requestSignIn();
    try {
      const answer = await claim.mutateAsync(item.couponId);
      showToast(answer.message);
    } catch (error) {
      const refused = refusalText(error);
      if (refused) showToast(refused);
    }
  };
  return (
    <button
      type="button"
      className="coupon-action"
      aria-label={t('coupons.center.claimNamed', { title: item.title })}
      aria-busy={claim.isPending || undefined}
      disabled={claim.isPending}
      onClick={() => void onClaim()}
    >
      {claim.isPending ? <span className="spinner" aria-hidden="true" /> : t('coupons.center.claim')}
    </button>
  );
}

function CenterTicket({ item, onEnd }: { item: CouponCenterItem; onEnd: () => void }) {
  const { t } = useTranslation();
  const left = item.remaining;
  return (
    <CouponTicket
      coupon={item}
      muted={item.claimState === 'none_left'}
      when={
        endsWithinDay(item.validTo, Date.now()) ? (
          <CouponCountdown validTo={item.validTo} onEnd={onEnd} />
        ) : undefined
      }
      badges={
        <>
          {item.claimedByMe > 0 && <span className="coupon-badge">{t('coupons.center.claimed')}</span>}
          {left !== null && item.claimState !== 'none_left' && (
            <span className={`coupon-badge${left <= FEW_LEFT ? ' coupon-badge--low' : ''}`}>
              {t('coupons.ticket.remaining', { count: left })}
            </span>
          )}
        </>
      }
      action={<ClaimAction item={item} />}
    />
  );
}

/** coupon-center (SPEC §2 Activities): the coupons on offer, each claimed with one tap. */
export default function CouponCenterPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.coupon-center'));
  const signedIn = useIsSignedIn();
  const center = useCouponCenter();

  let body: ReactNode;
  if (center.isPending) {
    body = (
      <div className="stack-list" aria-hidden="true">
        <Skeleton height={112} radius={12} />
        <Skeleton height={112} radius={12} />
        <Skeleton height={112} radius={12} />
      </div>
    );
  } else if (center.isError) {
    body = <SectionError onRetry={() => void center.refetch()} />;
  } else if (center.data.list.length === 0) {
    body = (
      <StatusView
        icon={<TicketPercent size={40} />}
        title={t('coupons.center.empty')}
        text={t('coupons.center.emptyText')}
      />
    );
  } else {
    body = (
      <ul className="stack-list" aria-label={t('routes.coupon-center')}>
        {center.data.list.map((item) => (
          <li key={item.couponId}>
            <CenterTicket item={item} onEnd={() => void center.refetch()} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={t('routes.coupon-center')}
        action={
          signedIn && (
            <AppLink to={CouponPath.mine} className="icon-button" aria-label={t('coupons.center.myCoupons')}>
              <Ticket size={24} aria-hidden="true" />
            </AppLink>
          )
        }
      />
      <div className="page coupon-page">
        <p className="coupon-page__intro">{t('coupons.center.intro')}</p>
        {body}
      </div>
    </>
  );
}
