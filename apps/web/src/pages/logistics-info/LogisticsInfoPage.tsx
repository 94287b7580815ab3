import type { OrderLogistics } from '@tread/domain';
import Check from 'lucide-react/icons/check';
import PackageSearch from 'lucide-react/icons/package-search';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { useOrderLogistics } from '../../features/orders/api/order-logistics';
import { CopyButton } from '../../features/orders/CopyButton';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './logistics-info.css';

type TrackedPackage = OrderLogistics['packages'][number];

/** One package: carrier, tracking number (copy), shipment time, state and the tracking stages as a timeline. */
function PackageCard({ pack, index, total }: { pack: TrackedPackage; index: number; total: number }) {
  const { t } = useTranslation();
  const title = t('orders.logistics.package', { index: index + 1 });
  return (
    <article className="card parcel" aria-label={title}>
      <div className="parcel__head">
        {total > 1 && <h2 className="parcel__title">{title}</h2>}
        <span className="parcel__state">{pack.stateLabel}</span>
      </div>
      <dl className="parcel__facts">
        <div>
          <dt>{t('orders.logistics.carrier')}</dt>
          <dd>{pack.carrier}</dd>
        </div>
        <div>
          <dt>{t('orders.logistics.waybill')}</dt>
          <dd className="parcel__waybill">
            {pack.waybill}
            <CopyButton
              text={pack.waybill}
              label={t('orders.logistics.copyWaybill')}
              done={t('orders.logistics.copied')}
            />
          </dd>
        </div>
        <div>
          <dt>{t('orders.logistics.shippedAt')}</dt>
          <dd>{formatDateTime(pack.shippedAt)}</dd>
        </div>
      </dl>
      <ol className="timeline" aria-label={t('orders.logistics.stagesLabel')}>
        {pack.stages.map((step) => (
          <li key={step.stage} className={`timeline__step${step.done ? ' timeline__step--done' : ''}`}>
            <span className="timeline__dot" aria-hidden="true">
              {step.done && <Check size={12} strokeWidth={3} />}
            </span>
            <span className="timeline__text">
              <span className="timeline__label">{step.label}</span>
              {step.time && <span className="timeline__time">{formatDateTime(step.time)}</span>}
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** logistics-info?orderNumber=: where each package of a shipped order is (SPEC §4 'Delivery states'). */
export default function LogisticsInfoPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.logistics-info'));
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() || null;
  const logistics = useOrderLogistics(orderNumber);
  const refusal =
    isApiError(logistics.error) && logistics.error.status === 400 ? logistics.error.message : null;
  const packages = logistics.data?.packages ?? [];

  return (
    <>
      <PageHeader title={t('routes.logistics-info')} />
      <div className="page logistics">
        {!orderNumber || refusal || (logistics.data && packages.length === 0) ? (
          <StatusView
            icon={<PackageSearch size={40} />}
            title={orderNumber ? (refusal ?? t('orders.logistics.empty')) : t('orders.logistics.missing')}
          />
        ) : logistics.isError ? (
          <SectionError onRetry={() => void logistics.refetch()} />
        ) : !logistics.data ? (
          <Skeleton height={280} radius={12} />
        ) : (
          <>
            <div className="logistics__summary">
              <p className="logistics__order">
                {t('orders.card.orderNumber', { number: logistics.data.orderNumber })}
              </p>
              <p className="muted">
                {t('orders.logistics.shipTo', {
                  name: logistics.data.destination.name,
                  city: logistics.data.destination.city,
                  state: logistics.data.destination.state,
                })}
              </p>
            </div>
            {packages.map((pack, index) => (
              <PackageCard key={pack.packageId} pack={pack} index={index} total={packages.length} />
            ))}
          </>
        )}
      </div>
    </>
  );
}
