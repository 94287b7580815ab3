import Timer from 'lucide-react/icons/timer';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../ui/countdown';
import { formatClock } from './coupon-time';

export interface CouponCountdownProps {
  /** ISO time the coupon ends. */
  validTo: string;
  /** Called once when the time is up, e.g. to read the coupons again. */
  onEnd?: () => void;
}

/** 'Ends in hh:mm:ss' for a coupon ending within a day; at zero it says the coupon has expired (SPEC §4). */
export function CouponCountdown({ validTo, onEnd }: CouponCountdownProps) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(Date.parse(validTo)) ?? 0;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (seconds === 0) onEndRef.current?.();
  }, [seconds]);

  if (seconds === 0) {
    return <span className="coupon-countdown coupon-countdown--over">{t('coupons.ticket.expiredNow')}</span>;
  }
  return (
    <span className="coupon-countdown" role="timer" aria-label={t('coupons.ticket.countdownLabel')}>
      <Timer size={14} aria-hidden="true" />
      {t('coupons.ticket.endsIn', { time: formatClock(seconds) })}
    </span>
  );
}
