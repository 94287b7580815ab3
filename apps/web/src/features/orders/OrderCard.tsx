import { type OrderCard as Order, OrderStatus } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';
import { OrderGroupLine } from '../group-buy/OrderGroupLine';
import { OrderActions } from './OrderActions';
import { OrderLine } from './OrderLine';
import { OrderTypeTag } from './OrderTypeTag';
import { PayCountdown } from './PayCountdown';
import { orderDetailPath } from './paths';
import './orders.css';

/** Items shown on a card before '+n more'. */
const LINES_SHOWN = 2;

/** One order of the list: number, date, status, items, total and the buttons of its status. */
export function OrderCard({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const { t } = useTranslation();
  const hidden = order.items.length - LINES_SHOWN;
  const title = t('orders.card.orderNumber', { number: order.orderNumber });

  return (
    <article className="order-card card" aria-label={title}>
      <AppLink to={orderDetailPath(order.orderNumber)} className="order-card__link">
        <span className="order-card__head">
          <span className="order-card__number">{title}</span>{' '}
          <span className={`order-status order-status--${order.status}`}>{order.statusLabel}</span>
        </span>{' '}
        <span className="order-card__date">
          <OrderTypeTag orderType={order.orderType} />
          {t('orders.card.placed', { date: formatDate(order.createdAt) })}
          {order.refundLabel && <span className="order-card__refund">{order.refundLabel}</span>}
        </span>
      </AppLink>
      {order.group && <OrderGroupLine group={order.group} />}
      <ul className="stack-list">
        {order.items.slice(0, LINES_SHOWN).map((item) => (
          <OrderLine key={item.itemId} item={item} />
        ))}
      </ul>
      {hidden > 0 && <p className="order-card__more">{t('orders.card.more', { count: hidden })}</p>}
      <div className="order-card__total">
        <span className="muted">{t('orders.card.items', { count: order.itemCount })}</span>
        <span>
          {t('orders.card.total')} <Price cents={order.total} />
        </span>
      </div>
      {order.status === OrderStatus.Unpaid && (
        <PayCountdown
          endsAt={Date.parse(order.payBefore)}
          onEnd={onExpired}
          className="order-card__countdown"
        />
      )}
      <OrderActions orderNumber={order.orderNumber} buttons={order.buttons} className="order-card__actions" />
    </article>
  );
}
