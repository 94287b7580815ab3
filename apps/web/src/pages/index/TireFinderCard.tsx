import { zodResolver } from '@hookform/resolvers/zod';
import { tireSizeForm } from '@tread/domain';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CarFront from 'lucide-react/icons/car-front';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAR_SELECT_PATH } from '../../features/catalog/paths';
import { useShop } from '../../features/tire-library/use-shop';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';

type FinderTab = 'size' | 'vehicle';

/** 'Find tires that fit': a typed size opens its tires; by vehicle starts year → make → model → trim. */
export function TireFinderCard() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [tab, setTab] = useState<FinderTab>('size');
  const ids = { size: useId(), vehicle: useId(), input: useId(), hint: useId() };
  const { shopSize } = useShop();
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(tireSizeForm),
    defaultValues: { size: '' },
    reValidateMode: 'onSubmit',
  });
  const error = formState.errors.size?.message;

  const onSubmit = handleSubmit(({ size }) => void shopSize(size));

  const tabButton = (key: FinderTab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids[key]}-tab`}
      aria-selected={tab === key}
      aria-controls={ids[key]}
      className={`finder__tab${tab === key ? ' finder__tab--active' : ''}`}
      onClick={() => setTab(key)}
    >
      {label}
    </button>
  );

  return (
    <section className="finder" aria-labelledby={`${ids.size}-title`}>
      <h2 className="finder__title" id={`${ids.size}-title`}>
        {t('home.finder.title')}
      </h2>
      <p className="finder__subtitle">{t('home.finder.subtitle')}</p>
      <div className="finder__tabs" role="tablist" aria-label={t('home.finder.tabsLabel')}>
        {tabButton('size', t('home.finder.bySize'))}
        {tabButton('vehicle', t('home.finder.byVehicle'))}
      </div>

      {tab === 'size' ? (
        <div id={ids.size} role="tabpanel" aria-labelledby={`${ids.size}-tab`}>
          <form className="finder__panel" onSubmit={onSubmit} noValidate>
            <label className="field__label finder__label" htmlFor={ids.input}>
              {t('home.finder.sizeLabel')}
            </label>
            <input
              id={ids.input}
              className="field__input"
              {...register('size', { onChange: () => clearErrors('size') })}
              placeholder={t('home.finder.sizePlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.hint}
            />
            <p
              id={ids.hint}
              className={error ? 'finder__error' : 'finder__hint'}
              role={error ? 'alert' : undefined}
            >
              {error ?? t('home.finder.sizeHint')}
            </p>
            <Button type="submit" variant="accent" block icon={<Search size={20} aria-hidden="true" />}>
              {t('home.finder.submit')}
            </Button>
          </form>
        </div>
      ) : (
        <div
          className="finder__panel"
          id={ids.vehicle}
          role="tabpanel"
          aria-labelledby={`${ids.vehicle}-tab`}
        >
          <div className="finder__vehicle">
            <CarFront size={28} aria-hidden="true" />
            <div>
              <p className="finder__vehicle-title">{t('catalog.homeFinder.vehicleTitle')}</p>
              <p className="finder__hint">{t('catalog.homeFinder.vehicleText')}</p>
            </div>
          </div>
          <Button variant="accent" block onClick={() => void navigator.tap(`${CAR_SELECT_PATH}?active=0`)}>
            {t('catalog.homeFinder.vehicleButton')}
            <ArrowRight size={20} aria-hidden="true" />
          </Button>
        </div>
      )}
    </section>
  );
}
