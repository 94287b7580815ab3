import { TAB_ROUTES, TabIndex } from '@tread/domain';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Award from 'lucide-react/icons/award';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Search from 'lucide-react/icons/search';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useCategories } from '../../features/catalog/api/categories';
import { categoryIcon } from '../../features/catalog/category-icons';
import {
  BRANDS_PATH,
  PROD_CLASSIFY_PATH,
  SEARCH_PAGE_PATH,
  SUB_CATEGORY_PATH,
} from '../../features/catalog/paths';
import { AppLink } from '../../ui/navigator';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { departmentSlugFor } from './department-aliases';
import '../../features/catalog/catalog.css';
import './category.css';

/** The category tab: departments from the server on the left, the chosen one's categories on the right. */
export default function CategoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.category'));
  const [params, setParams] = useSearchParams();
  const tree = useCategories();
  const departments = tree.data?.categories ?? [];

  const askedId = Number(params.get('categoryId'));
  const askedSlug = departmentSlugFor(params.get('dept'));
  const selected =
    departments.find((department) => department.categoryId === askedId) ??
    departments.find((department) => department.slug === askedSlug) ??
    departments[0];

  const select = (categoryId: number) =>
    setParams({ categoryId: String(categoryId) }, { replace: true, preventScrollReset: true });

  return (
    <div className="page category">
      <header className="category__head">
        <h1 className="page-title">{t('catalog.category.title')}</h1>
        <AppLink to={SEARCH_PAGE_PATH} className="search-entry">
          <Search size={20} aria-hidden="true" />
          <span>{t('catalog.search.placeholder')}</span>
        </AppLink>
      </header>

      {tree.isError && <SectionError onRetry={() => void tree.refetch()} />}
      {tree.isPending && <Skeleton height={420} radius={12} />}
      {selected && (
        <div className="category__panes">
          <nav className="category__rail" aria-label={t('catalog.category.departments')}>
            <ul>
              {departments.map((department) => {
                const active = department.categoryId === selected.categoryId;
                return (
                  <li key={department.categoryId}>
                    <button
                      type="button"
                      className={`rail-item${active ? ' rail-item--active' : ''}`}
                      aria-current={active ? 'true' : undefined}
                      onClick={() => select(department.categoryId)}
                    >
                      {department.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>

          <section className="category__content" aria-labelledby="category-name">
            <div className="category__content-head">
              <h2 id="category-name" className="category__name">
                {selected.name}
              </h2>
              <AppLink
                to={`${SUB_CATEGORY_PATH}?categoryId=${selected.categoryId}`}
                className="link-button category__all"
              >
                {t('catalog.category.shopAll')}
              </AppLink>
            </div>
            <p className="category__count">{t('catalog.list.count', { count: selected.prodCount })}</p>

            {selected.slug === 'tires' && (
              <AppLink to={TAB_ROUTES[TabIndex.Tires]} className="category__tire-finder">
                <span>
                  <span className="category__tire-finder-title">{t('catalog.category.findTires')}</span>
                  <span className="category__tire-finder-text">{t('catalog.category.findTiresText')}</span>
                </span>
                <ArrowRight size={20} aria-hidden="true" />
              </AppLink>
            )}

            <ul className="category__grid">
              {selected.children.map((child) => {
                const Icon = categoryIcon(child.icon, child.slug);
                return (
                  <li key={child.categoryId}>
                    <AppLink
                      to={`${PROD_CLASSIFY_PATH}?categoryId=${child.categoryId}`}
                      className="category-tile"
                    >
                      <span className="category-tile__icon" aria-hidden="true">
                        <Icon size={26} strokeWidth={1.75} />
                      </span>
                      <span className="category-tile__name">{child.name}</span>
                      <span className="category-tile__count">
                        {t('catalog.list.count', { count: child.prodCount })}
                      </span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>

            <AppLink to={BRANDS_PATH} className="category__brands">
              <Award size={20} aria-hidden="true" />
              <span>{t('catalog.category.brands')}</span>
              <ChevronRight size={20} aria-hidden="true" />
            </AppLink>
          </section>
        </div>
      )}
    </div>
  );
}
