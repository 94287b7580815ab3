import { PAGE_TITLE } from '@tread/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title: the store's own title on home, '<page> · Tread' elsewhere. */
export function usePageTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle ? t('app.pageTitle', { title: pageTitle }) : PAGE_TITLE;
  }, [pageTitle, t]);
}
