import { CarSelectStep } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useVehicleMakes } from '../../features/catalog/api/vehicle-makes';
import { useVehicleModels } from '../../features/catalog/api/vehicle-models';
import { useVehicleTrims } from '../../features/catalog/api/vehicle-trims';
import { useVehicleYears } from '../../features/catalog/api/vehicle-years';
import { CAR_LIST_PATH, CAR_SELECT_PATH } from '../../features/catalog/paths';
import { TrimList } from '../../features/catalog/TrimList';
import { useShop } from '../../features/tire-library/use-shop';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { showToast } from '../../ui/toast';
import '../../features/catalog/pickers.css';
import './car-select.css';

const STEP_KEYS = ['year', 'make', 'model', 'trim'] as const;

interface Choices {
  year?: number;
  make?: string;
  model?: string;
}

function readChoices(params: URLSearchParams): Choices {
  const year = Number(params.get('year'));
  return {
    year: Number.isInteger(year) && year > 0 ? year : undefined,
    make: params.get('make') || undefined,
    model: params.get('model') || undefined,
  };
}

/** The step shown: the one asked for (`active` 0–3), but never past the first choice still missing. */
function shownStep(asked: number, choices: Choices): CarSelectStep {
  const firstMissing =
    choices.year === undefined
      ? CarSelectStep.Year
      : choices.make === undefined
        ? CarSelectStep.Make
        : choices.model === undefined
          ? CarSelectStep.Model
          : CarSelectStep.Engine;
  const wanted = Number.isInteger(asked) && asked >= 0 && asked <= 3 ? asked : 0;
  return Math.min(wanted, firstMissing) as CarSelectStep;
}

function stepPath(step: CarSelectStep, choices: Choices, next: string | null): string {
  const params = new URLSearchParams({ active: String(step) });
  if (choices.year !== undefined && step > CarSelectStep.Year) params.set('year', String(choices.year));
  if (choices.make && step > CarSelectStep.Make) params.set('make', choices.make);
  if (choices.model && step > CarSelectStep.Model) params.set('model', choices.model);
  if (next) params.set('next', next);
  return `${CAR_SELECT_PATH}?${params.toString()}`;
}

function OptionList({
  label,
  options,
  onPick,
  grid = false,
}: {
  label: string;
  options: readonly (string | number)[];
  onPick: (value: string) => void;
  grid?: boolean;
}) {
  if (grid) {
    return (
      <ul className="year-grid" aria-label={label}>
        {options.map((option) => (
          <li key={option}>
            <button type="button" className="year-grid__item" onClick={() => onPick(String(option))}>
              {option}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="choice-list" aria-label={label}>
      {options.map((option) => (
        <li key={option}>
          <button type="button" className="choice" onClick={() => onPick(String(option))}>
            <span className="choice__text">
              <span className="choice__title">{option}</span>
            </span>
            <ChevronRight size={20} aria-hidden="true" className="choice__chevron" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Loading() {
  return (
    <div className="car-select__loading" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} height={52} radius={10} />
      ))}
    </div>
  );
}

/** car-select (SPEC §2, `active` 0–3): year → make → model → engine/trim, then that vehicle's tires. */
export default function CarSelectPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.car-select'));
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const choices = readChoices(params);
  const next = params.get('next');
  const step = shownStep(Number(params.get('active') ?? 0), choices);
  const { library, shopVehicle } = useShop();
  const [savingId, setSavingId] = useState<string | null>(null);
  const { year, make, model } = choices;

  const years = useVehicleYears(step === 0);
  const makes = useVehicleMakes(year, step === 1);
  const models = useVehicleModels(year, make, step === 2);
  const trims = useVehicleTrims(year, make, model, step === 3);

  const goTo = (to: CarSelectStep, picked: Choices) => void navigator.go(stepPath(to, picked, next));
  const values = [year, make, model, undefined] as const;

  let body: ReactNode;
  const current = [years, makes, models, trims][step];
  if (current?.isPending) body = <Loading />;
  else if (current?.isError) body = <SectionError onRetry={() => void current.refetch()} />;
  else if (step === CarSelectStep.Year) {
    body = (
      <OptionList
        grid
        label={t('catalog.carSelect.choose.year')}
        options={years.data?.years ?? []}
        onPick={(value) => goTo(CarSelectStep.Make, { year: Number(value) })}
      />
    );
  } else if (step === CarSelectStep.Make) {
    body = (
      <OptionList
        label={t('catalog.carSelect.choose.make')}
        options={makes.data?.makes ?? []}
        onPick={(value) => goTo(CarSelectStep.Model, { year, make: value })}
      />
    );
  } else if (step === CarSelectStep.Model) {
    body = (
      <OptionList
        label={t('catalog.carSelect.choose.model')}
        options={models.data?.models ?? []}
        onPick={(value) => goTo(CarSelectStep.Engine, { year, make, model: value })}
      />
    );
  } else {
    body = (
      <TrimList
        label={t('catalog.carSelect.choose.trim')}
        vehicles={trims.data?.trims ?? []}
        busyId={savingId}
        onPick={async (vehicle) => {
          setSavingId(vehicle.vehicleId);
          try {
            if (next === 'list') {
              const saved = await library.saveVehicle(vehicle, {}, { strict: true });
              if (!saved.ok) {
                if (saved.message) showToast(saved.message);
                return;
              }
              await navigator.go(CAR_LIST_PATH, { replace: true });
            } else {
              await shopVehicle(vehicle);
            }
          } finally {
            setSavingId(null);
          }
        }}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('routes.car-select')} />
      <div className="page car-select">
        <nav aria-label={t('catalog.carSelect.stepsLabel')}>
          <ol className="car-steps">
            {STEP_KEYS.map((key, index) => {
              const value = values[index];
              const isCurrent = index === step;
              const reachable = index < step;
              const content = (
                <>
                  <span className="car-steps__name">{t(`catalog.carSelect.step.${key}`)}</span>{' '}
                  <span className="car-steps__value">
                    {value ?? (isCurrent ? t('catalog.carSelect.selecting') : '—')}
                  </span>
                </>
              );
              return (
                <li
                  key={key}
                  className={`car-steps__item${isCurrent ? ' car-steps__item--current' : ''}${reachable ? ' car-steps__item--done' : ''}`}
                >
                  {reachable ? (
                    <button
                      type="button"
                      className="car-steps__button"
                      aria-label={t('catalog.carSelect.changeStep', {
                        step: t(`catalog.carSelect.step.${key}`),
                        value: value ?? '',
                      })}
                      onClick={() => goTo(index as CarSelectStep, choices)}
                    >
                      {content}
                    </button>
                  ) : (
                    <span className="car-steps__button" aria-current={isCurrent ? 'step' : undefined}>
                      {content}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <section className="car-select__step" aria-labelledby="car-select-title">
          <h2 id="car-select-title" className="car-select__title">
            {t(`catalog.carSelect.heading.${STEP_KEYS[step]}`, {
              year: year ?? '',
              make: make ?? '',
              model: model ?? '',
            })}
          </h2>
          {body}
        </section>
      </div>
    </>
  );
}
