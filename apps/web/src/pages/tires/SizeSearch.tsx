import { zodResolver } from '@hookform/resolvers/zod';
import { formatTireSize, parseTireSize, tireSizeForm } from '@tread/domain';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOM_SIZE_PATH } from '../../features/catalog/paths';
import { chosenSize, type SizeChoice, SizePickers } from '../../features/catalog/SizePickers';
import { useShop } from '../../features/tire-library/use-shop';
import { Button } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';

/** Size search: width → ratio → rim pickers of the sizes we carry, or a size typed as it reads on the tire. */
export function SizeSearch({ initialText }: { initialText: string }) {
  const { t } = useTranslation();
  const { shopSize } = useShop();
  const [choice, setChoice] = useState<SizeChoice>({});
  const [busy, setBusy] = useState<'pickers' | 'typed' | null>(null);
  const ids = { input: useId(), message: useId(), title: useId() };
  const picked = chosenSize(choice);
  const { register, handleSubmit, setValue, clearErrors, formState, control } = useForm({
    resolver: zodResolver(tireSizeForm),
    defaultValues: { size: initialText },
    reValidateMode: 'onSubmit',
  });
  const text = useWatch({ control, name: 'size' }) ?? '';
  const error = formState.errors.size?.message;

  const shop = async (source: 'pickers' | 'typed', sizeText: string) => {
    const size = parseTireSize(sizeText);
    if (!size.ok) return;
    setBusy(source);
    try {
      await shopSize(size.value);
    } finally {
      setBusy(null);
    }
  };

  const onTyped = handleSubmit(({ size }) => {
    setValue('size', formatTireSize(size));
    void shop('typed', formatTireSize(size));
  });

  return (
    <div className="size-search">
      <h2 className="tires__panel-title" id={ids.title}>
        {t('catalog.sizeSearch.title')}
      </h2>
      <SizePickers value={choice} onChange={setChoice} />
      <Button
        variant="accent"
        block
        disabled={!picked}
        busy={busy === 'pickers'}
        icon={<Search size={20} aria-hidden="true" />}
        onClick={() => picked && void shop('pickers', picked)}
      >
        {t('catalog.sizeSearch.find')}
      </Button>

      <p className="or-divider">
        <span>{t('catalog.sizeSearch.or')}</span>
      </p>

      <form className="size-search__typed" onSubmit={onTyped} noValidate>
        <label className="field__label" htmlFor={ids.input}>
          {t('catalog.sizeSearch.typedLabel')}
        </label>
        <div className="size-search__row">
          <div className="field__control size-search__control">
            <input
              id={ids.input}
              className="field__input size-search__input"
              {...register('size', { onChange: () => clearErrors('size') })}
              placeholder={t('catalog.sizeSearch.placeholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.message : undefined}
            />
            {text && (
              <button
                type="button"
                className="icon-button size-search__clear"
                aria-label={t('catalog.sizeSearch.clear')}
                onClick={() => {
                  setValue('size', '');
                  clearErrors('size');
                }}
              >
                <X size={18} aria-hidden="true" />
              </button>
            )}
          </div>
          <Button type="submit" variant="primary" busy={busy === 'typed'}>
            {t('catalog.sizeSearch.go')}
          </Button>
        </div>
        {error && (
          <p id={ids.message} className="field__error size-search__error" role="alert">
            <CircleAlert size={16} aria-hidden="true" />
            {error}
          </p>
        )}
      </form>
      <AppLink to={CUSTOM_SIZE_PATH} className="link-button size-search__help">
        {t('catalog.sizeSearch.help')}
      </AppLink>
    </div>
  );
}
