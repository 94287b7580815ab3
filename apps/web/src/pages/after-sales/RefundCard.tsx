import { RefundStatus, type RefundCard as Request } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { OrderLine } from '../../features/orders/OrderLine';
import { refundDetailPath } from '../../features/refunds/paths';
import { formatDate } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';

/** Ended requests read calmer than ones waiting on someone. */
const tone = (status: RefundStatus) =>
  status === RefundStatus.Refunded ? 'done' : status === RefundStatus.Closed ? 'ended' : 'open';

/** One request of the after-sales list: its type and state, the item, how many and how much. */
export function RefundCard({ request }: { request: Request }) {
  const { t } = useTranslation();
  return (
    <AppLink to={refundDetailPath(request.refundNumber)} className="card refund-card">
      <span className="refund-card__head">
        <span className="refund-card__type">{request.serviceTypeLabel}</span>
        <span className={`refund-card__status refund-card__status--${tone(request.status)}`}>
          {request.statusText}
        </span>
      </span>
      <ul className="refund-card__item">
        {/* The line counts the units asked back, not the units ordered. */}
        <OrderLine item={{ ...request.item, count: request.quantity }} />
      </ul>
      <span className="refund-card__foot">
        <span className="muted">{t('refunds.list.appliedAt', { date: formatDate(request.appliedAt) })}</span>
        <span>
          {t('refunds.list.amount')} <Price cents={request.amount} />
        </span>
      </span>
    </AppLink>
  );
}
