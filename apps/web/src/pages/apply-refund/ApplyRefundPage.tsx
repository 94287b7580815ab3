import { type RefundDetail, RefundMessages, RefundServiceType, RefundShopperAction } from '@tread/domain';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { refusalText } from '../../features/forms/server-errors';
import { useRefundDetail } from '../../features/refunds/api/refund-detail';
import { useRefundQuote } from '../../features/refunds/api/refund-quote';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { RefundForm } from './RefundForm';
import './apply-refund.css';

const Loading = () => (
  <div className="refund-form" aria-hidden="true">
    <Skeleton height={96} radius={12} />
    <Skeleton height={520} radius={12} />
  </div>
);

const Notice = ({ title }: { title: string }) => <StatusView icon={<RotateCcw size={40} />} title={title} />;

interface ClaimTarget {
  orderNumber: string;
  itemId: number;
  serviceType: RefundServiceType;
  editing: RefundDetail | null;
}

/** The form once the first quantity is quoted: the order may refuse refunds (window closed, nothing left). */
function QuotedForm(target: ClaimTarget) {
  const { orderNumber, itemId, editing } = target;
  const quote = useRefundQuote({ orderNumber, itemId, quantity: editing?.quantity ?? 1 });
  if (quote.data) {
    return quote.data.refundableQuantity > 0 ? (
      <RefundForm {...target} firstQuote={quote.data} />
    ) : (
      <Notice title={RefundMessages.NothingLeft} />
    );
  }
  const refused = refusalText(quote.error);
  if (refused) return <Notice title={refused} />;
  if (quote.isError) return <SectionError onRetry={() => void quote.refetch()} />;
  return <Loading />;
}

/** Editing a refused request: what it said, if it may still be edited. */
function EditRequest({ refundNumber }: { refundNumber: string }) {
  const detail = useRefundDetail(refundNumber);
  const request = detail.data;
  if (request) {
    return request.actions.includes(RefundShopperAction.Edit) ? (
      <QuotedForm
        orderNumber={request.orderNumber}
        itemId={request.item.itemId}
        serviceType={request.serviceType}
        editing={request}
      />
    ) : (
      <Notice title={RefundMessages.StatusChanged} />
    );
  }
  const refused = refusalText(detail.error);
  if (refused) return <Notice title={refused} />;
  if (detail.isError) return <SectionError onRetry={() => void detail.refetch()} />;
  return <Loading />;
}

/**
 * apply-refund?orderNumber=&itemId=&serviceType= asks for a refund of an order's item;
 * apply-refund?refundNumber= edits a refused request and sends it again (SPEC §4).
 */
export default function ApplyRefundPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.apply-refund'));
  const [params] = useSearchParams();
  const refundNumber = params.get('refundNumber')?.trim() || null;
  const orderNumber = params.get('orderNumber')?.trim() || null;
  const itemId = Number(params.get('itemId'));
  const serviceType =
    Number(params.get('serviceType')) === RefundServiceType.ReturnAndRefund
      ? RefundServiceType.ReturnAndRefund
      : RefundServiceType.RefundOnly;

  return (
    <>
      <PageHeader title={t('routes.apply-refund')} />
      <div className="page apply-refund">
        {refundNumber ? (
          <EditRequest refundNumber={refundNumber} />
        ) : orderNumber && Number.isInteger(itemId) && itemId > 0 ? (
          <QuotedForm orderNumber={orderNumber} itemId={itemId} serviceType={serviceType} editing={null} />
        ) : (
          <Notice title={t('refunds.missing')} />
        )}
      </div>
    </>
  );
}
