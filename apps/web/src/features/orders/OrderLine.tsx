import type { OrderItem } from '@tread/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../ui/Price';
import './orders.css';

export interface OrderLineProps {
  item: OrderItem;
  withPrice?: boolean;
  /** What a page adds under the item, e.g. its after-sales state and buttons. */
  children?: ReactNode;
}

/** One item of an order: picture, name (brand first), size, quantity and (on the detail page) its price. */
export function OrderLine({ item, withPrice = false, children }: OrderLineProps) {
  const { t } = useTranslation();
  return (
    <li className="order-line">
      <img className="order-line__image" src={item.image} alt="" loading="lazy" width={64} height={64} />
      <span className="order-line__text">
        <span className="order-line__name">{item.prodName}</span>
        {item.displaySize && (
          <span className="order-line__meta">{t('orders.detail.size', { size: item.displaySize })}</span>
        )}
        <span className="order-line__meta">{t('orders.detail.quantity', { count: item.count })}</span>
      </span>
      {withPrice && <Price cents={item.price * item.count} className="order-line__price" />}
      {children}
    </li>
  );
}
