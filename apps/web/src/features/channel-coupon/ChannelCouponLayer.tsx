import type { ChannelCouponAnswer, MyCoupon } from '@tread/domain';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/client';
import { findPage, isTabRoute } from '../../app/routes';
import { Button, buttonClass } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AppLink } from '../../ui/navigator';
import { showToast } from '../../ui/toast';
import { requestSignIn } from '../auth/expiry';
import { isSignedIn, useIsSignedIn } from '../auth/session-store';
import { CouponTicket } from '../coupons/CouponTicket';
import { CouponPath } from '../coupons/paths';
import { refusalText } from '../forms/server-errors';
import { useChannelCouponInfo } from './api/channel-coupon-info';
import { useClaimChannelCoupon } from './api/claim-channel-coupon';
import { bannerClosed, closeBanner, dropKey, keepKey, takeClaimOnArrival } from './channel-key';
import { bannerShown, claimStep, keyOutcome, qualifies } from './channel-rules';
import './channel-coupon.css';

type Popup = { kind: 'guide' } | { kind: 'claimed'; coupon: MyCoupon; message: string } | null;

interface LayerProps {
  channelKey: string;
  /** The key came with the link just opened (not only kept from an earlier visit). */
  fromLink: boolean;
}

function GuidePopup({
  info,
  busy,
  onClaim,
  onClose,
}: {
  info: ChannelCouponAnswer;
  busy: boolean;
  onClaim: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const received = info.hasReceivedCoupon;
  return (
    <Modal
      open
      title={t('activities.channel.guideTitle')}
      onClose={onClose}
      footer={
        <Button variant="accent" block busy={busy} onClick={onClaim}>
          {received
            ? t('activities.channel.gotIt')
            : info.appOnlyActivity
              ? t('activities.channel.claimInApp')
              : t('activities.channel.claim')}
        </Button>
      }
    >
      <div className="channel-popup">
        <p className="channel-popup__text">
          {received ? t('activities.channel.alreadyYours') : t('activities.channel.guideText')}
        </p>
        <CouponTicket coupon={info.coupon} />
      </div>
    </Modal>
  );
}

function ClaimedPopup({
  coupon,
  message,
  onClose,
}: {
  coupon: MyCoupon;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={message}
      onClose={onClose}
      footer={
        <div className="channel-popup__actions">
          <AppLink to={CouponPath.mine} className={buttonClass('secondary', true)}>
            {t('activities.channel.myCoupons')}
          </AppLink>
          <AppLink to={CouponPath.shop} className={buttonClass('accent', true)}>
            {t('activities.channel.useNow')}
          </AppLink>
        </div>
      }
    >
      <div className="channel-popup">
        <p className="channel-popup__text">{t('activities.channel.claimedText')}</p>
        <CouponTicket coupon={coupon} />
      </div>
    </Modal>
  );
}

/** The guide popup, the claimed popup and the bottom banner of one channel coupon key (SPEC §4). */
export default function ChannelCouponLayer({ channelKey, fromLink }: LayerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useIsSignedIn();
  const info = useChannelCouponInfo(channelKey);
  const claim = useClaimChannelCoupon();
  const [popup, setPopup] = useState<Popup>(null);
  const [dismissed, setDismissed] = useState(bannerClosed);
  const guideDecided = useRef(false);
  // A guest who tapped Claim signs in first; back here, the claim goes on.
  const claimAfterSignIn = useRef(false);

  const runClaim = useCallback(
    async (current: ChannelCouponAnswer) => {
      const step = claimStep(current, isSignedIn());
      if (step === 'sign-in') {
        claimAfterSignIn.current = true;
        setPopup(null);
        requestSignIn();
        return;
      }
      if (step === 'close') {
        setPopup(null);
        return;
      }
      if (step === 'open-app' && current.appLink) {
        window.location.assign(current.appLink);
        return;
      }
      try {
        const answer = await claim.mutateAsync(channelKey);
        setPopup({ kind: 'claimed', coupon: answer.coupon, message: answer.message });
      } catch (error) {
        setPopup(null);
        const refused = refusalText(error);
        if (refused) showToast(refused);
      }
    },
    [claim.mutateAsync, channelKey],
  );

  // Every answer decides whether the key is kept; the first one also whether the guide opens.
  useEffect(() => {
    if (info.isError) {
      // A key the server does not know is dropped; a failed call leaves it for the next visit.
      if (isApiError(info.error) && info.error.kind === 'http' && info.error.status < 500)
        dropKey(channelKey);
      return;
    }
    if (!info.data) return;
    const outcome = keyOutcome(info.data, fromLink);
    if (outcome.keep) keepKey(channelKey);
    else dropKey(channelKey);
    if (guideDecided.current) return;
    guideDecided.current = true;
    // Brought by a deep link, the claim is tried at once (SPEC §2); otherwise the guide offers it.
    if (outcome.keep && takeClaimOnArrival(channelKey)) void runClaim(info.data);
    else if (outcome.guide) setPopup({ kind: 'guide' });
  }, [info.data, info.isError, info.error, channelKey, fromLink, runClaim]);

  useEffect(() => {
    if (!claimAfterSignIn.current || !signedIn || !info.data || info.isFetching) return;
    claimAfterSignIn.current = false;
    if (qualifies(info.data)) void runClaim(info.data);
  }, [signedIn, info.data, info.isFetching, runClaim]);

  const data = info.data;
  if (!data) return null;
  const tabbed = isTabRoute(findPage(pathname));
  const banner = tabbed && bannerShown({ info: data, popupOpen: popup !== null, dismissed });

  return (
    <>
      {popup?.kind === 'guide' && (
        <GuidePopup
          info={data}
          busy={claim.isPending}
          onClaim={() => void runClaim(data)}
          onClose={() => setPopup(null)}
        />
      )}
      {popup?.kind === 'claimed' && (
        <ClaimedPopup coupon={popup.coupon} message={popup.message} onClose={() => setPopup(null)} />
      )}
      {banner && (
        <section className="channel-banner" aria-label={t('activities.channel.bannerLabel')}>
          <span className="channel-banner__icon" aria-hidden="true">
            <TicketPercent size={22} />
          </span>
          <span className="channel-banner__text">
            <span className="channel-banner__title">{data.coupon.title}</span>
            <span className="channel-banner__condition">{data.coupon.condition}</span>
          </span>
          {data.hasReceivedCoupon ? (
            <AppLink to={CouponPath.shop} className="channel-banner__action">
              {t('activities.channel.useNow')}
            </AppLink>
          ) : (
            <button
              type="button"
              className="channel-banner__action"
              disabled={claim.isPending}
              onClick={() => void runClaim(data)}
            >
              {data.appOnlyActivity ? t('activities.channel.claimInApp') : t('activities.channel.claim')}
            </button>
          )}
          <button
            type="button"
            className="icon-button channel-banner__close"
            aria-label={t('activities.channel.closeBanner')}
            onClick={() => {
              closeBanner();
              setDismissed(true);
            }}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </section>
      )}
    </>
  );
}
