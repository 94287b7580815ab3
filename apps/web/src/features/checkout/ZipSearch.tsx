import { zodResolver } from '@hookform/resolvers/zod';
import { zipForm } from '@tread/domain';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** The ZIP field stations are searched by when the browser gives no position. */
export function ZipSearch({ initial, onSearch }: { initial: string; onSearch: (zip: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(zipForm),
    defaultValues: { zip: initial },
  });
  const error = formState.errors.zip?.message;
  const submit = handleSubmit(({ zip }) => onSearch(zip));

  return (
    <form className="zip-search" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={id}>
        {t('checkout.finder.zipLabel')}
      </label>
      <div className="zip-search__row">
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder={t('checkout.finder.zipPlaceholder')}
          {...register('zip')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" icon={<Search size={18} aria-hidden="true" />}>
          {t('checkout.finder.search')}
        </Button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
