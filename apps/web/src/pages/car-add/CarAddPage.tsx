import type { VehicleInfo } from '@tread/domain';
import CarFront from 'lucide-react/icons/car-front';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { CAR_LIST_PATH, CAR_SELECT_PATH } from '../../features/catalog/paths';
import { PlateLookup, VinLookup } from '../../features/catalog/VehicleLookups';
import type { VehicleExtras } from '../../features/tire-library/library-rules';
import { useTireLibrary } from '../../features/tire-library/use-tire-library';
import { AppLink, useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';
import '../../features/tire-library/library.css';
import './car-add.css';

/** car-add ('Add vehicle'): by year, make and model, by license plate or by VIN; saved to the library. */
export default function CarAddPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.car-add'));
  const navigator = useNavigator();
  const library = useTireLibrary();

  const save = async (vehicle: VehicleInfo, extras: VehicleExtras) => {
    const result = await library.saveVehicle(vehicle, extras, { strict: true });
    if (!result.ok) {
      if (result.message) showToast(result.message);
      return;
    }
    showToast(t('catalog.carAdd.added', { name: vehicle.carName }));
    await navigator.go(CAR_LIST_PATH, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('routes.car-add')} />
      <div className="page car-add">
        <p className="page-intro car-add__intro">{t('catalog.carAdd.intro')}</p>
        <AppLink to={`${CAR_SELECT_PATH}?active=0&next=list`} className="car-add__select">
          <span className="library-row__icon" aria-hidden="true">
            <CarFront size={22} />
          </span>
          <span className="library-row__text">
            <span className="library-row__name">{t('catalog.carAdd.bySelect')}</span>
            <span className="library-row__detail">{t('catalog.carAdd.bySelectText')}</span>
          </span>
          <ChevronRight size={20} aria-hidden="true" />
        </AppLink>
        <section className="card car-add__card" aria-labelledby="car-add-plate">
          <h2 id="car-add-plate" className="car-add__title">
            {t('catalog.carAdd.byPlate')}
          </h2>
          <PlateLookup submitLabel={t('catalog.carAdd.save')} onFound={save} />
        </section>
        <section className="card car-add__card" aria-labelledby="car-add-vin">
          <h2 id="car-add-vin" className="car-add__title">
            {t('catalog.carAdd.byVin')}
          </h2>
          <VinLookup submitLabel={t('catalog.carAdd.save')} onFound={save} />
        </section>
      </div>
    </>
  );
}
