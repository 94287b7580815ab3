import type { FlashSaleDetail } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Zap from 'lucide-react/icons/zap';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { modelName, readIdParam } from '../../features/catalog/paths';
import { useFlashSaleDetail } from '../../features/flash-sale/api/flash-sale-detail';
import { FlashBuyBar } from '../../features/flash-sale/FlashBuy';
import { FlashSalePanel } from '../../features/flash-sale/FlashSalePanel';
import { FlashSalePath, flashProductPath } from '../../features/flash-sale/paths';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './snap-up-detail.css';

function SaleView({
  sale,
  receivedAt,
  onEnd,
}: {
  sale: FlashSaleDetail;
  receivedAt: number;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="page snap-up-detail">
      <img className="snap-up-detail__image" src={sale.image} alt={sale.prodName} width={390} height={390} />
      <div className="snap-up-detail__intro">
        <p className="snap-up-detail__brand">{sale.brandName}</p>
        <h2 className="snap-up-detail__name">{modelName(sale.prodName, sale.brandName)}</h2>
        {sale.displaySize && <p className="snap-up-detail__size">{sale.displaySize}</p>}
      </div>
      <FlashSalePanel sale={sale} receivedAt={receivedAt} onEnd={onEnd} />
      <AppLink to={flashProductPath(sale)} className="snap-up-detail__product">
        {t('flashSale.productDetails')}
        <ChevronRight size={18} aria-hidden="true" />
      </AppLink>
      <FlashBuyBar sale={sale} />
    </div>
  );
}

/** snap-up-detail?seckillId= (SPEC §2 Activities, visit id 4): one flash sale and its 'Buy now'. */
export default function SnapUpDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const seckillId = readIdParam(params.get('seckillId'));
  const detail = useFlashSaleDetail(seckillId);
  usePageTitle(detail.data?.prodName ?? t('routes.snap-up-detail'));
  // An unknown or ended one is told in the server's words, not as a failure to retry.
  const refused =
    isApiError(detail.error) && detail.error.status >= 400 && detail.error.status < 500
      ? detail.error.message
      : null;

  let body: ReactNode;
  if (seckillId === null || refused !== null) {
    body = (
      <StatusView
        icon={<Zap size={40} />}
        title={refused ?? t('flashSale.gone')}
        action={
          <AppLink to={FlashSalePath.list} className={buttonClass('accent')}>
            {t('flashSale.backToList')}
          </AppLink>
        }
      />
    );
  } else if (detail.isError) {
    body = (
      <div className="page">
        <SectionError onRetry={() => void detail.refetch()} />
      </div>
    );
  } else if (!detail.data) {
    body = (
      <div className="page" aria-hidden="true">
        <Skeleton height={320} radius={12} />
        <Skeleton width="70%" height={24} />
        <Skeleton height={200} radius={12} />
      </div>
    );
  } else {
    body = (
      <SaleView
        key={detail.data.seckillId}
        sale={detail.data}
        receivedAt={detail.dataUpdatedAt}
        onEnd={() => void detail.refetch()}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('routes.snap-up-detail')} />
      {body}
    </>
  );
}
