import type { FlashSaleDetail } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { DealDetailFrame } from '../../features/activities/DealDetailFrame';
import { modelName, readIdParam } from '../../features/catalog/paths';
import { useFlashSaleDetail } from '../../features/flash-sale/api/flash-sale-detail';
import { FlashBuyBar } from '../../features/flash-sale/FlashBuy';
import { FlashSalePanel } from '../../features/flash-sale/FlashSalePanel';
import { FlashSalePath, flashProductPath } from '../../features/flash-sale/paths';
import { AppLink } from '../../ui/navigator';
import { Skeleton } from '../../ui/Skeleton';
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

  return (
    <DealDetailFrame
      title={t('routes.snap-up-detail')}
      detail={detail}
      missing={seckillId === null}
      gone={{
        icon: <Zap size={40} />,
        title: t('flashSale.gone'),
        backTo: FlashSalePath.list,
        backLabel: t('flashSale.backToList'),
      }}
      loading={
        <>
          <Skeleton height={320} radius={12} />
          <Skeleton width="70%" height={24} />
          <Skeleton height={200} radius={12} />
        </>
      }
    >
      {(sale, receivedAt, refresh) => (
        <SaleView key={sale.seckillId} sale={sale} receivedAt={receivedAt} onEnd={refresh} />
      )}
    </DealDetailFrame>
  );
}
