import type { BrandInfo } from '@tread/domain';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useBrands } from '../../features/catalog/api/brands';
import { PROD_CLASSIFY_PATH } from '../../features/catalog/paths';
import { AppLink } from '../../ui/navigator';
import '../../features/catalog/pickers.css';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import './brands.css';

type BrandTab = 'tires' | 'parts';

const countOf = (brand: BrandInfo, tab: BrandTab) =>
  tab === 'tires' ? brand.tireProdCount : brand.partsProdCount;

function BrandGrid({ brands, tab }: { brands: readonly BrandInfo[]; tab: BrandTab }) {
  const { t } = useTranslation();
  return (
    <ul className="brand-grid">
      {brands.map((brand) => (
        <li key={brand.brandId}>
          <AppLink to={`${PROD_CLASSIFY_PATH}?brandId=${brand.brandId}`} className="brand-card">
            <img src={brand.logo} alt={brand.brandName} width={240} height={80} loading="lazy" />
            <span className="brand-card__meta">
              {t(tab === 'tires' ? 'catalog.brands.tireLines' : 'catalog.brands.parts', {
                count: countOf(brand, tab),
              })}
              {' · '}
              {brand.country}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** brands: the tire and parts brands we carry, the premium names first; a brand opens its products. */
export default function BrandsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.brands'));
  const [tab, setTab] = useState<BrandTab>('tires');
  const [filter, setFilter] = useState('');
  const ids = { filter: useId(), panel: useId() };
  const brands = useBrands();
  const wanted = filter.trim().toLowerCase();
  const shown = (brands.data?.brands ?? []).filter(
    (brand) => countOf(brand, tab) > 0 && (!wanted || brand.brandName.toLowerCase().includes(wanted)),
  );
  const top = shown.filter((brand) => brand.tier === 'premium');

  return (
    <>
      <PageHeader title={t('routes.brands')} />
      <div className="page brands">
        <p className="page-intro brands__intro">{t('catalog.brands.intro')}</p>
        <div className="segmented" role="tablist" aria-label={t('catalog.brands.tabsLabel')}>
          {(['tires', 'parts'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              aria-controls={ids.panel}
              className={`segmented__tab${tab === key ? ' segmented__tab--active' : ''}`}
              onClick={() => setTab(key)}
            >
              {t(`catalog.brands.tab.${key}`)}
            </button>
          ))}
        </div>
        <div className="field__control">
          <Search className="brands__filter-icon" size={18} aria-hidden="true" />
          <label className="visually-hidden" htmlFor={ids.filter}>
            {t('catalog.brands.filter')}
          </label>
          <input
            id={ids.filter}
            type="search"
            className="field__input brands__filter"
            placeholder={t('catalog.brands.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        <div id={ids.panel} role="tabpanel">
          {brands.isError && <SectionError onRetry={() => void brands.refetch()} />}
          {brands.isPending && <Skeleton height={400} radius={12} />}
          {brands.data && shown.length === 0 && <p className="muted">{t('catalog.brands.none')}</p>}
          {wanted || top.length === 0 ? (
            <BrandGrid brands={shown} tab={tab} />
          ) : (
            <>
              <h2 className="brands__heading">{t('catalog.brands.top')}</h2>
              <BrandGrid brands={top} tab={tab} />
              <h2 className="brands__heading">{t('catalog.brands.all')}</h2>
              <BrandGrid brands={shown} tab={tab} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
