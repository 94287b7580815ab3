import { FALLBACK_LOCALE } from '@tread/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang } from '../api/storage';
import { enShell } from './en-shell';

/** The app's i18next instance: English resources, language from the local key `lang` (default en). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enShell } },
  lng: getLang(),
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

let pageStrings: Promise<void> | undefined;

/** The pages' strings, added once beside the first page's code; the frame's are in from the start. */
export function loadPageStrings(): Promise<void> {
  pageStrings ??= import('./en').then(({ enPages }) => {
    i18n.addResourceBundle(FALLBACK_LOCALE, 'translation', enPages, true, false);
  });
  return pageStrings;
}
