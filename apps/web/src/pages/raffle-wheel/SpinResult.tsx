import { RafflePrizeKind, type SpinAnswer } from '@tread/domain';
import Gift from 'lucide-react/icons/gift';
import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../features/points/format-points';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';

export interface SpinResultProps {
  result: SpinAnswer | null;
  /** Another spin is possible now (a free one, or points enough). */
  canSpinAgain: boolean;
  onSpinAgain: () => void;
  onClose: () => void;
}

/** What the spin won, once the wheel has stopped: the server's words, the balance now and the free spins left. */
export function SpinResult({ result, canSpinAgain, onSpinAgain, onClose }: SpinResultProps) {
  const { t } = useTranslation();
  const won = result !== null && result.kind !== RafflePrizeKind.Nothing;
  return (
    <Sheet
      open={result !== null}
      title={t('points.raffle.resultTitle')}
      onClose={onClose}
      footer={
        <div className="spin-result__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('points.raffle.done')}
          </Button>
          {canSpinAgain && (
            <Button variant="accent" onClick={onSpinAgain}>
              {t('points.raffle.spinAgain')}
            </Button>
          )}
        </div>
      }
    >
      {result && (
        <div className={`spin-result${won ? ' spin-result--won' : ''}`}>
          <span className="spin-result__icon" aria-hidden="true">
            {won ? <Gift size={36} /> : <Sparkles size={36} />}
          </span>
          <p className="spin-result__message" role="status">
            {result.message}
          </p>
          <p className="spin-result__balance">
            {t('points.raffle.balanceAfter', {
              count: result.balance,
              formatted: formatPoints(result.balance),
            })}
          </p>
          {result.freeSpins > 0 && (
            <p className="spin-result__free">{t('points.raffle.freeLeft', { count: result.freeSpins })}</p>
          )}
        </div>
      )}
    </Sheet>
  );
}
