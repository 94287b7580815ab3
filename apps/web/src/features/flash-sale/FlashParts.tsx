import { type FlashSaleCard, type FlashSaleStatus, MINUTES_PER_DAY, minuteOfDay } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../ui/Countdown';
import { onDeviceClock } from '../../ui/countdown';
import { claimedPercent, clockLabel, flashDeadline } from './flash-rules';
import '../activities/deal.css';
import './flash-sale.css';

/** 'On now', 'Coming up', 'Sold out', 'Ended' or 'Closed'. */
export function FlashStatusBadge({ status }: { status: FlashSaleStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`deal-chip flash-status flash-status--${status}`}>
      {t(`flashSale.status.${status}`)}
    </span>
  );
}

export interface FlashCountdownProps {
  sale: Pick<FlashSaleCard, 'status' | 'opensAt' | 'closesAt'>;
  /** The server's time in the answer and when the device received it: the countdown follows the server's clock. */
  serverTime: string;
  receivedAt: number;
  /** At zero the sale has moved on (opened or closed): its state is read again. */
  onEnd: () => void;
}

/** 'Starts in 1:02:03' before the session, 'Ends in 12:03' during it; nothing once it cannot change today. */
export function FlashCountdown({ sale, serverTime, receivedAt, onEnd }: FlashCountdownProps) {
  const { t } = useTranslation();
  const deadline = flashDeadline(sale);
  if (!deadline) return null;
  const opens = deadline.kind === 'opens';
  return (
    <Countdown
      endsAt={onDeviceClock(deadline.at, serverTime, receivedAt)}
      text={(time) => (opens ? t('flashSale.startsIn', { time }) : t('flashSale.endsIn', { time }))}
      overText={opens ? t('flashSale.started') : t('flashSale.ended')}
      onEnd={onEnd}
      className="flash-countdown"
    />
  );
}

/** How much is left of today's flash stock: a bar of what is claimed and '12 left · 60% claimed'. */
export function FlashStockBar({ sale }: { sale: Pick<FlashSaleCard, 'sold' | 'stock' | 'left'> }) {
  const { t } = useTranslation();
  const percent = claimedPercent(sale);
  return (
    <span className="flash-stock">
      <span className="flash-stock__bar" aria-hidden="true">
        <span className="flash-stock__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="flash-stock__text">
        {t('flashSale.left', { count: sale.left })} · {t('flashSale.claimed', { percent })}
      </span>
    </span>
  );
}

/** 'Daily 12:00 PM – 2:00 PM PT': the session, every day of the sale ('All day' from midnight to midnight). */
export function FlashSession({ sale }: { sale: Pick<FlashSaleCard, 'sessionStart' | 'sessionEnd'> }) {
  const { t } = useTranslation();
  const allDay = minuteOfDay(sale.sessionStart) === 0 && minuteOfDay(sale.sessionEnd) === MINUTES_PER_DAY;
  return (
    <span className="flash-session">
      {allDay
        ? t('flashSale.allDay')
        : t('flashSale.session', { start: clockLabel(sale.sessionStart), end: clockLabel(sale.sessionEnd) })}
    </span>
  );
}
