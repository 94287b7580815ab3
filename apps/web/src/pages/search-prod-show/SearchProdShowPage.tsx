import ArrowRight from 'lucide-react/icons/arrow-right';
import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { useTextSearch } from '../../features/catalog/api/text-search';
import { ProductList, ProductListSkeleton } from '../../features/catalog/ProductList';
import { SEARCH_PAGE_PATH } from '../../features/catalog/paths';
import { tireResultsPath } from '../../features/catalog/search-params';
import { EmptyResultSurvey } from '../../features/survey/EmptyResultSurvey';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { StatusView } from '../../ui/StatusView';
import '../../features/catalog/catalog.css';
import './search-prod-show.css';

/** search-prod-show: text search results (names, brands, part numbers, sizes), with infinite scroll. */
export default function SearchProdShowPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.search-prod-show'));
  const [params] = useSearchParams();
  const text = (params.get('prodName') ?? '').trim();
  const { pages, first, cards } = useTextSearch(text);

  let body: ReactNode;
  if (!text) {
    body = <StatusView icon={<Search size={40} />} title={t('catalog.search.emptyQuery')} />;
  } else if (pages.isError && !first) {
    body =
      isApiError(pages.error) && pages.error.status === 400 ? (
        <StatusView icon={<SearchX size={40} />} title={pages.error.message} />
      ) : (
        <SectionError onRetry={() => void pages.refetch()} />
      );
  } else if (!first) {
    body = <ProductListSkeleton />;
  } else {
    body = (
      <>
        <p className="list-count" aria-live="polite">
          {t('catalog.search.resultsFor', { count: first.total, text })}
        </p>
        {first.sizeMatch && (
          <AppLink to={tireResultsPath({ tireSize: first.sizeMatch })} className="size-match">
            <span>
              <span className="size-match__title">
                {t('catalog.search.sizeMatch', { size: first.sizeMatch })}
              </span>
              <span className="size-match__text">{t('catalog.search.sizeMatchText')}</span>
            </span>
            <ArrowRight size={20} aria-hidden="true" />
          </AppLink>
        )}
        <ProductList
          cards={cards}
          hasMore={Boolean(pages.hasNextPage)}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          label={t('catalog.search.resultsFor', { count: first.total, text })}
          empty={
            <>
              <StatusView
                icon={<SearchX size={40} />}
                title={t('catalog.search.noResults', { text })}
                text={t('catalog.search.noResultsText')}
              />
              <EmptyResultSurvey />
            </>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.search-prod-show')} />
      <div className="page search-results">
        <AppLink
          to={`${SEARCH_PAGE_PATH}?prodName=${encodeURIComponent(text)}`}
          className="search-entry"
          aria-label={t('catalog.search.edit', { text: text || t('catalog.search.placeholder') })}
        >
          <Search size={20} aria-hidden="true" />
          <span className="search-results__query">{text || t('catalog.search.placeholder')}</span>
        </AppLink>
        {body}
      </div>
    </>
  );
}
