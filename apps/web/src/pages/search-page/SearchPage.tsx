import { zodResolver } from '@hookform/resolvers/zod';
import { textSearchQuery } from '@tread/domain';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { searchResultsPath } from '../../features/catalog/paths';
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from '../../features/catalog/recent-searches';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import './search-page.css';

const searchForm = textSearchQuery.pick({ prodName: true });

const SUGGESTIONS = [
  'Michelin',
  '225/45R17',
  'All season',
  'Brake pads',
  'Motor oil',
  'Wiper blades',
] as const;

/** search-page: type what you're after; recent searches are kept in this browser. */
export default function SearchPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.search-page'));
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const [recent, setRecent] = useState(readRecentSearches);
  const ids = { input: useId(), error: useId(), recent: useId() };
  const { register, handleSubmit, setValue, clearErrors, formState, control } = useForm({
    resolver: zodResolver(searchForm),
    defaultValues: { prodName: params.get('prodName') ?? '' },
    reValidateMode: 'onSubmit',
  });
  const text = useWatch({ control, name: 'prodName' }) ?? '';
  const error = formState.errors.prodName?.message;

  const search = (value: string) => {
    setRecent(rememberSearch(value));
    void navigator.go(searchResultsPath(value.trim()));
  };

  const onSubmit = handleSubmit(({ prodName }) => search(prodName));

  return (
    <>
      <PageHeader title={t('routes.search-page')} />
      <div className="page search-page">
        <form className="search-form" onSubmit={onSubmit} noValidate>
          <label className="visually-hidden" htmlFor={ids.input}>
            {t('catalog.search.label')}
          </label>
          <div className="field__control search-form__control">
            <Search className="search-form__icon" size={20} aria-hidden="true" />
            <input
              id={ids.input}
              type="search"
              className="field__input search-form__input"
              // biome-ignore lint/a11y/noAutofocus: the page exists to type a search
              autoFocus
              enterKeyHint="search"
              placeholder={t('catalog.search.placeholder')}
              {...register('prodName', { onChange: () => clearErrors('prodName') })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            {text && (
              <button
                type="button"
                className="icon-button search-form__clear"
                aria-label={t('catalog.search.clear')}
                onClick={() => setValue('prodName', '')}
              >
                <X size={18} aria-hidden="true" />
              </button>
            )}
          </div>
          <button type="submit" className="btn btn--accent search-form__submit">
            {t('catalog.search.submit')}
          </button>
        </form>
        {error && (
          <p id={ids.error} className="field__error search-page__error" role="alert">
            <CircleAlert size={16} aria-hidden="true" />
            {error}
          </p>
        )}

        {recent.length > 0 && (
          <section className="search-page__section" aria-labelledby={ids.recent}>
            <div className="search-page__head">
              <h2 id={ids.recent} className="search-page__title">
                {t('catalog.search.recent')}
              </h2>
              <button
                type="button"
                className="link-button search-page__clear-all"
                onClick={() => {
                  clearRecentSearches();
                  setRecent([]);
                }}
              >
                {t('catalog.search.clearRecent')}
              </button>
            </div>
            <ul className="chips">
              {recent.map((entry) => (
                <li key={entry}>
                  <button type="button" className="chip" onClick={() => search(entry)}>
                    <History size={14} aria-hidden="true" />
                    {entry}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="search-page__section" aria-labelledby={`${ids.recent}-popular`}>
          <h2 id={`${ids.recent}-popular`} className="search-page__title">
            {t('catalog.search.popular')}
          </h2>
          <ul className="chips">
            {SUGGESTIONS.map((entry) => (
              <li key={entry}>
                <button type="button" className="chip" onClick={() => search(entry)}>
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
