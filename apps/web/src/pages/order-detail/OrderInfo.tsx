import type { OrderDetail } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../features/orders/CopyButton';
import { Section } from '../../ui/Card';
import { formatDateTime } from '../../ui/format';

/** Order number (with copy), times, payment method, installation status and packages. */
export function OrderInfo({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('orders.detail.info')}>
      <dl className="card order-info">
        <div className="order-info__row">
          <dt>{t('orders.detail.orderNumber')}</dt>
          <dd className="order-info__number">
            {order.orderNumber}
            <CopyButton
              text={order.orderNumber}
              label={t('orders.detail.copy')}
              done={t('orders.detail.copied')}
            />
          </dd>
        </div>
        <div className="order-info__row">
          <dt>{t('orders.detail.placedAt')}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        {order.paidAt && (
          <div className="order-info__row">
            <dt>{t('orders.detail.paidAt')}</dt>
            <dd>{formatDateTime(order.paidAt)}</dd>
          </div>
        )}
        {order.paymentLabel && (
          <div className="order-info__row">
            <dt>{t('orders.detail.payment')}</dt>
            <dd>{order.paymentLabel}</dd>
          </div>
        )}
        {order.installStatusLabel && (
          <div className="order-info__row">
            <dt>{t('orders.detail.installStatus')}</dt>
            <dd>{order.installStatusLabel}</dd>
          </div>
        )}
        {order.shippedAt && (
          <div className="order-info__row">
            <dt>{t('orders.detail.shippedAt')}</dt>
            <dd>{formatDateTime(order.shippedAt)}</dd>
          </div>
        )}
        {order.completedAt && (
          <div className="order-info__row">
            <dt>{t('orders.detail.completedAt')}</dt>
            <dd>{formatDateTime(order.completedAt)}</dd>
          </div>
        )}
        {order.canceledAt && (
          <div className="order-info__row">
            <dt>{t('orders.detail.canceledAt')}</dt>
            <dd>{formatDateTime(order.canceledAt)}</dd>
          </div>
        )}
        {order.packages.map((pack, index) => (
          <div key={pack.packageId} className="order-info__row">
            <dt>{t('orders.detail.package', { index: index + 1 })}</dt>
            <dd>
              {t('orders.detail.packageLine', { carrier: pack.carrier, waybill: pack.waybill })}
              <span className="order-info__sub">{pack.stateLabel}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
