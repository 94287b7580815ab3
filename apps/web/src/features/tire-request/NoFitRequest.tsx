import { zodResolver } from '@hookform/resolvers/zod';
import {
  TIRE_REQUEST_NOTE_MAX,
  TIRE_REQUEST_QUANTITY_MAX,
  type TireRequestCreate,
  tireRequestCreate,
  type VehicleInfo,
} from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import PackageSearch from 'lucide-react/icons/package-search';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useUserInfo } from '../auth/session-store';
import { FormTextField } from '../forms/controlled';
import { FormAlert } from '../forms/fields';
import { showRefusal, useServerError } from '../forms/server-errors';
import { useSendTireRequest } from './api/send-tire-request';
import '../../ui/form-card.css';
import './tire-request.css';

const QUANTITIES = Array.from({ length: TIRE_REQUEST_QUANTITY_MAX }, (_, index) => index + 1);

/**
 * The request form when no tires fit a vehicle (SPEC §1): how many, the size if known, how to answer. Staff see
 * it in the console and answer by e-mail and in the message center.
 */
export function NoFitRequest({ vehicle }: { vehicle: VehicleInfo }) {
  const { t } = useTranslation();
  const ids = useId();
  const user = useUserInfo();
  const send = useSendTireRequest();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<TireRequestCreate>({
    resolver: zodResolver(tireRequestCreate),
    defaultValues: {
      vehicleId: vehicle.vehicleId,
      quantity: 4,
      tireSize: '',
      email: '',
      phone: '',
      note: '',
    },
  });
  const { control, formState, getValues, handleSubmit, register, setError, setValue } = form;
  // The shopper's e-mail arrives after the form may have opened: fill it in unless they typed one.
  useEffect(() => {
    if (user?.userMail && !getValues('email')) setValue('email', user.userMail);
  }, [user?.userMail, getValues, setValue]);
  const serverError = useServerError(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await send.mutateAsync(values)).message);
    } catch (error) {
      showRefusal(error, setError, ['quantity', 'tireSize', 'email', 'phone', 'note']);
    }
  });

  if (sent)
    return (
      <div className="card form-card" role="status">
        <p className="form-card__thanks">
          <CircleCheck size={20} aria-hidden="true" />
          {sent}
        </p>
      </div>
    );
  return (
    <form className="card form-card" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
      <div className="form-card__head">
        <span className="form-card__icon" aria-hidden="true">
          <PackageSearch size={20} />
        </span>
        <div>
          <h2 id={`${ids}-title`} className="form-card__title">
            {t('tireRequest.title')}
          </h2>
          <p className="form-card__text">{t('tireRequest.text', { vehicle: vehicle.carName })}</p>
        </div>
      </div>
      <div className="tire-request__row">
        <label className="tire-request__quantity">
          <span className="field__label">{t('tireRequest.quantity')}</span>
          <select className="field__input" {...register('quantity', { valueAsNumber: true })}>
            {QUANTITIES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <FormTextField
          control={control}
          name="tireSize"
          label={t('tireRequest.size')}
          placeholder={vehicle.frontSize || t('tireRequest.sizePlaceholder')}
          maxLength={30}
          autoCapitalize="characters"
        />
      </div>
      <FormTextField control={control} name="email" kind="email" />
      <FormTextField
        control={control}
        name="phone"
        label={t('tireRequest.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="note"
        label={t('tireRequest.note')}
        placeholder={t('tireRequest.notePlaceholder')}
        maxLength={TIRE_REQUEST_NOTE_MAX}
      />
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('tireRequest.submit')}
      </Button>
    </form>
  );
}
