import { formatPrice, perTire as perTireSuffix } from '@tread/domain';
import { useTranslation } from 'react-i18next';

export interface PriceProps {
  /** Integer cents, as every amount in the API. */
  cents: number;
  /** Adds '/ea', for tires priced one by one. */
  perTire?: boolean;
  /** The price before a discount, shown struck through when higher. */
  wasCents?: number;
  className?: string;
}

/** An amount in dollars: 123450 → $1,234.50 (money helpers of @tread/domain). */
export function Price({ cents, perTire = false, wasCents, className }: PriceProps) {
  const { t } = useTranslation();
  const text = formatPrice(cents);
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price__now">{perTire ? perTireSuffix(text) : text}</span>
      {wasCents !== undefined && wasCents > cents && (
        <s className="price__was">
          <span className="visually-hidden">{t('price.was')} </span>
          {formatPrice(wasCents)}
        </s>
      )}
    </span>
  );
}
