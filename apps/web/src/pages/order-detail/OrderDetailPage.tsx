import {
  formatPrice,
  GroupState,
  OrderButton,
  type OrderDetail,
  OrderStatus,
  OrderType,
} from '@tread/domain';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { ChatEntry } from '../../features/chat/ChatEntry';
import { OrderGroupLine } from '../../features/group-buy/OrderGroupLine';
import { ShareGroupButton } from '../../features/group-buy/ShareGroupButton';
import { useOrderDetail } from '../../features/orders/api/order-detail';
import { OrderActions } from '../../features/orders/OrderActions';
import { OrderLine } from '../../features/orders/OrderLine';
import { OrderTypeTag } from '../../features/orders/OrderTypeTag';
import { PayCountdown } from '../../features/orders/PayCountdown';
import { OrderPath } from '../../features/orders/paths';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { formatDate } from '../../ui/format';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { AppointmentBlock } from './AppointmentBlock';
import { DeliveryBlock } from './DeliveryBlock';
import { ItemAfterSales, ReturnWindowNote } from './ItemAfterSales';
import { MoneyLines } from './MoneyLines';
import { OrderInfo } from './OrderInfo';
import './order-detail.css';

/** The status, what it means next, and the countdown of an unpaid order. */
function StatusHeader({
  order,
  fetchedAt,
  onExpired,
}: {
  order: OrderDetail;
  fetchedAt: number;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const note =
    order.status === OrderStatus.Canceled && order.cancelReason
      ? t(`orders.detail.canceled.${order.cancelReason}`)
      : order.status === OrderStatus.Shipped && order.autoConfirmAt
        ? t('orders.detail.autoConfirm', { date: formatDate(order.autoConfirmAt) })
        : null;
  return (
    <div className={`order-head order-head--${order.status}`}>
      <h2 className="order-head__status">{order.statusLabel}</h2>
      {(order.orderType === OrderType.FlashSale || order.orderType === OrderType.Group) && (
        <p className="order-head__type">
          <OrderTypeTag orderType={order.orderType} />
        </p>
      )}
      {order.status === OrderStatus.Unpaid && order.remainingSeconds !== null && (
        <PayCountdown
          endsAt={fetchedAt + order.remainingSeconds * 1000}
          onEnd={onExpired}
          className="order-head__countdown"
        />
      )}
      {order.group && <OrderGroupLine group={order.group} bare />}
      {order.refundLabel && <p className="order-head__refund">{order.refundLabel}</p>}
      {note && <p className="order-head__note">{note}</p>}
    </div>
  );
}

/** order-detail?orderNum=: every field of SPEC §3 'Order' that applies, and the buttons of its status (§4). */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.order-detail'));
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNum')?.trim() || null;
  const detail = useOrderDetail(orderNumber);
  const order = detail.data;
  const refused = isApiError(detail.error) && detail.error.status >= 400 && detail.error.status < 500;
  // Paying or confirming receipt stays in reach at the bottom of the screen; other buttons close the page.
  const hasMainAction = order?.buttons.some(
    (button) => button === OrderButton.PayNow || button === OrderButton.ConfirmReceipt,
  );

  return (
    <>
      <PageHeader title={t('routes.order-detail')} />
      {!orderNumber || refused ? (
        <div className="page">
          <StatusView
            icon={<CircleAlert size={40} />}
            title={orderNumber ? t('orders.detail.notFound') : t('orders.detail.missing')}
            action={
              <Button variant="accent" onClick={() => void navigator.tap(OrderPath.list, { replace: true })}>
                {t('orders.payResult.viewOrders')}
              </Button>
            }
          />
        </div>
      ) : detail.isError ? (
        <div className="page">
          <SectionError onRetry={() => void detail.refetch()} />
        </div>
      ) : !order ? (
        <div className="page" aria-hidden="true">
          <Skeleton height={96} radius={12} />
          <Skeleton height={140} radius={12} />
          <Skeleton height={220} radius={12} />
        </div>
      ) : (
        <div className={`page order-detail${hasMainAction ? ' order-detail--with-bar' : ''}`}>
          <StatusHeader
            order={order}
            fetchedAt={detail.dataUpdatedAt}
            onExpired={() => void detail.refetch()}
          />
          {order.group?.state === GroupState.Open && (
            <ShareGroupButton
              sharePath={order.group.sharePath}
              title={order.items[0]?.prodName ?? t('groupBuy.tag')}
              variant="secondary"
            />
          )}
          <DeliveryBlock order={order} />
          {order.appointment && <AppointmentBlock order={order} appointment={order.appointment} />}
          <Section title={t('orders.detail.items')}>
            <ul className="card order-detail__lines">
              {order.items.map((item) => (
                <OrderLine key={item.itemId} item={item} withPrice>
                  <ItemAfterSales orderNumber={order.orderNumber} item={item} />
                </OrderLine>
              ))}
            </ul>
            <ReturnWindowNote order={order} />
          </Section>
          {order.services.length > 0 && (
            <Section title={t('orders.detail.services')}>
              <ul className="card order-detail__services">
                {order.services.map((service) => (
                  <li key={service.code}>
                    <span>{service.name}</span>
                    <span>
                      {service.perTire
                        ? t('orders.detail.perTire', { price: formatPrice(service.price) })
                        : formatPrice(service.price)}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <MoneyLines amounts={order.amounts} />
          {order.remark && (
            <Section title={t('orders.detail.remark')}>
              <p className="card order-detail__remark">{order.remark}</p>
            </Section>
          )}
          <OrderInfo order={order} />
          <ChatEntry origin={{ kind: 'order', orderNumber: order.orderNumber }} />
          <OrderActions
            orderNumber={order.orderNumber}
            buttons={order.buttons}
            invoiceText={order.invoiceButtonText}
            className={hasMainAction ? 'order-detail__bar' : undefined}
          />
        </div>
      )}
    </>
  );
}
