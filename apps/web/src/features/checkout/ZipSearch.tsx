import { validateZip } from '@tread/domain';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** The ZIP field stations are searched by when the browser gives no position. */
export function ZipSearch({ initial, onSearch }: { initial: string; onSearch: (zip: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [zip, setZip] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateZip(zip);
    setError(problem);
    if (!problem) onSearch(zip.trim());
  };

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
          value={zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setZip(event.target.value)}
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
