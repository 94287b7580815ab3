import { type BasketSummary, checkoutRefusal } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Price } from '../../../ui/Price';
import { showToast } from '../../../ui/toast';

export interface CheckoutBarProps {
  summary: BasketSummary;
  /** On the cart tab the bar sits above the tab bar. */
  asTab: boolean;
  onCheckout: () => void;
}

/**
 * The sticky bottom bar: the ticked lines' total and 'Checkout (n)'. Without a tick, or above 50 pieces,
 * the button looks off and a tap says why (SPEC §8, §9).
 */
export function CheckoutBar({ summary, asTab, onCheckout }: CheckoutBarProps) {
  const { t } = useTranslation();
  const refusal = checkoutRefusal(summary);
  const checkout = () => {
    if (refusal) showToast(refusal);
    else onCheckout();
  };
  return (
    <div className={`basket-bar${asTab ? ' basket-bar--above-tabs' : ''}`}>
      <p className="basket-bar__total">
        <span className="basket-bar__label">{t('cart.basket.total')}</span>
        <Price cents={summary.selectedTotal} />
      </p>
      <Button
        variant="accent"
        className={refusal ? 'basket-bar__button basket-bar__button--off' : 'basket-bar__button'}
        aria-disabled={refusal !== null || undefined}
        onClick={checkout}
      >
        {t('cart.basket.checkout', { count: summary.selectedCount })}
      </Button>
    </div>
  );
}
