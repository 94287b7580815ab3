import { normalizeVin, type VehicleInfo, VIN_LENGTH, validatePlateLookup, validateVin } from '@tread/domain';
import { ChevronDown, CircleAlert, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import type { VehicleExtras } from '../tire-library/library-rules';
import { fetchVehicleByPlate, fetchVehicleByVin } from './catalog-api';
import { TrimList } from './TrimList';
import { US_STATES } from './us-states';
import './pickers.css';

/** The store serves Greater Los Angeles, so California comes first. */
const DEFAULT_STATE = 'CA';

export type OnVehicleFound = (vehicle: VehicleInfo, extras: VehicleExtras) => void | Promise<void>;

function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error lookup__error" role="alert">
      <CircleAlert size={16} aria-hidden="true" />
      {message}
    </p>
  );
}

function errorMessage(error: unknown): string | null {
  // 400 and 404 carry the spec's words; other failures were told by the client already.
  return isApiError(error) && (error.status === 400 || error.status === 404) ? error.message : null;
}

/** State and licence plate → the vehicle registered to it (SPEC §1). */
export function PlateLookup({ onFound, submitLabel }: { onFound: OnVehicleFound; submitLabel?: string }) {
  const { t } = useTranslation();
  const ids = { state: useId(), plate: useId(), error: useId() };
  const [state, setState] = useState(DEFAULT_STATE);
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePlateLookup(state, plate);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await fetchVehicleByPlate(state, plate);
      await onFound(answer.vehicle, { state: answer.state, licensePlate: answer.plate, vin: answer.vin });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

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
              value={state}
              onChange={(event) => {
                setState(event.target.value);
                setError(null);
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
            value={plate}
            maxLength={10}
            onChange={(event) => {
              setPlate(event.target.value.toUpperCase());
              setError(null);
            }}
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
      <Button type="submit" variant="accent" block busy={busy} icon={<Search size={20} aria-hidden="true" />}>
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
  const [vin, setVin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<{ vin: string; title: string; vehicles: VehicleInfo[] } | null>(
    null,
  );
  const [picking, setPicking] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateVin(vin);
    setError(invalid);
    setChoices(null);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await fetchVehicleByVin(normalizeVin(vin));
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
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

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
          value={vin}
          maxLength={VIN_LENGTH + 4}
          onChange={(event) => {
            setVin(event.target.value.toUpperCase());
            setError(null);
          }}
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
      <Button type="submit" variant="accent" block busy={busy} icon={<Search size={20} aria-hidden="true" />}>
        {submitLabel ?? t('catalog.lookup.find')}
      </Button>
      {after}
    </form>
  );
}
