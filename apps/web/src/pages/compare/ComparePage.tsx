import { TAB_ROUTES, TabIndex } from '@tread/domain';
import Columns3 from 'lucide-react/icons/columns-3';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { DELIVERY_ZIP_KEY, readLocal } from '../../api/storage';
import { usePageTitle } from '../../app/use-page-title';
import { CartLink } from '../../features/cart/CartLink';
import { useComparedDeliveries } from '../../features/compare/api/compared-deliveries';
import { useComparedProducts } from '../../features/compare/api/compared-products';
import { useComparedSummaries } from '../../features/compare/api/compared-summaries';
import { comparePath, readCompareIds } from '../../features/compare/compare-path';
import {
  type CompareId,
  sameTire,
  useCompareStore,
  useRestoredTray,
} from '../../features/compare/compare-store';
import { buttonClass } from '../../ui/Button';
import { AppLink, useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { StatusView } from '../../ui/StatusView';
import { type CompareColumn, CompareTable } from './CompareTable';
import './compare-page.css';

type ProductQuery = ReturnType<typeof useComparedProducts>[number];

function columnStatus(query: ProductQuery | undefined): CompareColumn['status'] {
  if (query?.data) return 'ready';
  if (!query?.isError) return 'loading';
  const gone = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return gone ? 'missing' : 'failed';
}

/** Compare tires side by side (issue 19): packages/prod/compare?ids=prodId:skuId,… for up to four tires. */
export default function ComparePage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const ids = readCompareIds(params.get('ids'));
  // Restored before any removal here, which would otherwise write an empty tray over the session's.
  useRestoredTray();
  const removeFromTray = useCompareStore((state) => state.remove);
  // The ZIP last checked on a product page, read once: this page has no ZIP box of its own.
  const [zip] = useState(() => readLocal(DELIVERY_ZIP_KEY));
  usePageTitle(t('routes.compare'));

  const prodIds = ids.map((id) => id.prodId);
  const products = useComparedProducts(ids);
  const summaries = useComparedSummaries(prodIds);
  const deliveries = useComparedDeliveries(zip, prodIds);
  const columns: CompareColumn[] = ids.map((id, index) => ({
    id,
    status: columnStatus(products[index]),
    product: products[index]?.data ?? null,
    summary: summaries.get(id.prodId) ?? null,
    delivery: deliveries.get(id.prodId) ?? null,
  }));

  // The link names the tires: taking one out leaves the rest, in the tray and in the address.
  const remove = (id: CompareId) => {
    removeFromTray(id);
    void navigator.go(comparePath(ids.filter((kept) => !sameTire(kept, id))), { replace: true });
  };

  return (
    <>
      <PageHeader title={t('routes.compare')} action={<CartLink />} />
      {ids.length === 0 ? (
        <StatusView
          icon={<Columns3 size={40} />}
          title={t('compare.page.emptyTitle')}
          text={t('compare.page.emptyText')}
          action={
            <AppLink to={TAB_ROUTES[TabIndex.Tires]} className={buttonClass('primary')}>
              {t('compare.page.shopTires')}
            </AppLink>
          }
        />
      ) : (
        <div className="page compare-page">
          {ids.length === 1 && (
            <div className="compare-page__note">
              <p className="compare-page__note-title">{t('compare.page.oneTitle')}</p>
              <p>{t('compare.page.oneText')}</p>
            </div>
          )}
          {ids.length > 2 && <p className="compare-page__hint">{t('compare.page.scrollHint')}</p>}
          <CompareTable columns={columns} zip={zip} onRemove={remove} />
          {!zip && <p className="compare-page__hint">{t('compare.page.zipHint')}</p>}
        </div>
      )}
    </>
  );
}
