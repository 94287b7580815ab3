import { UserRole } from '@tread/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { useMe } from '../../api/use-me';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useRefundDetail } from './api/refund-detail';
import { RefundActions } from './RefundActions';
import { RefundRequestFacts, RefundStanding, RefundSteps, ReturnFacts, SellerAnswer } from './RefundFacts';
import { tabOf, tabPath } from './refund-tabs';

/** Merchants answer requests; customer service reads them to answer shoppers (the API's own split). */
const HANDLERS: readonly UserRole[] = [UserRole.Merchant, UserRole.Admin];

/** /admin/refunds/:refundNumber: the whole request, where it stands, and the moves it allows. */
export function RefundDetail() {
  const { refundNumber = '' } = useParams();
  const detail = useRefundDetail(refundNumber);
  const role = useMe(true).data?.role;
  const refund = detail.data;
  // Back to the tab that lists the request as it stands now.
  const back = (
    <Link to={refund ? tabPath(tabOf(refund.status)) : '/refunds'} className="button button--quiet">
      <ArrowLeft size={16} aria-hidden /> Back to the list
    </Link>
  );
  if (!refund) {
    return (
      <>
        <PageHeader title={`Refund request ${refundNumber}`} actions={back} />
        {detail.error ? <Refusal error={detail.error} /> : <p className="loading">Loading…</p>}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`Refund request ${refund.refundNumber}`}
        subtitle={`${refund.serviceTypeLabel} of ${refund.quantity} × ${refund.item.prodName} · applied ${laDateTime(refund.appliedAt)}`}
        actions={back}
      />
      <Refusal error={detail.error} />
      <div className="refund-detail">
        <div className="refund-detail__column">
          {role && HANDLERS.includes(role) && <RefundActions refund={refund} />}
          <RefundRequestFacts refund={refund} />
          <SellerAnswer refund={refund} />
          <ReturnFacts refund={refund} />
        </div>
        <div className="refund-detail__column">
          <RefundSteps refund={refund} />
          <RefundStanding refund={refund} />
        </div>
      </div>
    </>
  );
}
