import { FALLBACK_LOCALE } from '@tread/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang } from '../api/storage';
import { en } from './en';

/** The app's i18next instance: English resources, language from the local key `lang` (default en). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: getLang(),
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
