import { type RefundDetail, RefundStatus } from '@tread/domain';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { refusalText } from '../../features/forms/server-errors';
import { useRefundDetail } from '../../features/refunds/api/refund-detail';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { RefundActions } from './RefundActions';
import { RequestFacts, ReturnShipping, SellerAnswer } from './RefundFacts';
import { RefundSteps } from './RefundSteps';
import './details-of-refund.css';

/** Waiting on someone, refunded, or ended: the header's color. */
const tone = (status: RefundStatus) =>
  status === RefundStatus.Refunded
    ? 'done'
    : status === RefundStatus.Closed
      ? 'ended'
      : status === RefundStatus.Rejected
        ? 'declined'
        : 'open';

/** The status text and, in plain words, the deadline that runs now (Los Angeles time). */
function StatusHead({ request }: { request: RefundDetail }) {
  const { t } = useTranslation();
  const note = request.respondBy
    ? t('refunds.detail.respondBy', { time: formatDateTime(request.respondBy) })
    : request.returnBy
      ? t('refunds.detail.returnBy', { time: formatDateTime(request.returnBy) })
      : request.refundedAt
        ? t('refunds.detail.refundedAt', { time: formatDateTime(request.refundedAt) })
        : null;
  return (
    <div className={`refund-head refund-head--${tone(request.status)}`}>
      <p className="refund-head__label">{t('refunds.detail.status')}</p>
      <h2 className="refund-head__status">{request.statusText}</h2>
      {note && <p className="refund-head__note">{note}</p>}
    </div>
  );
}

/** details-of-refund?refundNumber=: where a request stands, what it asked, and what can be done now (SPEC §4). */
export default function DetailsOfRefundPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.details-of-refund'));
  const [params] = useSearchParams();
  const refundNumber = params.get('refundNumber')?.trim() || null;
  const detail = useRefundDetail(refundNumber);
  const request = detail.data;
  const refused = refusalText(detail.error);
  const notice = (title: string) => <StatusView icon={<RotateCcw size={40} />} title={title} />;

  return (
    <>
      <PageHeader title={t('routes.details-of-refund')} />
      {request ? (
        <div className={`page refund-detail${request.actions.length > 0 ? ' refund-detail--with-bar' : ''}`}>
          <StatusHead request={request} />
          <RefundSteps steps={request.steps} />
          <SellerAnswer request={request} />
          <ReturnShipping request={request} />
          <RequestFacts request={request} />
          <RefundActions request={request} />
        </div>
      ) : (
        <div className="page">
          {!refundNumber || refused ? (
            notice(refused ?? t('refunds.missing'))
          ) : detail.isError ? (
            <SectionError onRetry={() => void detail.refetch()} />
          ) : (
            <>
              <Skeleton height={112} radius={12} />
              <Skeleton height={64} radius={12} />
              <Skeleton height={320} radius={12} />
            </>
          )}
        </div>
      )}
    </>
  );
}
