import { formatPrice } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

export interface PlaceOrderBarProps {
  total: number | null;
  /** Why the order cannot be placed yet; null when it can. */
  problem: string | null;
  busy: boolean;
  /** A new summary is being priced. */
  waiting: boolean;
  onPlace: () => void;
}

/** The sticky bar: what it costs and 'Place order', or why it cannot be placed yet. */
export function PlaceOrderBar({ total, problem, busy, waiting, onPlace }: PlaceOrderBarProps) {
  const { t } = useTranslation();
  return (
    <div className="checkout-bar">
      {problem && (
        <p className="checkout-bar__problem" id="place-order-problem">
          {problem}
        </p>
      )}
      <div className="checkout-bar__row">
        <div className="checkout-bar__total">
          <span className="muted">{t('checkout.place.total')}</span>
          <strong>{total === null ? '—' : formatPrice(total)}</strong>
        </div>
        <Button
          variant="accent"
          className="checkout-bar__button"
          busy={busy}
          disabled={problem !== null || waiting}
          aria-describedby={problem ? 'place-order-problem' : undefined}
          onClick={onPlace}
        >
          {t('checkout.place.button')}
        </Button>
      </div>
    </div>
  );
}
