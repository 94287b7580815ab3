import { useTranslation } from 'react-i18next';
import { Price } from '../../ui/Price';
import { type PriceFields, priceView } from './price-view';

export interface CardPriceProps {
  fields: PriceFields;
  /** Tires are priced one by one: '/ea'. */
  isTire: boolean;
  size?: 'small' | 'large';
}

/** A price as a shopper may see it: '$223.99/ea' with the list price struck through, or the MAP note. */
export function CardPrice({ fields, isTire, size = 'small' }: CardPriceProps) {
  const { t } = useTranslation();
  const view = priceView(fields);
  if (view.kind === 'map') {
    return (
      <span className={`card-price card-price--map card-price--${size}`}>{t('catalog.price.seeInCart')}</span>
    );
  }
  return (
    <Price
      className={`card-price card-price--${size}`}
      cents={view.cents}
      perTire={isTire}
      wasCents={view.wasCents ?? undefined}
    />
  );
}
