import Zap from 'lucide-react/icons/zap';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useFlashSaleList } from '../../features/flash-sale/api/flash-sale-list';
import { FlashSaleCard } from '../../features/flash-sale/FlashSaleCard';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './snap-up-list.css';

/** snap-up-list (SPEC §2 Activities): today's flash sales with their sessions, prices, what is left and a countdown. */
export default function SnapUpListPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.snap-up-list'));
  const sales = useFlashSaleList();

  let body: ReactNode;
  if (sales.isPending) {
    body = (
      <div className="snap-up-list__placeholders" aria-hidden="true">
        <Skeleton height={150} radius={12} />
        <Skeleton height={150} radius={12} />
        <Skeleton height={150} radius={12} />
      </div>
    );
  } else if (sales.isError) {
    body = <SectionError onRetry={() => void sales.refetch()} />;
  } else if (sales.data.list.length === 0) {
    body = (
      <StatusView icon={<Zap size={40} />} title={t('flashSale.empty')} text={t('flashSale.emptyText')} />
    );
  } else {
    const { serverTime, list } = sales.data;
    body = (
      <ul className="stack-list" aria-label={t('flashSale.listLabel')}>
        {list.map((sale) => (
          <li key={sale.seckillId}>
            <FlashSaleCard
              sale={sale}
              serverTime={serverTime}
              receivedAt={sales.dataUpdatedAt}
              onEnd={() => void sales.refetch()}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.snap-up-list')} />
      <div className="page snap-up-list">
        <p className="snap-up-list__intro">{t('flashSale.intro')}</p>
        {body}
      </div>
    </>
  );
}
