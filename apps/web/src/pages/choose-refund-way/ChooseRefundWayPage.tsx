import {
  REFUND_SERVICE_TYPE_LABELS,
  RefundMessages,
  type RefundQuoteAnswer,
  RefundServiceType,
} from '@tread/domain';
import Banknote from 'lucide-react/icons/banknote';
import ChevronRight from 'lucide-react/icons/chevron-right';
import PackageOpen from 'lucide-react/icons/package-open';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { refusalText } from '../../features/forms/server-errors';
import { OrderLine } from '../../features/orders/OrderLine';
import { useRefundQuote } from '../../features/refunds/api/refund-quote';
import { applyRefundPath } from '../../features/refunds/paths';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './choose-refund-way.css';

const WAYS = {
  [RefundServiceType.RefundOnly]: { Icon: Banknote, text: 'refunds.wayText.refundOnly' },
  [RefundServiceType.ReturnAndRefund]: { Icon: PackageOpen, text: 'refunds.wayText.returnAndRefund' },
} as const;

function Ways({ quote }: { quote: RefundQuoteAnswer }) {
  const { t } = useTranslation();
  // Nothing shipped yet: there is nothing to send back.
  const ways = quote.shipped
    ? [RefundServiceType.RefundOnly, RefundServiceType.ReturnAndRefund]
    : [RefundServiceType.RefundOnly];
  return (
    <>
      <ul className="card refund-way__item" aria-label={t('refunds.item')}>
        <OrderLine item={quote.item} withPrice />
      </ul>
      <section className="refund-way__choices" aria-labelledby="refund-way-title">
        <h2 id="refund-way-title" className="refund-way__title">
          {t('refunds.serviceType')}
        </h2>
        <ul className="refund-way__list">
          {ways.map((way) => {
            const { Icon, text } = WAYS[way];
            return (
              <li key={way}>
                {/* The choice is made again on apply-refund if need be: back skips this page. */}
                <AppLink
                  to={applyRefundPath(quote.orderNumber, quote.item.itemId, way)}
                  replace
                  className="refund-way"
                >
                  <span className="refund-way__icon" aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <span className="refund-way__text">
                    <span className="refund-way__name">{REFUND_SERVICE_TYPE_LABELS[way]}</span>
                    <span className="refund-way__hint">{t(text)}</span>
                  </span>
                  <ChevronRight className="refund-way__chevron" size={20} aria-hidden="true" />
                </AppLink>
              </li>
            );
          })}
        </ul>
        {!quote.shipped && <p className="refund-way__note">{t('refunds.notShipped')}</p>}
      </section>
    </>
  );
}

/** choose-refund-way?orderNumber=&itemId=: refund only, or return and refund once the goods have shipped. */
export default function ChooseRefundWayPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.choose-refund-way'));
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() || null;
  const itemId = Number(params.get('itemId'));
  const valid = orderNumber !== null && Number.isInteger(itemId) && itemId > 0;
  const quote = useRefundQuote(valid ? { orderNumber, itemId, quantity: 1 } : null);
  const refused = refusalText(quote.error);
  const notice = (title: string) => <StatusView icon={<RotateCcw size={40} />} title={title} />;

  return (
    <>
      <PageHeader title={t('routes.choose-refund-way')} />
      <div className="page refund-ways">
        {!valid ? (
          notice(t('refunds.missing'))
        ) : quote.data ? (
          quote.data.refundableQuantity > 0 ? (
            <Ways quote={quote.data} />
          ) : (
            notice(RefundMessages.NothingLeft)
          )
        ) : refused ? (
          notice(refused)
        ) : quote.isError ? (
          <SectionError onRetry={() => void quote.refetch()} />
        ) : (
          <Skeleton height={240} radius={12} />
        )}
      </div>
    </>
  );
}
