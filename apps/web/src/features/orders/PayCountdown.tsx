import Timer from 'lucide-react/icons/timer';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../../ui/countdown';
import './orders.css';

export interface PayCountdownProps {
  /** When the payment window closes, ms since epoch. */
  endsAt: number;
  /** Called once when the time is up, e.g. to reload the order. */
  onEnd?: () => void;
  className?: string;
}

/** The remaining time of an unpaid order's payment window (SPEC §4 'Unpaid orders'). */
export function PayCountdown({ endsAt, onEnd, className }: PayCountdownProps) {
  const { t } = useTranslation();
  const seconds = useCountdown(endsAt, onEnd);

  return (
    <span
      className={`pay-countdown ${className ?? ''}`}
      role="timer"
      aria-label={t('orders.countdown.label')}
    >
      <Timer size={16} aria-hidden="true" />
      {seconds > 0
        ? t('orders.countdown.payWithin', { time: formatCountdown(seconds) })
        : t('orders.countdown.expired')}
    </span>
  );
}
