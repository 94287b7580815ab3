import { type Address, BusinessLine, type CheckoutGroupSummary, type DeliveryChoice } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { type DeliveryActions, DeliveryChooser } from '../../features/checkout/DeliveryChooser';
import { Price } from '../../ui/Price';
import { CouponRow } from './CouponRow';

export interface GroupCardProps {
  summary: CheckoutGroupSummary;
  choice: DeliveryChoice | undefined;
  address: Address | undefined;
  actions: DeliveryActions;
  /** Opens the group's coupon sheet; null where coupons do not apply (a flash sale or group buy). */
  onCoupons: (() => void) | null;
}

/** One order of the checkout ('Tires' or 'Parts & accessories'): its items, how they arrive and its coupons. */
export function GroupCard({ summary, choice, address, actions, onCoupons }: GroupCardProps) {
  const { t } = useTranslation();
  const titleId = `checkout-group-${summary.group}`;
  return (
    <section className="checkout-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-card__title">
        {t(`checkout.groups.${summary.group}`)}
      </h2>
      <ul className="checkout-items">
        {summary.items.map((item) => (
          <li key={item.skuId} className="checkout-item">
            <img
              className="checkout-item__image"
              src={item.image}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
            <div className="checkout-item__text">
              <span className="checkout-item__name">{item.prodName}</span>
              {item.displaySize && <span className="checkout-item__meta">{item.displaySize}</span>}
              <span className="checkout-item__meta">
                {t('checkout.item.qty', { count: item.count })} ·{' '}
                <Price cents={item.priceSettle} perTire={item.bizType === BusinessLine.Tire} />
              </span>
            </div>
            <Price className="checkout-item__total" cents={item.lineTotal} />
          </li>
        ))}
      </ul>
      <DeliveryChooser summary={summary} choice={choice} address={address} actions={actions} />
      {onCoupons && (
        <CouponRow
          promotions={summary.promotions}
          groupName={t(`checkout.groups.${summary.group}`)}
          onOpen={onCoupons}
        />
      )}
    </section>
  );
}
