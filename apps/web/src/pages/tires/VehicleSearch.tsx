import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { CAR_SELECT_PATH } from '../../features/catalog/paths';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';

const STEPS = ['year', 'make', 'model', 'trim'] as const;

/** Vehicle search starts car-select at its first step (year → make → model → trim). */
export function VehicleSearch() {
  const { t } = useTranslation();
  return (
    <div className="vehicle-search">
      <h2 className="tires__panel-title">{t('catalog.vehicleSearch.title')}</h2>
      <p className="muted">{t('catalog.vehicleSearch.text')}</p>
      <ol className="vehicle-search__steps" aria-label={t('catalog.vehicleSearch.stepsLabel')}>
        {STEPS.map((step, index) => (
          <li key={step} className="vehicle-search__step">
            <span className="vehicle-search__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`catalog.carSelect.step.${step}`)}
          </li>
        ))}
      </ol>
      <AppLink to={`${CAR_SELECT_PATH}?active=0`} className={buttonClass('accent', true)}>
        {t('catalog.vehicleSearch.start')}
        <ArrowRight size={20} aria-hidden="true" />
      </AppLink>
    </div>
  );
}
