import { zodResolver } from '@hookform/resolvers/zod';
import {
  normalizeVin,
  plateLookupQuery,
  type VehicleInfo,
  VIN_LENGTH,
  type VinLookupForm,
  vinLookupForm,
} from '@tread/domain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Search from 'lucide-react/icons/search';
import { type ReactNode, useId, useState } from 'react';
import { type FieldErrors, type FieldValues, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { showRefusal } from '../forms/server-errors';
import type { VehicleExtras } from '../tire-library/library-rules';
import { useVehicleByPlate } from './api/vehicle-by-plate';
import { useVehicleByVin } from './api/vehicle-by-vin';
import { TrimList } from './TrimList';
import { US_STATES } from './us-states';
import './pickers.css';

/** The store serves Greater Los Angeles, so California comes first. */
const DEFAULT_STATE = 'CA';

export type OnVehicleFound = (vehicle: VehicleInfo, extras: VehicleExtras) => void | Promise<void>;

function FormError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error lookup__error" role="alert">
      <CircleAlert size={16} aria-hidden="true" />
      {message}
    </p>
  );
}

/** A look-up shows one message: the first field's rule, else the server's refusal. */
function firstMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly (keyof T)[],
): string | undefined {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return message;
  }
  return errors.root?.server?.message;
}

/** State and license plate → the vehicle registered to it (SPEC §1). */
export function PlateLookup({ onFound, submitLabel }: { onFound: OnVehicleFound; submitLabel?: string }) {
  const { t } = useTranslation();
  const ids = { state: useId(), plate: useId(), error: useId() };
  const lookUp = useVehicleByPlate();
  const { register, handleSubmit, setError, clearErrors, formState, control } = useForm({
    resolver: zodResolver(plateLookupQuery),
    defaultValues: { state: DEFAULT_STATE, plate: '' },
  });
  const state = useController({ control, name: 'state' }).field;
  const error = firstMessage(formState.errors, ['state', 'plate']);

  const onSubmit = handleSubmit(async (query) => {
    try {
      const answer = await lookUp.mutateAsync(query);
      await onFound(answer.vehicle, { state: answer.state, licensePlate: answer.plate, vin: answer.vin });
    } catch (caught) {
      showRefusal(caught, setError, ['state', 'plate']);
    }
  });

  return (
    <form className="lookup" onSubmit={onSubmit} noValidate>
      <div className="lookup__row">
        <div className="field lookup__state">
          <label className="field__label" htmlFor={ids.state}>
            {t('catalog.plate.state')}
          </label>
          <div className="picker__control">
            <select
              id={ids.state}
              className="picker__select"
              ref={state.ref}
              name={state.name}
              value={state.value}
              onBlur={state.onBlur}
              onChange={(event) => {
                state.onChange(event.target.value);
                clearErrors();
              }}
            >
              <option value="">{t('catalog.plate.chooseState')}</option>
              {US_STATES.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.code}
                </option>
              ))}
            </select>
            <ChevronDown className="picker__chevron" size={18} aria-hidden="true" />
          </div>
        </div>
        <div className="field lookup__plate">
          <label className="field__label" htmlFor={ids.plate}>
            {t('catalog.plate.plate')}
          </label>
          <input
            id={ids.plate}
            className="field__input"
            maxLength={10}
            {...register('plate', {
              onChange: (event) => {
                event.target.value = event.target.value.toUpperCase();
                clearErrors();
              },
            })}
            placeholder={t('catalog.plate.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
      </div>
      <FormError id={ids.error} message={error} />
      <Button
        type="submit"
        variant="accent"
        block
        busy={formState.isSubmitting}
        icon={<Search size={20} aria-hidden="true" />}
      >
        {submitLabel ?? t('catalog.lookup.find')}
      </Button>
      <p className="field__hint">{t('catalog.plate.hint')}</p>
    </form>
  );
}

/** A 17-character VIN (1981 and newer) → the vehicle, or its possible trims to pick from (SPEC §1, §5). */
export function VinLookup({ onFound, submitLabel }: { onFound: OnVehicleFound; submitLabel?: string }) {
  const { t } = useTranslation();
  const ids = { vin: useId(), error: useId(), hint: useId() };
  const lookUp = useVehicleByVin();
  const { register, handleSubmit, setError, clearErrors, formState, control } = useForm<VinLookupForm>({
    resolver: zodResolver(vinLookupForm),
    defaultValues: { vin: '' },
  });
  const vin = useWatch({ control, name: 'vin' }) ?? '';
  const error = firstMessage(formState.errors, ['vin']);
  const [choices, setChoices] = useState<{ vin: string; title: string; vehicles: VehicleInfo[] } | null>(
    null,
  );
  const [picking, setPicking] = useState<string | null>(null);

  const onSubmit = handleSubmit(
    async (query) => {
      setChoices(null);
      try {
        const answer = await lookUp.mutateAsync(query.vin);
        const [only] = answer.vehicles;
        if (answer.vehicles.length === 1 && only) await onFound(only, { vin: answer.vin });
        else {
          setChoices({
            vin: answer.vin,
            title: `${answer.year} ${answer.make} ${answer.model}`,
            vehicles: answer.vehicles,
          });
        }
      } catch (caught) {
        showRefusal(caught, setError, ['vin']);
      }
    },
    () => setChoices(null),
  );

  let after: ReactNode = null;
  if (choices) {
    after = (
      <div className="lookup__choices">
        <h3 className="lookup__choices-title">{t('catalog.vin.whichTrim', { vehicle: choices.title })}</h3>
        <TrimList
          label={t('catalog.vin.trimsLabel')}
          vehicles={choices.vehicles}
          busyId={picking}
          onPick={async (vehicle) => {
            setPicking(vehicle.vehicleId);
            try {
              await onFound(vehicle, { vin: choices.vin });
            } finally {
              setPicking(null);
            }
          }}
        />
      </div>
    );
  }

  return (
    <form className="lookup" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={ids.vin}>
          {t('catalog.vin.label')}
        </label>
        <input
          id={ids.vin}
          className="field__input lookup__vin"
          maxLength={VIN_LENGTH + 4}
          {...register('vin', {
            onChange: (event) => {
              event.target.value = event.target.value.toUpperCase();
              clearErrors();
            },
          })}
          placeholder={t('catalog.vin.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
        />
        <p id={ids.hint} className="field__hint">
          {t('catalog.vin.hint', { count: normalizeVin(vin).length, max: VIN_LENGTH })}
        </p>
      </div>
      <FormError id={ids.error} message={error} />
      <Button
        type="submit"
        variant="accent"
        block
        busy={formState.isSubmitting}
        icon={<Search size={20} aria-hidden="true" />}
      >
        {submitLabel ?? t('catalog.lookup.find')}
      </Button>
      {after}
    </form>
  );
}
