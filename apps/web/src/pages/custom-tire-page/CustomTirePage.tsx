import { zodResolver } from '@hookform/resolvers/zod';
import { formatTireSize, parseTireSize, type TireSize, tireSizeForm } from '@tread/domain';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Save from 'lucide-react/icons/save';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { CAR_LIST_PATH } from '../../features/catalog/paths';
import { SizeBreakdown } from '../../features/catalog/SizeBreakdown';
import { chosenSize, type SizeChoice, SizePickers } from '../../features/catalog/SizePickers';
import { tireResultsPath } from '../../features/catalog/search-params';
import { useShop } from '../../features/tire-library/use-shop';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import './custom-tire-page.css';

/** custom-tire-page ('Custom Tire Size'): pick or type a size, see what it means, save it to the library. */
export default function CustomTirePage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.custom-tire-page'));
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const backToList = params.get('next') === 'list';
  const { library, shopSize } = useShop();
  const [choice, setChoice] = useState<SizeChoice>({});
  const [busy, setBusy] = useState<'save' | 'find' | null>(null);
  const ids = { input: useId(), message: useId() };
  const { register, handleSubmit, setValue, setError, clearErrors, formState, control } = useForm({
    resolver: zodResolver(tireSizeForm),
    defaultValues: { size: params.get('size') ?? '' },
    reValidateMode: 'onSubmit',
  });
  const text = useWatch({ control, name: 'size' }) ?? '';
  const parsed = text.trim() ? parseTireSize(text) : null;
  const message = formState.errors.size?.message;
  /** The size is fine, but it cannot be saved: said where the size's own rule is. */
  const refuse = (words: string | null) => {
    if (words) setError('size', { type: 'library', message: words });
  };

  const checked = (size: TireSize) => {
    setValue('size', formatTireSize(size));
    return size;
  };

  const onSave = handleSubmit(async ({ size: typed }) => {
    const size = checked(typed);
    if (size.kind !== 'metric') {
      refuse(t('catalog.customSize.flotationNotSaved'));
      return;
    }
    setBusy('save');
    try {
      const saved = await library.saveSize(size, { strict: true });
      if (!saved.ok) {
        refuse(saved.message);
        return;
      }
      await navigator.go(backToList ? CAR_LIST_PATH : tireResultsPath({ tireSize: formatTireSize(size) }), {
        replace: backToList,
      });
    } finally {
      setBusy(null);
    }
  });

  const onFind = handleSubmit(async ({ size }) => {
    setBusy('find');
    try {
      await shopSize(checked(size));
    } finally {
      setBusy(null);
    }
  });

  return (
    <>
      <PageHeader title={t('routes.custom-tire-page')} />
      <div className="page custom-size">
        <p className="page-intro custom-size__intro">{t('catalog.customSize.intro')}</p>
        <form className="card custom-size__card" onSubmit={onSave} noValidate>
          <SizePickers
            value={choice}
            onChange={(next) => {
              setChoice(next);
              const size = chosenSize(next);
              if (size) {
                setValue('size', size);
                clearErrors('size');
              }
            }}
          />
          <p className="or-divider">
            <span>{t('catalog.sizeSearch.or')}</span>
          </p>
          <div className="field">
            <label className="field__label" htmlFor={ids.input}>
              {t('catalog.sizeSearch.typedLabel')}
            </label>
            <input
              id={ids.input}
              className="field__input custom-size__input"
              {...register('size', { onChange: () => clearErrors('size') })}
              placeholder={t('catalog.sizeSearch.placeholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? ids.message : undefined}
            />
          </div>
          {message && (
            <p id={ids.message} className="field__error custom-size__message" role="alert">
              <CircleAlert size={16} aria-hidden="true" />
              {message}
            </p>
          )}
          <div className="custom-size__actions">
            <Button
              type="submit"
              variant="accent"
              block
              busy={busy === 'save'}
              icon={<Save size={20} aria-hidden="true" />}
            >
              {t('catalog.customSize.save')}
            </Button>
            {!backToList && (
              <Button
                variant="secondary"
                block
                busy={busy === 'find'}
                icon={<Search size={20} aria-hidden="true" />}
                onClick={() => void onFind()}
              >
                {t('catalog.sizeSearch.find')}
              </Button>
            )}
          </div>
          <p className="field__hint">{t('catalog.customSize.limit')}</p>
        </form>
        {parsed?.ok && <SizeBreakdown size={parsed.value} />}
      </div>
    </>
  );
}
