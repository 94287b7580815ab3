import { type FilterGroup, SearchTiresByTab } from '@tread/domain';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import SearchX from 'lucide-react/icons/search-x';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { useTireSearch } from '../../features/catalog/api/search-tires';
import { useVehicleParts } from '../../features/catalog/api/vehicle-parts';
import { FilterSheet } from '../../features/catalog/FilterSheet';
import { PlusSizes } from '../../features/catalog/PlusSizes';
import { ProductList, ProductListSkeleton } from '../../features/catalog/ProductList';
import { SortSheet } from '../../features/catalog/SortSheet';
import {
  activeFilterCount,
  clearFilters,
  readTireSearch,
  SORT_NAMES,
  setAxle,
  setSort,
  tireSearchQuery,
  toggleFilter,
} from '../../features/catalog/search-params';
import { EmptyResultSurvey } from '../../features/survey/EmptyResultSurvey';
import { TireLibraryPopup } from '../../features/tire-library/TireLibraryPopup';
import { entryResultsPath } from '../../features/tire-library/use-shop';
import { useTireLibrary } from '../../features/tire-library/use-tire-library';
import { NoFitRequest } from '../../features/tire-request/NoFitRequest';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { StatusView } from '../../ui/StatusView';
import { TireIcon } from '../../ui/TireIcon';
import '../../features/catalog/pickers.css';
import { SearchSummary } from './SearchSummary';
import './search-tires-by.css';

/** search-tires-by (`activeTab` 0 size, 1 vehicle): tire cards with filters, sorts and infinite scroll. */
export default function SearchTiresByPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.search-tires-by'));
  const [params, setParams] = useSearchParams();
  const search = readTireSearch(params);
  const library = useTireLibrary();
  const [sheet, setSheet] = useState<'filters' | 'sort' | 'library' | null>(null);
  const hasTarget = Boolean(search.tireSize || search.vehicleId);

  // Opened without a size or vehicle: shop the library's current entry.
  const current = library.current;
  useEffect(() => {
    if (hasTarget || !current) return;
    const entry = current.kind === 'size' ? current.tire : current.vehicle;
    const target = new URL(entryResultsPath(entry), window.location.origin).searchParams;
    setParams(target, { replace: true });
  }, [hasTarget, current, setParams]);

  const query = tireSearchQuery(search);
  const results = useTireSearch(query, hasTarget);
  const vehicleId = search.vehicleId;
  const vehicle = useVehicleParts(vehicleId);

  const update = (next: URLSearchParams) => setParams(next, { replace: true, preventScrollReset: true });
  const first = results.data?.pages[0];
  const cards = results.data?.pages.flatMap((page) => page.records) ?? [];
  const filterCount = activeFilterCount(params);
  const initialTab = search.tab === SearchTiresByTab.Vehicle ? 'vehicle' : 'size';

  let content: ReactNode;
  if (!hasTarget) {
    content = library.ready && !current && (
      <StatusView
        icon={<TireIcon size={40} />}
        title={t('catalog.results.noTargetTitle')}
        text={t('catalog.results.noTargetText')}
        action={
          <Button variant="accent" onClick={() => setSheet('library')}>
            {t('catalog.results.addSize')}
          </Button>
        }
      />
    );
  } else if (results.isError && !first) {
    content =
      isApiError(results.error) && results.error.status < 500 && results.error.status >= 400 ? (
        <StatusView icon={<SearchX size={40} />} title={results.error.message} />
      ) : (
        <SectionError onRetry={() => void results.refetch()} />
      );
  } else if (!first) {
    content = <ProductListSkeleton />;
  } else {
    content = (
      <ProductList
        cards={cards}
        hasMore={Boolean(results.hasNextPage)}
        loadingMore={results.isFetchingNextPage}
        onLoadMore={() => void results.fetchNextPage()}
        label={t('catalog.results.listLabel', { count: first.total })}
        empty={
          <>
            <StatusView
              icon={<SearchX size={40} />}
              title={t('catalog.results.emptyTitle')}
              text={filterCount > 0 ? t('catalog.results.emptyFiltered') : t('catalog.results.emptyText')}
              action={
                filterCount > 0 ? (
                  <Button variant="secondary" onClick={() => update(clearFilters(params))}>
                    {t('catalog.filters.clearAll')}
                  </Button>
                ) : undefined
              }
            />
            {/* Filtered to nothing, clearing them is the answer; nothing fits the vehicle, staff can look (SPEC §1); the size found nothing, ask why. */}
            {filterCount === 0 &&
              (vehicle.data ? <NoFitRequest vehicle={vehicle.data.vehicle} /> : <EmptyResultSurvey />)}
          </>
        }
      />
    );
  }

  return (
    <>
      <PageHeader title={t('routes.search-tires-by')} />
      <div className="page results">
        {hasTarget && (
          <SearchSummary
            tireSize={search.tireSize}
            vehicle={vehicle.data ?? null}
            searched={first?.searchedSizes ?? []}
            axle={search.axle}
            onAxle={(axle) => update(setAxle(params, axle))}
            onVehicleSize={(size) => {
              const next = new URLSearchParams(params);
              if (size) next.set('tireSize', size);
              else next.delete('tireSize');
              update(next);
            }}
            onChange={() => setSheet('library')}
          />
        )}
        {/* Plus sizes of a size searched on its own: not a vehicle's sizes, nor a staggered pair. */}
        {search.tireSize && !search.vehicleId && !search.rearTireSize && (
          <PlusSizes key={search.tireSize} tireSize={search.tireSize} />
        )}
        {hasTarget && (
          <div className="results__toolbar">
            <button
              type="button"
              className="toolbar-button"
              onClick={() => setSheet('filters')}
              disabled={!first}
              aria-label={
                filterCount > 0 ? t('catalog.filters.openCount', { count: filterCount }) : undefined
              }
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {t('catalog.filters.open')}{' '}
              {filterCount > 0 && (
                <span className="toolbar-button__badge" aria-hidden="true">
                  {filterCount}
                </span>
              )}
            </button>
            <button
              type="button"
              className="toolbar-button"
              onClick={() => setSheet('sort')}
              aria-label={t('catalog.sort.button', {
                sort: t(`catalog.sort.option.${SORT_NAMES[search.sort]}`),
              })}
            >
              <ArrowUpDown size={18} aria-hidden="true" />
              {t(`catalog.sort.option.${SORT_NAMES[search.sort]}`)}
            </button>
          </div>
        )}
        {hasTarget && (
          <p className="list-count" aria-live="polite">
            {first ? t('catalog.results.count', { count: first.total }) : '\u00a0'}
          </p>
        )}
        {content}
      </div>

      <FilterSheet
        open={sheet === 'filters'}
        groups={first?.filterGroups ?? []}
        selected={search.filters}
        total={first?.total ?? 0}
        updating={results.isFetching && results.isPlaceholderData}
        onToggle={(group: FilterGroup, value: string) => update(toggleFilter(params, group, value))}
        onClearAll={() => update(clearFilters(params))}
        onClose={() => setSheet(null)}
      />
      <SortSheet
        open={sheet === 'sort'}
        sort={search.sort}
        onChange={(sort) => update(setSort(params, sort))}
        onClose={() => setSheet(null)}
      />
      <TireLibraryPopup open={sheet === 'library'} initialTab={initialTab} onClose={() => setSheet(null)} />
    </>
  );
}
