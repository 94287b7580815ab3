import { formatTireSize, parseTireSize } from '@tread/domain';
import { BookOpen, CarFront, CircleAlert, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Section } from '../../ui/Card';
import { List, ListRow } from '../../ui/List';
import { TireIcon } from '../../ui/TireIcon';
import { SizeBreakdown } from './SizeBreakdown';
import './tires.css';

const POPULAR_SIZES = ['225/45R17', '215/55R17', '235/65R17', '205/55R16', '245/40R18', '265/70R17'] as const;

export default function TiresPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.tires'));
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('size') ?? '');
  const [showError, setShowError] = useState(false);
  const ids = { input: useId(), message: useId() };

  const parsed = text.trim() ? parseTireSize(text) : null;
  const error = parsed && !parsed.ok && showError ? parsed.message : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed?.ok) setText(formatTireSize(parsed.value));
    setShowError(true);
  };

  return (
    <div className="page tires">
      <header>
        <h1 className="page-title">{t('tires.title')}</h1>
        <p className="page-intro">{t('tires.intro')}</p>
      </header>

      <form className="tire-search" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={ids.input}>
            {t('tires.sizeLabel')}
          </label>
          <div className="field__control">
            <input
              id={ids.input}
              className="field__input tire-search__input"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setShowError(false);
              }}
              onBlur={() => setShowError(true)}
              placeholder={t('tires.sizePlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="done"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.message : undefined}
            />
            {text && (
              <button
                type="button"
                className="icon-button tire-search__clear"
                aria-label={t('tires.clear')}
                onClick={() => {
                  setText('');
                  setShowError(false);
                }}
              >
                <X size={20} aria-hidden="true" />
              </button>
            )}
          </div>
          {error && (
            <p id={ids.message} className="field__error tire-search__error" role="alert">
              <CircleAlert size={16} aria-hidden="true" />
              {error}
            </p>
          )}
        </div>
        <div className="tire-search__popular">
          <p className="field__hint">{t('tires.popular')}</p>
          <ul className="chips">
            {POPULAR_SIZES.map((size) => (
              <li key={size}>
                <button
                  type="button"
                  className={`chip${parsed?.ok && formatTireSize(parsed.value) === size ? ' chip--selected' : ''}`}
                  aria-pressed={parsed?.ok ? formatTireSize(parsed.value) === size : false}
                  onClick={() => {
                    setText(size);
                    setShowError(false);
                  }}
                >
                  {size}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </form>

      {parsed?.ok && <SizeBreakdown size={parsed.value} />}

      <Section title={t('tires.findTitle')}>
        <List>
          <ListRow
            icon={<TireIcon size={20} />}
            title={t('tires.find.sidewallTitle')}
            subtitle={t('tires.find.sidewallText')}
          />
          <ListRow
            icon={<CarFront size={20} />}
            title={t('tires.find.doorTitle')}
            subtitle={t('tires.find.doorText')}
          />
          <ListRow
            icon={<BookOpen size={20} />}
            title={t('tires.find.manualTitle')}
            subtitle={t('tires.find.manualText')}
          />
        </List>
        <p className="tires__tip">{t('tires.tip')}</p>
      </Section>
    </div>
  );
}
