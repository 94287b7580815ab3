import { useQuery } from '@tanstack/react-query';
import { DeliveryCode, validateZip } from '@tread/domain';
import { MapPin, Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { DELIVERY_ZIP_KEY, readLocal, writeLocal } from '../../api/storage';
import { catalogKeys, fetchDeliveryEstimate } from '../../features/catalog/catalog-api';

/** Estimated delivery for a ZIP: free in 1–3 business days in Greater Los Angeles, out of range elsewhere. */
export function DeliveryEstimate({ prodId }: { prodId: number }) {
  const { t } = useTranslation();
  const ids = { zip: useId(), error: useId() };
  const [zip, setZip] = useState(() => readLocal(DELIVERY_ZIP_KEY) ?? '');
  const [checked, setChecked] = useState(() => readLocal(DELIVERY_ZIP_KEY));
  const [error, setError] = useState<string | null>(null);

  const estimate = useQuery({
    queryKey: catalogKeys.delivery(checked ?? '', prodId),
    queryFn: () => fetchDeliveryEstimate(checked ?? '', prodId),
    enabled: Boolean(checked),
    staleTime: 5 * 60_000,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateZip(zip);
    setError(invalid);
    if (invalid) return;
    const clean = zip.trim();
    writeLocal(DELIVERY_ZIP_KEY, clean);
    setChecked(clean);
  };

  const answer = estimate.data;
  const failed = estimate.isError && isApiError(estimate.error) ? estimate.error.message : null;
  const shownError = error ?? failed;

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
            value={zip}
            placeholder={t('catalog.delivery.zipPlaceholder')}
            onChange={(event) => {
              setZip(event.target.value);
              setError(null);
            }}
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
