import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useBrands } from '../../features/catalog/api/brands';
import { CatalogProducts } from '../../features/catalog/CatalogProducts';
import { readPositiveId, useCategory } from '../../features/catalog/use-category';
import { PageHeader } from '../../ui/PageHeader';
import './prod-classify.css';

/** prod-classify: one category's products (?categoryId=) or one brand's (?brandId=). */
export default function ProdClassifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = readPositiveId(params.get('categoryId'));
  const brandId = readPositiveId(params.get('brandId'));
  const { category } = useCategory(categoryId);
  const brands = useBrands(brandId !== undefined);
  const brand = brands.data?.brands.find((entry) => entry.brandId === brandId);
  const title = brand?.brandName ?? category?.name ?? t('routes.prod-classify');
  usePageTitle(title);

  return (
    <>
      <PageHeader title={title} />
      <div className="page prod-classify">
        {brand && <p className="muted">{brand.blurb}</p>}
        <CatalogProducts categoryId={categoryId} brandId={brandId} />
      </div>
    </>
  );
}
