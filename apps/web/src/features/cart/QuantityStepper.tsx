import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  /** The most the shopper may ask for; asking for more says `maxMessage`. */
  max: number;
  maxMessage: string;
  onChange: (count: number) => void;
  /** Names the group, e.g. 'Quantity of Michelin Premier A/S'. */
  label: string;
  disabled?: boolean;
  size?: 'small' | 'large';
}

/** − count +, from 1 to `max`; a tap past the top tells why instead of doing nothing. */
export function QuantityStepper({
  value,
  max,
  maxMessage,
  onChange,
  label,
  disabled = false,
  size = 'small',
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const atMax = value >= max;
  const increase = () => {
    if (atMax) showToast(maxMessage);
    else onChange(value + 1);
  };
  return (
    <fieldset className={`stepper stepper--${size}`} aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.stepper.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={`stepper__button${atMax ? ' stepper__button--at-max' : ''}`}
        aria-label={t('cart.stepper.increase')}
        aria-disabled={atMax || undefined}
        disabled={disabled}
        onClick={increase}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </fieldset>
  );
}
