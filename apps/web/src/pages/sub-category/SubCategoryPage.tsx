import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { CatalogProducts } from '../../features/catalog/CatalogProducts';
import { PROD_CLASSIFY_PATH } from '../../features/catalog/paths';
import { readPositiveId, useCategory } from '../../features/catalog/use-category';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import './sub-category.css';

/** sub-category: a department — its categories to narrow down, and all its products. */
export default function SubCategoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = readPositiveId(params.get('categoryId'));
  const { department } = useCategory(categoryId);
  const title = department?.name ?? t('routes.sub-category');
  usePageTitle(title);

  return (
    <>
      <PageHeader title={title} />
      <div className="page sub-category">
        {department && department.children.length > 0 && (
          <nav aria-label={t('catalog.category.narrow')}>
            <ul className="sub-category__chips">
              {department.children.map((child) => (
                <li key={child.categoryId}>
                  <AppLink
                    to={`${PROD_CLASSIFY_PATH}?categoryId=${child.categoryId}`}
                    className="chip sub-category__chip"
                  >
                    {child.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <CatalogProducts categoryId={categoryId} />
      </div>
    </>
  );
}
