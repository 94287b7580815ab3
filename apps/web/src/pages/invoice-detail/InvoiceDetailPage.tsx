import { InvoiceMessages, OrderButton } from '@tread/domain';
import ReceiptText from 'lucide-react/icons/receipt-text';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRefusal } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { refusalText } from '../../features/forms/server-errors';
import { useInvoiceDetail } from '../../features/invoice/api/invoice-detail';
import { useOrderDetail } from '../../features/orders/api/order-detail';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { InvoiceApplyForm } from './InvoiceApplyForm';
import { InvoiceSummary } from './InvoiceSummary';
import './invoice-detail.css';

/** No invoice yet: the form, for an order the server offers the invoice button on. */
function ApplyForInvoice({ orderNumber, onApplied }: { orderNumber: string; onApplied: () => void }) {
  const order = useOrderDetail(orderNumber);
  if (order.data) {
    return order.data.buttons.includes(OrderButton.Invoice) ? (
      <InvoiceApplyForm orderNumber={orderNumber} amount={order.data.total} onAlreadyApplied={onApplied} />
    ) : (
      <StatusView icon={<ReceiptText size={40} />} title={InvoiceMessages.NotAvailable} />
    );
  }
  const refused = refusalText(order.error);
  if (refused) return <StatusView icon={<ReceiptText size={40} />} title={refused} />;
  if (order.isError) return <SectionError onRetry={() => void order.refetch()} />;
  return <Skeleton height={320} radius={12} />;
}

/** invoice-detail?orderNumber=: apply for the order's invoice, then follow it and download the PDF (issue 16). */
export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.invoice-detail'));
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() || null;
  const invoice = useInvoiceDetail(orderNumber);
  const notApplied = isRefusal(invoice.error, 'INVOICE_NOT_APPLIED');
  const refused = notApplied ? null : refusalText(invoice.error);

  return (
    <>
      <PageHeader title={t('routes.invoice-detail')} />
      <div className="page invoice">
        {!orderNumber ? (
          <StatusView icon={<ReceiptText size={40} />} title={t('invoice.missing')} />
        ) : invoice.data ? (
          <InvoiceSummary invoice={invoice.data} />
        ) : notApplied ? (
          <ApplyForInvoice orderNumber={orderNumber} onApplied={() => void invoice.refetch()} />
        ) : refused ? (
          <StatusView icon={<ReceiptText size={40} />} title={refused} />
        ) : invoice.isError ? (
          <SectionError onRetry={() => void invoice.refetch()} />
        ) : (
          <Skeleton height={320} radius={12} />
        )}
      </div>
    </>
  );
}
