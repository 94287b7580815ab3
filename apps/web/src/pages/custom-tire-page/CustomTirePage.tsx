import { formatTireSize, parseTireSize } from '@tread/domain';
import { CircleAlert, Save, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNavigator } from '../../app/navigator-context';
import { usePageTitle } from '../../app/use-page-title';
import { CAR_LIST_PATH } from '../../features/catalog/paths';
import { SizeBreakdown } from '../../features/catalog/SizeBreakdown';
import { chosenSize, type SizeChoice, SizePickers } from '../../features/catalog/SizePickers';
import { tireResultsPath } from '../../features/catalog/search-params';
import { useShop } from '../../features/tire-library/use-shop';
import { Button } from '../../ui/Button';
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
  const [text, setText] = useState(() => params.get('size') ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'find' | null>(null);
  const ids = { input: useId(), message: useId() };

  const parsed = text.trim() ? parseTireSize(text) : null;

  const check = () => {
    if (!parsed) {
      setMessage(t('catalog.sizeSearch.empty'));
      return null;
    }
    if (!parsed.ok) {
      setMessage(parsed.message);
      return null;
    }
    setText(formatTireSize(parsed.value));
    return parsed.value;
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const size = check();
    if (!size) return;
    if (size.kind !== 'metric') {
      setMessage(t('catalog.customSize.flotationNotSaved'));
      return;
    }
    setBusy('save');
    try {
      const saved = await library.saveSize(size, { strict: true });
      if (!saved.ok) {
        setMessage(saved.message);
        return;
      }
      await navigator.go(backToList ? CAR_LIST_PATH : tireResultsPath({ tireSize: formatTireSize(size) }), {
        replace: backToList,
      });
    } finally {
      setBusy(null);
    }
  };

  const onFind = async () => {
    const size = check();
    if (!size) return;
    setBusy('find');
    try {
      await shopSize(size);
    } finally {
      setBusy(null);
    }
  };

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
                setText(size);
                setMessage(null);
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
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setMessage(null);
              }}
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
