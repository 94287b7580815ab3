import { zodResolver } from '@hookform/resolvers/zod';
import { DeliveryCode, zipForm } from '@tread/domain';
import MapPin from 'lucide-react/icons/map-pin';
import Truck from 'lucide-react/icons/truck';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { DELIVERY_ZIP_KEY, readLocal, writeLocal } from '../../api/storage';
import { useDeliveryEstimate } from '../../features/catalog/api/delivery-estimate';

/** Estimated delivery for a ZIP: free in 1–3 business days in Greater Los Angeles, out of range elsewhere. */
export function DeliveryEstimate({ prodId }: { prodId: number }) {
  const { t } = useTranslation();
  const ids = { zip: useId(), error: useId() };
  const [checked, setChecked] = useState(() => readLocal(DELIVERY_ZIP_KEY));
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(zipForm),
    defaultValues: { zip: readLocal(DELIVERY_ZIP_KEY) ?? '' },
    reValidateMode: 'onSubmit',
  });

  const estimate = useDeliveryEstimate(checked, prodId);

  const onSubmit = handleSubmit(({ zip }) => {
    writeLocal(DELIVERY_ZIP_KEY, zip);
    setChecked(zip);
  });

  const answer = estimate.data;
  const failed = estimate.isError && isApiError(estimate.error) ? estimate.error.message : null;
  const shownError = formState.errors.zip?.message ?? failed;

  return (
    <section className="prod-card delivery" aria-labelledby={`${ids.zip}-title`}>
      <h2 id={`${ids.zip}-title`} className="prod-card__title">
        <Truck size={20} aria-hidden="true" />
        {t('catalog.delivery.title')}
      </h2>
      <form className="delivery__form" onSubmit={onSubmit} noValidate>
        <label className="visually-hidden" htmlFor={ids.zip}>
          {t('catalog.delivery.zipLabel')}
        </label>
        <div className="field__control delivery__control">
          <MapPin className="delivery__pin" size={18} aria-hidden="true" />
          <input
            id={ids.zip}
            className="field__input delivery__input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder={t('catalog.delivery.zipPlaceholder')}
            {...register('zip', { onChange: () => clearErrors('zip') })}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? ids.error : undefined}
          />
        </div>
        <button type="submit" className="btn btn--primary delivery__check">
          {t('catalog.delivery.check')}
        </button>
      </form>
      {shownError && (
        <p id={ids.error} className="field__error" role="alert">
          {shownError}
        </p>
      )}
      {!shownError && estimate.isFetching && !answer && <p className="muted">{t('common.loading')}</p>}
      {!shownError && answer && (
        <div
          className={`delivery__result${answer.code === DeliveryCode.Days ? ' delivery__result--free' : ''}`}
          role="status"
        >
          {answer.code === DeliveryCode.Days ? (
            <>
              <p className="delivery__headline">
                {t('catalog.delivery.arrives', { range: answer.estimatedDeliveryTime ?? '' })}
              </p>
              <p className="delivery__note">
                {t('catalog.delivery.free', { zip: answer.zip, message: answer.message })}
              </p>
            </>
          ) : (
            <>
              <p className="delivery__headline">{t('catalog.delivery.outOfRange', { zip: answer.zip })}</p>
              <p className="delivery__note">{answer.message}</p>
            </>
          )}
        </div>
      )}
      {!checked && !shownError && <p className="field__hint">{t('catalog.delivery.hint')}</p>}
    </section>
  );
}
