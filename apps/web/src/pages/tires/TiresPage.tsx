import CarFront from 'lucide-react/icons/car-front';
import Hash from 'lucide-react/icons/hash';
import ScanLine from 'lucide-react/icons/scan-line';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { SEARCH_PAGE_PATH } from '../../features/catalog/paths';
import { PlateLookup, VinLookup } from '../../features/catalog/VehicleLookups';
import { LibraryChips } from '../../features/tire-library/LibraryChips';
import { useShop } from '../../features/tire-library/use-shop';
import { AppLink } from '../../ui/navigator';
import { TireIcon } from '../../ui/TireIcon';
import { SizeSearch } from './SizeSearch';
import { VehicleSearch } from './VehicleSearch';
import { WhereToFindSize } from './WhereToFindSize';
import './tires.css';

const SEARCH_BY = ['size', 'vehicle', 'plate', 'vin'] as const;
type SearchBy = (typeof SEARCH_BY)[number];

const ICONS = { size: TireIcon, vehicle: CarFront, plate: Hash, vin: ScanLine } as const;

function readSearchBy(value: string | null): SearchBy {
  return SEARCH_BY.find((by) => by === value) ?? 'size';
}

/** The tires tab: the shopper's library on top, then search by size, vehicle, license plate or VIN. */
export default function TiresPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.tires'));
  const [params, setParams] = useSearchParams();
  const by = readSearchBy(params.get('by'));
  const { library, shopVehicle, shopEntry } = useShop();
  const ids = useId();

  const choose = (next: SearchBy) => {
    const changed = new URLSearchParams(params);
    changed.set('by', next);
    setParams(changed, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="page tires">
      <header className="tires__head">
        <div>
          <h1 className="page-title">{t('catalog.tiresTab.title')}</h1>
          <p className="page-intro">{t('catalog.tiresTab.intro')}</p>
        </div>
        <AppLink
          to={SEARCH_PAGE_PATH}
          className="icon-button tires__search"
          aria-label={t('catalog.search.open')}
        >
          <Search size={22} aria-hidden="true" />
        </AppLink>
      </header>

      <LibraryChips
        tires={library.tires}
        vehicles={library.vehicles}
        onPick={(entry) => void shopEntry(entry)}
      />

      <section className="tires__finder" aria-label={t('catalog.tiresTab.finderLabel')}>
        <div className="segmented" role="tablist" aria-label={t('catalog.tiresTab.searchBy')}>
          {SEARCH_BY.map((key) => {
            const Icon = ICONS[key];
            return (
              <button
                key={key}
                type="button"
                role="tab"
                id={`${ids}-${key}-tab`}
                aria-selected={by === key}
                aria-controls={`${ids}-${key}`}
                className={`segmented__tab tires__tab${by === key ? ' segmented__tab--active' : ''}`}
                onClick={() => choose(key)}
              >
                <Icon size={18} aria-hidden="true" />
                {t(`catalog.tiresTab.by.${key}`)}
              </button>
            );
          })}
        </div>

        <div
          id={`${ids}-${by}`}
          role="tabpanel"
          aria-labelledby={`${ids}-${by}-tab`}
          className="tires__panel card"
        >
          {by === 'size' && <SizeSearch initialText={params.get('size') ?? ''} />}
          {by === 'vehicle' && <VehicleSearch />}
          {by === 'plate' && (
            <>
              <h2 className="tires__panel-title">{t('catalog.plate.title')}</h2>
              <PlateLookup
                submitLabel={t('catalog.lookup.findMine')}
                onFound={async (vehicle, extras) => {
                  await shopVehicle(vehicle, extras);
                }}
              />
            </>
          )}
          {by === 'vin' && (
            <>
              <h2 className="tires__panel-title">{t('catalog.vin.title')}</h2>
              <VinLookup
                submitLabel={t('catalog.lookup.findMine')}
                onFound={async (vehicle, extras) => {
                  await shopVehicle(vehicle, extras);
                }}
              />
            </>
          )}
        </div>
      </section>

      <WhereToFindSize />
    </div>
  );
}
