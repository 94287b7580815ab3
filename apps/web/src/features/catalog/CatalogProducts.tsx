import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import PackageSearch from 'lucide-react/icons/package-search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionError } from '../../ui/SectionError';
import { StatusView } from '../../ui/StatusView';
import { useCategoryProducts } from './api/category-products';
import { ProductList, ProductListSkeleton } from './ProductList';
import { SortSheet } from './SortSheet';
import { readSort, SORT_NAMES, setSort } from './search-params';

/** A category's or brand's products (GET /api/category/prods), sortable, with infinite scroll. */
export function CatalogProducts({ categoryId, brandId }: { categoryId?: number; brandId?: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [sorting, setSorting] = useState(false);
  const sort = readSort(params);
  const query = { categoryId, brandId, sort };
  const { pages, first, cards } = useCategoryProducts(query);

  return (
    <div className="catalog-products">
      <div className="catalog-products__bar">
        <p className="list-count" aria-live="polite">
          {first ? t('catalog.list.count', { count: first.total }) : '\u00a0'}
        </p>
        <button
          type="button"
          className="toolbar-button"
          onClick={() => setSorting(true)}
          aria-label={t('catalog.sort.button', { sort: t(`catalog.sort.option.${SORT_NAMES[sort]}`) })}
        >
          <ArrowUpDown size={18} aria-hidden="true" />
          {t(`catalog.sort.option.${SORT_NAMES[sort]}`)}
        </button>
      </div>
      {pages.isError && !first ? (
        <SectionError onRetry={() => void pages.refetch()} />
      ) : !first ? (
        <ProductListSkeleton />
      ) : (
        <ProductList
          cards={cards}
          hasMore={Boolean(pages.hasNextPage)}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          label={t('catalog.list.count', { count: first.total })}
          empty={<StatusView icon={<PackageSearch size={40} />} title={t('catalog.list.emptyTitle')} />}
        />
      )}
      <SortSheet
        open={sorting}
        sort={sort}
        onChange={(next) => setParams(setSort(params, next), { replace: true, preventScrollReset: true })}
        onClose={() => setSorting(false)}
      />
    </div>
  );
}
