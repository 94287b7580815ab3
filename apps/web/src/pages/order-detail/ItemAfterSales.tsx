import type { OrderDetail, OrderDetailItem } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { chooseRefundWayPath, refundDetailPath } from '../../features/refunds/paths';
import { buttonClass } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { AppLink } from '../../ui/navigator';

/** An item's latest refund request (to its detail) and the Refund button while units can still be refunded. */
export function ItemAfterSales({ orderNumber, item }: { orderNumber: string; item: OrderDetailItem }) {
  const { t } = useTranslation();
  if (!item.refund && item.refundableCount === 0) return null;
  return (
    <div className="item-after-sales">
      {item.refund && (
        <AppLink to={refundDetailPath(item.refund.refundNumber)} className="item-after-sales__status">
          {item.refund.statusText}
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      )}
      {item.refundableCount > 0 && (
        <AppLink
          to={chooseRefundWayPath(orderNumber, item.itemId)}
          className={buttonClass('secondary', false, 'item-after-sales__refund')}
          aria-label={t('refunds.orderItem.refundItem', { name: item.prodName })}
        >
          {t('refunds.orderItem.refund')}
        </AppLink>
      )}
    </div>
  );
}

/** Until when refunds can be asked for, once the order is received (SPEC §9: 30 days). */
export function ReturnWindowNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.returnWindowEndsAt || order.items.every((item) => item.refundableCount === 0)) return null;
  return (
    <p className="item-after-sales__window">
      {t('refunds.orderItem.returnWindow', { date: formatDate(order.returnWindowEndsAt) })}
    </p>
  );
}
